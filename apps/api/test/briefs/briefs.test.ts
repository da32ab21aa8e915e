import {
  ACTION_REQUIRED,
  AI_RULE_TOO_LONG,
  BRIEF_NAME_NOT_UNIQUE,
  BRIEF_NAME_REQUIRED,
  BRIEF_NAME_TOO_LONG,
  COMPANY_NAME_REQUIRED,
  COMPANY_NAME_TOO_SHORT,
  COMPETITORS_TOO_FEW,
  COMPETITORS_TOO_MANY,
  OVERVIEW_REQUIRED,
  OVERVIEW_TOO_LONG,
  OVERVIEW_TOO_SHORT,
  PRODUCT_DESCRIPTION_TOO_LONG,
  PRODUCTS_TOO_MANY,
  SEARCH_TERM_REQUIRED,
  TOO_MANY_EXAMPLES,
  WEBSITE_INVALID,
  WEBSITE_REQUIRED,
} from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { addMember, createTestAccount, signIn } from '../helpers/identity-fixtures.js';
import {
  callBriefs,
  createBrief,
  validBrief,
  type AiRulesBody,
  type BriefBody,
} from './brief-fixtures.js';

// AI briefs and their rules: every spec §5 message from the server, names unique under a race,
// rules and examples saved and replaced, and who may do what.

let testApp: TestApp;
let organization: Organization;

beforeAll(async () => {
  testApp = await buildTestApp();
  organization = await createOrganization(testApp, 'Briefs');
});

afterAll(async () => {
  await testApp.close();
});

async function errorsOf(payload: unknown): Promise<Record<string, string>> {
  const response = await callBriefs(testApp.app, organization, 'POST', 'brands', payload);
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ errors: Record<string, string> }>().errors;
}

async function listNames(): Promise<string[]> {
  const response = await callBriefs(testApp.app, organization, 'GET', 'brands');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: BriefBody[] }>().content.map((brief) => brief.briefName);
}

describe('creating and reading briefs', () => {
  it('creates a brief, normalises its website and lists it newest first', async () => {
    const first = await createBrief(testApp.app, organization, 'First brief');
    const response = await callBriefs(testApp.app, organization, 'POST', 'brands', {
      ...validBrief('Second brief'),
      website: 'crumb.example',
    });
    expect(response.statusCode, response.body).toBe(201);
    const second = response.json<{ content: BriefBody }>().content;
    expect(second).toMatchObject({
      briefName: 'Second brief',
      name: 'Crumb & Co',
      website: 'https://crumb.example/',
      adAccounts: [],
      organizationId: organization.id,
    });
    const names = await listNames();
    expect(names.indexOf('Second brief')).toBeLessThan(names.indexOf('First brief'));
    const one = await callBriefs(testApp.app, organization, 'GET', `brands/${first.id}`);
    expect(one.json<{ content: BriefBody }>().content).toEqual(first);
  });

  it('answers every spec §5 message, and saves nothing', async () => {
    const before = await listNames();
    expect(
      await errorsOf({
        briefName: '',
        name: '',
        website: '',
        shortDescription: '',
        competitorsList: [],
        products: [],
      }),
    ).toEqual({
      briefName: BRIEF_NAME_REQUIRED,
      name: COMPANY_NAME_REQUIRED,
      website: WEBSITE_REQUIRED,
      shortDescription: OVERVIEW_REQUIRED,
      competitorsList: ACTION_REQUIRED,
      products: ACTION_REQUIRED,
    });
    expect(
      await errorsOf({
        ...validBrief('x'.repeat(51)),
        name: 'C',
        website: 'not a website',
        shortDescription: 'Too short.',
        competitorsList: ['One', 'Two'],
        products: Array.from({ length: 16 }, () => ({ name: 'Loaf', description: '' })),
      }),
    ).toEqual({
      briefName: BRIEF_NAME_TOO_LONG,
      name: COMPANY_NAME_TOO_SHORT,
      website: WEBSITE_INVALID,
      shortDescription: OVERVIEW_TOO_SHORT,
      competitorsList: COMPETITORS_TOO_FEW,
      products: PRODUCTS_TOO_MANY,
    });
    expect(
      await errorsOf({
        ...validBrief('Long'),
        shortDescription: 'x'.repeat(1001),
        competitorsList: Array.from({ length: 16 }, (_, index) => `Rival ${String(index)}`),
        products: [{ name: 'Loaf', description: 'd'.repeat(151) }],
      }),
    ).toEqual({
      shortDescription: OVERVIEW_TOO_LONG,
      competitorsList: COMPETITORS_TOO_MANY,
      'products.0.description': PRODUCT_DESCRIPTION_TOO_LONG,
    });
    expect(await listNames()).toEqual(before);
  });

  it('keeps names unique in the organization, regardless of case, even when two saves race', async () => {
    await createBrief(testApp.app, organization, 'Unique name');
    expect(await errorsOf(validBrief('  UNIQUE name '))).toEqual({
      briefName: BRIEF_NAME_NOT_UNIQUE,
    });
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        callBriefs(testApp.app, organization, 'POST', 'brands', validBrief('Raced name')),
      ),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 400, 400]);
    for (const response of racing.filter((answer) => answer.statusCode === 400)) {
      expect(response.json()).toEqual({ errors: { briefName: BRIEF_NAME_NOT_UNIQUE } });
    }
    // Another organization may use the same name.
    const other = await createOrganization(testApp, 'OtherBriefs');
    await createBrief(testApp.app, other, 'Unique name');
  });
});

describe('changing briefs', () => {
  it('patches some fields and checks the result as a whole', async () => {
    const brief = await createBrief(testApp.app, organization, 'To patch');
    const patched = await callBriefs(testApp.app, organization, 'PATCH', `brands/${brief.id}`, {
      competitorsList: ['A', 'B', 'C', 'D', 'E', 'F'],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<{ content: BriefBody }>().content).toMatchObject({
      briefName: 'To patch',
      competitorsList: ['A', 'B', 'C', 'D', 'E', 'F'],
      products: brief.products,
    });
    const refused = await callBriefs(testApp.app, organization, 'PATCH', `brands/${brief.id}`, {
      briefName: 'Unique name',
    });
    expect(refused.json()).toEqual({ errors: { briefName: BRIEF_NAME_NOT_UNIQUE } });
  });

  it('replaces a brief with PUT, keeping its own name allowed', async () => {
    const brief = await createBrief(testApp.app, organization, 'To replace');
    const replaced = await callBriefs(testApp.app, organization, 'PUT', `brands/${brief.id}`, {
      ...validBrief('To replace'),
      name: 'Crumb Bakery',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<{ content: BriefBody }>().content.name).toBe('Crumb Bakery');
  });

  it('answers 404 for a brief that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const method of ['GET', 'PUT', 'PATCH'] as const) {
      const response = await callBriefs(
        testApp.app,
        organization,
        method,
        `brands/${missing}`,
        method === 'GET' ? undefined : validBrief('Missing'),
      );
      expect(response.statusCode, `${method} ${response.body}`).toBe(404);
    }
  });
});

describe('AI rules and extra examples', () => {
  const example = {
    searchTerm: 'crumb jobs',
    isExclude: true,
    category: 'brand',
    source: 'User',
    inUse: true,
  } as const;

  it('starts empty, is created once, and then replaced', async () => {
    const brief = await createBrief(testApp.app, organization, 'With rules');
    const empty = await callBriefs(testApp.app, organization, 'GET', `ai-rules/${brief.id}`);
    expect(empty.json<{ content: AiRulesBody }>().content).toEqual({
      brandId: brief.id,
      organizationId: organization.id,
      general_rules: [],
      search_terms: [],
      learned_examples: [],
      updatedAt: null,
    });
    const created = await callBriefs(testApp.app, organization, 'POST', 'ai-rules', {
      brandId: brief.id,
      general_rules: [{ description: 'Exclude job seekers' }],
      search_terms: [
        example,
        {
          ...example,
          id: 'tmp-1',
          searchTerm: 'sourdough delivery',
          isExclude: false,
          category: 'product',
          source: 'AIAssistant',
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<{ content: AiRulesBody }>().content;
    expect(saved.general_rules).toEqual([{ description: 'Exclude job seekers' }]);
    expect(saved.search_terms.map((term) => term.id)).not.toContain('tmp-1');
    const again = await callBriefs(testApp.app, organization, 'POST', 'ai-rules', {
      brandId: brief.id,
      general_rules: [],
      search_terms: [],
    });
    expect(again.statusCode).toBe(409);

    const [kept, changed] = saved.search_terms;
    const replaced = await callBriefs(testApp.app, organization, 'PUT', `ai-rules/${brief.id}`, {
      general_rules: [],
      search_terms: [
        { ...example, id: kept?.id },
        {
          ...example,
          id: changed?.id,
          searchTerm: 'sourdough near me',
          isExclude: false,
          category: 'product',
          source: 'User',
        },
      ],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const [first, second] = replaced.json<{ content: AiRulesBody }>().content.search_terms;
    expect(first).toEqual(kept);
    expect(second?.id).toBe(changed?.id);
    expect(second?.searchTerm).toBe('sourdough near me');
    const listed = await callBriefs(testApp.app, organization, 'GET', 'ai-rules');
    expect(
      listed.json<{ content: AiRulesBody[] }>().content.map((rules) => rules.brandId),
    ).toContain(brief.id);
  });

  it('refuses more than 50 examples, long rules and blank terms, changing nothing', async () => {
    const brief = await createBrief(testApp.app, organization, 'Rule limits');
    const tooMany = await callBriefs(testApp.app, organization, 'PUT', `ai-rules/${brief.id}`, {
      general_rules: [],
      search_terms: Array.from({ length: 51 }, (_, index) => ({
        ...example,
        searchTerm: `term ${String(index)}`,
      })),
    });
    expect(tooMany.json()).toEqual({ errors: { search_terms: TOO_MANY_EXAMPLES } });
    const bad = await callBriefs(testApp.app, organization, 'PUT', `ai-rules/${brief.id}`, {
      general_rules: [{ description: 'r'.repeat(501) }],
      search_terms: [{ ...example, searchTerm: '  ' }],
    });
    expect(bad.json()).toEqual({
      errors: {
        'general_rules.0.description': AI_RULE_TOO_LONG,
        'search_terms.0.searchTerm': SEARCH_TERM_REQUIRED,
      },
    });
    const stored = await callBriefs(testApp.app, organization, 'GET', `ai-rules/${brief.id}`);
    expect(stored.json<{ content: AiRulesBody }>().content.updatedAt).toBeNull();
  });

  it('answers 404 for the rules of a brief that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const response = await callBriefs(testApp.app, organization, 'POST', 'ai-rules', {
      brandId: missing,
      general_rules: [],
      search_terms: [],
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('deleting briefs', () => {
  it('deletes briefs with their rules; unknown ids delete nothing', async () => {
    const brief = await createBrief(testApp.app, organization, 'To delete');
    await callBriefs(testApp.app, organization, 'PUT', `ai-rules/${brief.id}`, {
      general_rules: [{ description: 'A rule' }],
      search_terms: [],
    });
    const unknown = await callBriefs(testApp.app, organization, 'DELETE', 'brands', {
      brandIds: [brief.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(await listNames()).toContain('To delete');
    const deleted = await callBriefs(testApp.app, organization, 'DELETE', 'brands', {
      brandIds: [brief.id],
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ content: { deleted: [brief.id], detachedAdAccounts: [] } });
    expect(await listNames()).not.toContain('To delete');
    const rules = await callBriefs(testApp.app, organization, 'GET', `ai-rules/${brief.id}`);
    expect(rules.statusCode).toBe(404);
  });
});

describe('who may do what', () => {
  it('lets an external member read briefs but not write them', async () => {
    const brief = await createBrief(testApp.app, organization, 'Shared');
    const guest = await createTestAccount(testApp.testDatabase.database.db, 'BriefGuest');
    await addMember(testApp.testDatabase.database.db, organization.id, guest, 'external');
    const cookie = await signIn(testApp.app, guest);
    const read = await callBriefs(
      testApp.app,
      organization,
      'GET',
      `brands/${brief.id}`,
      undefined,
      cookie,
    );
    expect(read.statusCode).toBe(200);
    const write = await callBriefs(
      testApp.app,
      organization,
      'POST',
      'brands',
      validBrief('By a guest'),
      cookie,
    );
    expect(write.statusCode).toBe(403);
    const remove = await callBriefs(
      testApp.app,
      organization,
      'DELETE',
      'brands',
      { brandIds: [brief.id] },
      cookie,
    );
    expect(remove.statusCode).toBe(403);
  });
});
