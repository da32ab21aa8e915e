import {
  AI_RULE_MAX_LENGTH,
  OVERVIEW_MAX_LENGTH,
  OVERVIEW_MIN_LENGTH,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCTS_MAX,
  WEBSITE_INVALID,
  WEBSITE_NOT_REACHABLE,
  type GeneratedBriefContent,
  type SuggestedBriefRules,
} from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { callBriefs } from './brief-fixtures.js';

// The magic button with the default (local) provider, reading the sandbox's demo sites through the
// SSRF guard: a drafted brief within the spec's limits, and the website message for every site
// that cannot be read. Nothing is saved by either call.

let testApp: TestApp;
let organization: Organization;

beforeAll(async () => {
  testApp = await buildTestApp();
  organization = await createOrganization(testApp, 'Suggestions');
});

afterAll(async () => {
  await testApp.close();
});

function suggestElements(brandName: string, website: string) {
  return callBriefs(testApp.app, organization, 'POST', 'brands/suggest-brand-elements', {
    brand_name: brandName,
    brand_website: website,
    organization_id: organization.id,
  });
}

describe('suggest-brand-elements (local provider)', () => {
  it('drafts a brief from the sandbox site within the spec §5 limits, saving nothing', async () => {
    const response = await suggestElements('Hearthly', 'www.hearthly.example');
    expect(response.statusCode, response.body).toBe(200);
    const content = response.json<{ content: GeneratedBriefContent }>().content;
    expect(content.brand_name).toBe('Hearthly');
    expect(content.brand_website).toBe('https://www.hearthly.example/');
    // A website does not say who the competitors are: the local provider leaves them to the user.
    expect(content.brand_competitors_list).toEqual([]);
    expect(content.brand_short_description.length).toBeGreaterThanOrEqual(OVERVIEW_MIN_LENGTH);
    expect(content.brand_short_description.length).toBeLessThanOrEqual(OVERVIEW_MAX_LENGTH);
    expect(content.brand_short_description.toLowerCase()).toContain('insurance');
    expect(content.products.length).toBeGreaterThan(0);
    expect(content.products.length).toBeLessThanOrEqual(PRODUCTS_MAX);
    for (const product of content.products) {
      expect(product.description.length).toBeLessThanOrEqual(PRODUCT_DESCRIPTION_MAX_LENGTH);
    }
    const briefs = await callBriefs(testApp.app, organization, 'GET', 'brands');
    expect(briefs.json().content).toEqual([]);
  });

  it('answers the website message for a site that cannot be read, whatever the reason', async () => {
    for (const website of [
      'http://127.0.0.1/',
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      // A sandbox host without a site behind it.
      'https://www.hearthly.example/no-such-page',
    ]) {
      const response = await suggestElements('Somebody', website);
      expect(response.statusCode, `${website}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ errors: { brand_website: WEBSITE_NOT_REACHABLE } });
    }
  });

  it('refuses a website that is not one, before reading anything', async () => {
    for (const website of [
      'ftp://files.example',
      'https://localhost/',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      const response = await suggestElements('Somebody', website);
      expect(response.json(), website).toEqual({ errors: { brand_website: WEBSITE_INVALID } });
    }
  });
});

describe('suggest-brand-ai-rules (local provider)', () => {
  it('drafts rules and example searches from the content', async () => {
    const drafted = await suggestElements('Sproutstrong', 'https://www.sproutstrong.example');
    expect(drafted.statusCode, drafted.body).toBe(200);
    const content = drafted.json<{ content: GeneratedBriefContent }>().content;
    const response = await callBriefs(
      testApp.app,
      organization,
      'POST',
      'brands/suggest-brand-ai-rules',
      { ...content, organization_id: organization.id },
    );
    expect(response.statusCode, response.body).toBe(200);
    const rules = response.json<{ content: SuggestedBriefRules }>().content;
    expect(rules.general_rules.length).toBeGreaterThan(0);
    for (const rule of rules.general_rules) {
      expect(rule.description.length).toBeLessThanOrEqual(AI_RULE_MAX_LENGTH);
    }
    expect(rules.perfect_search_terms.length).toBeGreaterThan(0);
    expect(
      rules.excluded_search_terms.length + rules.perfect_search_terms.length,
    ).toBeLessThanOrEqual(50);
  });

  it('drafts Sproutstrong by what it sells: no founding place, feature or plan as a product, a rule or an example (issue 25)', async () => {
    const drafted = await suggestElements('', 'https://www.sproutstrong.example');
    const content = drafted.json<{ content: GeneratedBriefContent }>().content;
    const names = content.products.map((product) => product.name.toLowerCase());
    expect(names).toContain('vegan protein blend');
    expect(names).not.toContain('flavors');
    expect(names).not.toContain('subscribe & save');
    for (const product of content.products) {
      expect(product.source_url).toMatch(/^https:\/\/www\.sproutstrong\.example\//);
      expect(product.description).toMatch(/[.!?]$/);
    }
    // The rules are drafted from the content alone, as the editor sends it back.
    const response = await callBriefs(
      testApp.app,
      organization,
      'POST',
      'brands/suggest-brand-ai-rules',
      { ...content, organization_id: organization.id },
    );
    expect(response.statusCode, response.body).toBe(200);
    const rules = response.json<{ content: SuggestedBriefRules }>().content;
    const ruleText = rules.general_rules.map((rule) => rule.description).join('\n');
    expect(ruleText).toMatch(/vegan protein/i);
    // A search naming a product carries the page the product was found on.
    expect(
      rules.perfect_search_terms.find((term) => term.search_term === 'vegan creatine')?.source_url,
    ).toBe('https://www.sproutstrong.example/products');
    expect(ruleText).not.toMatch(/north carolina|asheville|flavors|subscribe/i);
    for (const term of [...rules.excluded_search_terms, ...rules.perfect_search_terms]) {
      expect(term.search_term).not.toMatch(/north carolina|asheville|^flavors$|subscribe/);
    }
  });
});
