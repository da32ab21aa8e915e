import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRIEF_SUGGESTIONS_LIMIT,
  BRIEF_SUGGESTIONS_PER_CALLER_LIMIT,
} from '../../src/features/briefs/services/brief-suggestions.js';
import { createOrganization, type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { addMember, createTestAccount, signIn } from '../helpers/identity-fixtures.js';
import { callBriefs } from './brief-fixtures.js';

// The magic button is limited per person as well as per organization (issue 26 item 7): one
// member cannot spend the whole organization's allowance, and the others keep theirs.

let testApp: TestApp;
let organization: Organization;
let colleagueCookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  organization = await createOrganization(testApp, 'SuggestionLimits');
  const colleague = await createTestAccount(testApp.testDatabase.database.db, 'Colleague');
  await addMember(testApp.testDatabase.database.db, organization.id, colleague, 'admin');
  colleagueCookie = await signIn(testApp.app, colleague);
});

afterAll(async () => {
  await testApp.close();
});

function suggestRules(cookie: string) {
  return callBriefs(
    testApp.app,
    organization,
    'POST',
    'brands/suggest-brand-ai-rules',
    {
      organization_id: organization.id,
      brand_name: 'Crumb & Co',
      brand_website: 'https://www.crumb.example',
      brand_short_description: 'A family bakery in Dublin baking sourdough and celebration cakes.',
      products: [{ name: 'Sourdough', description: 'Slow-fermented loaves baked daily.' }],
    },
    cookie,
  );
}

describe('the magic button per person', () => {
  it('is a smaller allowance than the organization’s', () => {
    expect(BRIEF_SUGGESTIONS_PER_CALLER_LIMIT.limit).toBeLessThan(BRIEF_SUGGESTIONS_LIMIT.limit);
    expect(BRIEF_SUGGESTIONS_PER_CALLER_LIMIT.windowSeconds).toBe(
      BRIEF_SUGGESTIONS_LIMIT.windowSeconds,
    );
  });

  it('refuses one member past their allowance while a colleague still drafts', async () => {
    for (let call = 1; call <= BRIEF_SUGGESTIONS_PER_CALLER_LIMIT.limit; call += 1) {
      const response = await suggestRules(organization.cookie);
      expect(response.statusCode, `call ${String(call)}: ${response.body}`).toBe(200);
    }
    const refused = await suggestRules(organization.cookie);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });

    const colleague = await suggestRules(colleagueCookie);
    expect(colleague.statusCode, colleague.body).toBe(200);
  });
});
