import type { components } from '@utmost/ads-sdk';
import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTermResults } from '../../src/features/search-terms/schema.js';
import type { Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from '../ad-platforms/sandbox-control.js';
import { callBriefs } from '../briefs/brief-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { asBrowser } from '../helpers/identity-fixtures.js';
import { setUpBriefedAccounts, validateAndWait } from './search-term-fixtures.js';

// Learning you can see (issue 25 item 5): the decisions a brief learned in the Search terms tab
// are answered with its AI rules, as its extra examples show them; the editor's changes remove
// or edit them, and the next run follows what is left: a removed or switched-off decision is no
// longer applied. A decision taught while the editor was open is kept when it saves.

const { google } = SANDBOX_AD_CATALOG;
type AiRules = components['schemas']['AiRules'];
type LearnedExampleChanges = components['schemas']['LearnedExampleChanges'];

let testApp: TestApp;
let organization: Organization;
let brandId: string;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV, runWorkers: true });
  ({ organization, brandId } = await setUpBriefedAccounts(testApp, 'LearnedExamples', {
    withRules: true,
    added: [google.customers.hearthly],
    briefed: [google.customers.hearthly],
  }));
});

afterAll(async () => {
  await testApp.close();
});

async function learn(searchTerm: string, isExclude: boolean) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/google/searchTerms/decisions?organization_id=${organization.id}`,
    headers: asBrowser(organization.cookie),
    payload: {
      adAccountId: google.customers.hearthly,
      decisions: [{ searchTerm, isExclude, category: 'product' }],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function readRules(): Promise<AiRules> {
  const response = await callBriefs(testApp.app, organization, 'GET', `ai-rules/${brandId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: AiRules }>().content;
}

/** Saves the rules as the editor does: its own lists as loaded, with changes to the learned. */
async function saveChanges(rules: AiRules, changes: LearnedExampleChanges): Promise<AiRules> {
  const response = await callBriefs(testApp.app, organization, 'PUT', `ai-rules/${brandId}`, {
    general_rules: rules.general_rules,
    search_terms: rules.search_terms.map(
      ({ id, searchTerm, isExclude, category, source, inUse }) => ({
        id,
        searchTerm,
        isExclude,
        category,
        source,
        inUse,
      }),
    ),
    learned_changes: changes,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: AiRules }>().content;
}

async function decisionOf(jobId: string, searchTerm: string) {
  const [row] = await testApp.testDatabase.database.db
    .select()
    .from(searchTermResults)
    .where(eq(searchTermResults.runId, jobId))
    .then((rows) => rows.filter((result) => result.searchTerm === searchTerm));
  return row;
}

describe('learned decisions among the brief’s extra examples', () => {
  it('lists them, and a removed or switched-off one is no longer applied', async () => {
    const first = await validateAndWait(testApp, organization);
    const kept = await testApp.testDatabase.database.db
      .select()
      .from(searchTermResults)
      .where(eq(searchTermResults.runId, first.jobId))
      .then((rows) => rows.filter((row) => !row.isExclude && row.signal === 'relevant'));
    const [removedTerm, switchedTerm] = kept.map((row) => row.searchTerm);
    expect(switchedTerm).toBeDefined();
    await learn(removedTerm!, true);
    await learn(switchedTerm!, true);

    const loaded = await readRules();
    expect(loaded.learned_examples).toEqual([
      expect.objectContaining({ searchTerm: removedTerm, isExclude: true, inUse: true }),
      expect.objectContaining({
        searchTerm: switchedTerm,
        isExclude: true,
        category: 'product',
        matchScope: 'closeVariants',
        inUse: true,
      }),
    ]);
    const taught = await validateAndWait(testApp, organization);
    expect(await decisionOf(taught.jobId, removedTerm!)).toMatchObject({ signal: 'example' });

    // Taught while the editor was open: the editor's save keeps it.
    await learn('hearthly careers', true);
    const saved = await saveChanges(loaded, {
      removed: [removedTerm!.toUpperCase()],
      changed: [{ searchTerm: switchedTerm!, isExclude: true, category: 'product', inUse: false }],
    });
    expect(saved.learned_examples?.map((example) => [example.searchTerm, example.inUse])).toEqual([
      ['hearthly careers', true],
      [switchedTerm, false],
    ]);
    expect((await readRules()).learned_examples).toEqual(saved.learned_examples);

    const after = await validateAndWait(testApp, organization);
    for (const term of [removedTerm!, switchedTerm!]) {
      const result = await decisionOf(after.jobId, term);
      expect(result, term).toMatchObject({ isExclude: false });
      expect(result!.signal, term).not.toBe('example');
    }
  });

  it('leaves them as they are when a save names no changes, and out of the organization’s list', async () => {
    const before = await readRules();
    const response = await callBriefs(testApp.app, organization, 'PUT', `ai-rules/${brandId}`, {
      general_rules: before.general_rules,
      search_terms: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ content: AiRules }>().content.learned_examples).toEqual(
      before.learned_examples,
    );
    const list = await callBriefs(testApp.app, organization, 'GET', 'ai-rules');
    expect(list.statusCode, list.body).toBe(200);
    for (const rules of list.json<{ content: AiRules[] }>().content) {
      expect(rules).not.toHaveProperty('learned_examples');
    }
  });
});
