import type { components } from '@utmost/ads-sdk';
import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiRules } from '../../src/features/briefs/schema.js';
import { searchTermResults } from '../../src/features/search-terms/schema.js';
import type { Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from '../ad-platforms/sandbox-control.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { asBrowser } from '../helpers/identity-fixtures.js';
import { setUpBriefedAccounts, validateAndWait } from './search-term-fixtures.js';

// A decision taught as a whole phrase (issue 24 item 2): its preview says which other terms of
// the shown run it would change, the brief stores the scope, and the next run changes exactly
// those terms; a term with the phrase that converted is kept for review, never excluded, and
// one for the advertiser's own brand stays kept.

const { google } = SANDBOX_AD_CATALOG;
type Preview = components['schemas']['SearchTermDecisionsPreview'];
type Decision = components['schemas']['LearnedSearchTermDecision'];

const PHRASE: Decision = {
  searchTerm: 'contents insurance',
  isExclude: true,
  category: 'product',
  matchScope: 'phrase',
};

let testApp: TestApp;
let organization: Organization;
let brandId: string;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV, runWorkers: true });
  ({ organization, brandId } = await setUpBriefedAccounts(testApp, 'Learning', {
    withRules: true,
    added: [google.customers.hearthly, google.customers.sproutstrong],
    briefed: [google.customers.hearthly],
  }));
});

afterAll(async () => {
  await testApp.close();
});

function post(path: 'decisions' | 'decisions/preview', payload: object) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/google/searchTerms/${path}?organization_id=${organization.id}`,
    headers: asBrowser(organization.cookie),
    payload,
  });
}

async function preview(decision: Decision, jobId?: string): Promise<Preview> {
  const response = await post('decisions/preview', {
    adAccountId: google.customers.hearthly,
    ...(jobId !== undefined && { jobId }),
    decisions: [decision],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: Preview }>().content;
}

function resultsOf(jobId: string) {
  return testApp.testDatabase.database.db
    .select()
    .from(searchTermResults)
    .where(eq(searchTermResults.runId, jobId));
}

describe('teaching a decision as a phrase', () => {
  it('previews the other terms it would change, and the next run changes exactly those', async () => {
    const first = await validateAndWait(testApp, organization);
    const closeVariants = await preview({ ...PHRASE, matchScope: 'closeVariants' }, first.jobId);
    const phrase = await preview(PHRASE, first.jobId);
    expect(phrase.changed).toBeGreaterThan(closeVariants.changed);
    expect(phrase.terms.length).toBe(Math.min(5, phrase.changed));
    for (const term of phrase.terms) {
      expect(term.searchTerm).toContain('contents insurance');
      expect(term).toMatchObject({ isExclude: true, category: 'product' });
    }

    const learned = await post('decisions', {
      adAccountId: google.customers.hearthly,
      decisions: [PHRASE],
    });
    expect(learned.statusCode, learned.body).toBe(200);
    const [rules] = await testApp.testDatabase.database.db
      .select({ learnedExamples: aiRules.learnedExamples })
      .from(aiRules)
      .where(eq(aiRules.brandId, brandId));
    expect(rules?.learnedExamples).toEqual([
      expect.objectContaining({ searchTerm: 'contents insurance', matchScope: 'phrase' }),
    ]);

    const second = await validateAndWait(testApp, organization);
    const before = new Map((await resultsOf(first.jobId)).map((row) => [row.searchTerm, row]));
    const after = await resultsOf(second.jobId);
    const changed = after.filter((row) => {
      const was = before.get(row.searchTerm);
      return (
        row.searchTerm !== PHRASE.searchTerm &&
        was !== undefined &&
        (was.isExclude !== row.isExclude || was.category !== row.category)
      );
    });
    expect(changed.length).toBe(phrase.changed);
    const withPhrase = after.filter(
      (row) =>
        row.searchTerm.includes('contents insurance') && row.searchTerm !== PHRASE.searchTerm,
    );
    expect(withPhrase.length).toBeGreaterThan(0);
    // A phrase never excludes the advertiser's own brand ("hearthly contents insurance").
    const ownBrand = withPhrase.filter((row) => row.signal === 'own_brand');
    expect(ownBrand.length).toBeGreaterThan(0);
    for (const row of ownBrand) expect(row.isExclude).toBe(false);
    for (const row of withPhrase.filter((each) => each.signal !== 'own_brand')) {
      expect(row.signal).toBe('example');
      // A term that converted is never excluded by a phrase: kept, for a person to weigh.
      expect(row.isExclude).toBe(row.conversions === 0);
      expect(row.needsReview).toBe(row.conversions > 0);
    }
  });

  it('answers no terms without a finished run, 404 for an unknown run, 400 without a brief', async () => {
    const unknownRun = await post('decisions/preview', {
      adAccountId: google.customers.hearthly,
      jobId: '00000000-0000-4000-8000-000000000000',
      decisions: [PHRASE],
    });
    expect(unknownRun.statusCode).toBe(404);
    const noBrief = await post('decisions/preview', {
      adAccountId: google.customers.sproutstrong,
      decisions: [PHRASE],
    });
    expect(noBrief.statusCode).toBe(400);
    const badScope = await post('decisions/preview', {
      adAccountId: google.customers.hearthly,
      decisions: [{ ...PHRASE, matchScope: 'broad' }],
    });
    expect(badScope.statusCode).toBe(400);
  });
});
