import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantOrganizationScope } from '../../src/core/db/organization-scope.js';
import { replaceSearchTermResults } from '../../src/features/search-terms/repositories/search-term-result-repository.js';
import { insertSearchTermRuns } from '../../src/features/search-terms/repositories/search-term-run-repository.js';
import {
  searchTermResults,
  searchTermRuns,
  type StoredDecisionSnapshot,
} from '../../src/features/search-terms/schema.js';
import type { NewSearchTermResult } from '../../src/features/search-terms/repositories/search-term-result-repository.js';
import { callAds, type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from '../ad-platforms/sandbox-control.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { asBrowser } from '../helpers/identity-fixtures.js';
import {
  HEARTHLY,
  readResults,
  requestResults,
  setUpBriefedHearthly,
  validateHearthly,
  type JobRun,
} from './search-term-fixtures.js';

// The results of a run as the Search terms tab reads them: each term's matched keyword, match
// type, review flag and the decisions kept beside its own; a learned decision that overrules the
// brief's rules shows what the rules said; every filter and sort key is applied in the database,
// counts included, and pages come in one order.

const { google } = SANDBOX_AD_CATALOG;

let testApp: TestApp;
let organization: Organization;

function db() {
  return testApp.testDatabase.database.db;
}

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV, runWorkers: true });
  ({ organization } = await setUpBriefedHearthly(testApp, 'SearchTermResults', {
    withRules: true,
  }));
});

afterAll(async () => {
  await testApp.close();
});

describe('a local run over Hearthly', () => {
  let first: JobRun;

  it('stores a review flag and no model decision per term, and no model in its summary', async () => {
    first = await validateHearthly(testApp, organization);
    expect(first.state, first.failureReason ?? '').toBe('completed');
    const summary = first.summary!;
    expect(summary).toMatchObject({ needsReview: 0, model: null });
    const stored = await db()
      .select()
      .from(searchTermResults)
      .where(eq(searchTermResults.runId, first.jobId));
    expect(stored).toHaveLength(summary.terms);
    expect(stored.every((row) => !row.needsReview && row.localDecision === null)).toBe(true);
    // The brief's own examples may already overrule its rules; each such term says so.
    expect(stored.filter((row) => row.rulesDecision !== null)).toHaveLength(
      summary.changedByExamples,
    );
  });

  it('keeps the rules’ decision on a term a learned decision overruled, and lists it', async () => {
    const kept = await readResults(testApp, organization, {
      jobId: first.jobId,
      signal: 'relevant',
      decision: 'keep',
    });
    const [term] = kept.results;
    expect(term).toBeDefined();
    const learned = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/google/searchTerms/decisions?organization_id=${organization.id}`,
      headers: asBrowser(organization.cookie),
      payload: {
        adAccountId: google.customers.hearthly,
        decisions: [{ searchTerm: term!.searchTerm, isExclude: true, category: 'product' }],
      },
    });
    expect(learned.statusCode, learned.body).toBe(200);

    const second = await validateHearthly(testApp, organization);
    // The learned term, and any term its example also matches, now goes against the rules.
    expect(second.summary!.changedByExamples).toBeGreaterThan(first.summary!.changedByExamples);
    const changed = await readResults(testApp, organization, {
      jobId: second.jobId,
      flag: 'changedByExamples',
      pageSize: '200',
    });
    expect(changed.total).toBe(second.summary!.changedByExamples);
    const overruled = changed.results.find((result) => result.searchTerm === term!.searchTerm);
    expect(overruled).toMatchObject({
      isExclude: true,
      signal: 'example',
      rulesDecision: { isExclude: false, category: term!.category, signal: 'relevant' },
    });
    expect(overruled!.rulesDecision!.reason).toBe(term!.reason);
    expect(changed.results.every((result) => result.rulesDecision !== null)).toBe(true);
  });

  it('pages a sort full of ties in one order, every term once', async () => {
    const query = { jobId: first.jobId, sortBy: 'isExclude', sortDirection: 'desc' } as const;
    const whole = await readResults(testApp, organization, { ...query, pageSize: '200' });
    const paged: string[] = [];
    for (let page = 1; paged.length < whole.total; page += 1) {
      const answer = await readResults(testApp, organization, {
        ...query,
        pageSize: '10',
        page: String(page),
      });
      expect(answer.total).toBe(whole.total);
      paged.push(...answer.results.map((result) => result.searchTerm));
    }
    expect(paged.slice(0, whole.results.length)).toEqual(
      whole.results.map((result) => result.searchTerm),
    );
    expect(new Set(paged).size).toBe(first.summary!.terms);
  });
});

describe('filters and sort keys on a seeded run', () => {
  let jobId: string;

  const snapshot = (isExclude: boolean, signal: StoredDecisionSnapshot['signal']) => ({
    isExclude,
    category: 'product' as const,
    reason: `${isExclude ? 'Excluded' : 'Kept'} by ${signal}.`,
    confidence: 0.6,
    signal,
  });

  // Eight terms that tell each filter and sort apart (CPA: cost over conversions, rounded).
  const TERMS: Omit<NewSearchTermResult, 'runId' | 'organizationId' | 'reason'>[] = [
    {
      searchTerm: 'alpha boots',
      matchedKeyword: 'boots',
      matchType: 'EXACT',
      impressions: 100,
      clicks: 10,
      costMicros: 5_000_000,
      conversions: 2,
      isExclude: false,
      category: 'product',
      confidence: 0.9,
      signal: 'relevant',
    },
    {
      searchTerm: 'beta boots cheap',
      matchedKeyword: 'boots',
      matchType: 'PHRASE',
      impressions: 300,
      clicks: 30,
      costMicros: 9_000_000,
      conversions: 0,
      isExclude: true,
      category: 'product',
      confidence: 0.6,
      signal: 'unrelated',
    },
    {
      searchTerm: 'gamma free boots',
      matchedKeyword: 'free boots',
      matchType: 'BROAD',
      impressions: 50,
      clicks: 5,
      costMicros: 1_000_000,
      conversions: 1,
      isExclude: true,
      category: 'product',
      confidence: 0.97,
      signal: 'example',
      rulesDecision: snapshot(false, 'relevant'),
    },
    {
      searchTerm: 'delta brandname',
      matchedKeyword: null,
      matchType: null,
      impressions: 1000,
      clicks: 200,
      costMicros: 20_000_000,
      conversions: 10,
      isExclude: false,
      category: 'brand',
      confidence: 0.95,
      signal: 'own_brand',
    },
    {
      searchTerm: 'epsilon jobs',
      matchedKeyword: 'boots',
      matchType: 'BROAD',
      impressions: 10,
      clicks: 0,
      costMicros: 0,
      conversions: 0,
      isExclude: true,
      category: 'product',
      confidence: 0.8,
      signal: 'job_seeker',
    },
    {
      searchTerm: 'zeta boots repair',
      matchedKeyword: 'boots repair',
      matchType: 'PHRASE',
      impressions: 200,
      clicks: 20,
      costMicros: 4_000_000,
      conversions: 4,
      isExclude: false,
      category: 'product',
      confidence: 0.9,
      signal: 'model',
      localDecision: snapshot(true, 'unrelated'),
    },
    {
      searchTerm: 'eta boots sale',
      matchedKeyword: 'boots',
      matchType: 'EXACT',
      impressions: 150,
      clicks: 15,
      costMicros: 3_000_000,
      conversions: 0,
      isExclude: true,
      category: 'product',
      confidence: 0.9,
      signal: 'model',
      localDecision: snapshot(true, 'not_sold'),
    },
    {
      searchTerm: 'theta boots costly',
      matchedKeyword: 'boots',
      matchType: 'BROAD',
      impressions: 500,
      clicks: 60,
      costMicros: 15_000_000,
      conversions: 3,
      isExclude: true,
      category: 'product',
      confidence: 0.5,
      signal: 'unrelated',
      needsReview: true,
      localDecision: snapshot(true, 'unrelated'),
    },
  ];

  /** The seeded run's terms for these query parameters, in the order answered. */
  async function termsOf(query: Record<string, string>): Promise<string[]> {
    const page = await readResults(testApp, organization, { jobId, pageSize: '50', ...query });
    expect(page.total).toBe(page.results.length);
    return page.results.map((result) => result.searchTerm.split(' ')[0]!);
  }

  beforeAll(async () => {
    const scope = grantOrganizationScope(organization.id, 'owner');
    const accounts = await callAds(testApp.app, organization, 'GET', 'google/ads/accounts');
    const account = accounts
      .json<{ content: { id: string; resourceName: string; name: string }[] }>()
      .content.find((row) => row.resourceName === HEARTHLY)!;
    const [run] = await insertSearchTermRuns(db(), scope, [
      {
        adAccountId: account.id,
        accountName: account.name,
        resourceName: HEARTHLY,
        periodStart: '2026-01-01',
        periodEnd: '2026-01-30',
      },
    ]);
    jobId = run!.id;
    // A summary as runs stored it before they counted examples' changes, reviews and the model.
    await db()
      .update(searchTermRuns)
      .set({
        state: 'completed',
        finishedAt: new Date(),
        summary: {
          terms: TERMS.length,
          excludedTerms: 5,
          impressions: 2310,
          excludedImpressions: 1010,
          costMicros: 57_000_000,
          excludedCostMicros: 28_000_000,
          decidedBy: { examples: 1, rules: 5, model: 2 },
        },
      })
      .where(eq(searchTermRuns.id, jobId));
    await replaceSearchTermResults(
      db(),
      jobId,
      TERMS.map((term) => ({
        ...term,
        runId: jobId,
        organizationId: organization.id,
        reason: `Reason for ${term.searchTerm}.`,
      })),
    );
  });

  it('presents a summary stored before runs counted examples’ changes, reviews and the model', async () => {
    const page = await readResults(testApp, organization, { jobId });
    expect(page.run!.summary).toMatchObject({
      terms: 8,
      changedByExamples: 0,
      needsReview: 0,
      model: null,
    });
  });

  it('presents each term’s keyword, match type, review flag and the decisions kept beside it', async () => {
    const [gamma] = (await readResults(testApp, organization, { jobId, search: 'gamma' })).results;
    expect(gamma).toMatchObject({
      matchedKeyword: 'free boots',
      matchType: 'BROAD',
      needsReview: false,
      localDecision: null,
      // Confidence stays in the database; the contract's snapshot has four fields.
      rulesDecision: {
        isExclude: false,
        category: 'product',
        reason: 'Kept by relevant.',
        signal: 'relevant',
      },
    });
    expect(Object.keys(gamma!.rulesDecision!)).toHaveLength(4);
    const [delta] = (await readResults(testApp, organization, { jobId, search: 'delta' })).results;
    expect(delta).toMatchObject({ matchedKeyword: null, matchType: null, rulesDecision: null });
  });

  it('filters by what decided a term, by flag and by match type', async () => {
    const order = { sortBy: 'searchTerm', sortDirection: 'asc' };
    expect(await termsOf({ ...order, signal: 'model' })).toEqual(['eta', 'zeta']);
    expect(await termsOf({ ...order, signal: 'unrelated' })).toEqual(['beta', 'theta']);
    expect(await termsOf({ ...order, flag: 'needsReview' })).toEqual(['theta']);
    expect(await termsOf({ ...order, flag: 'changedByExamples' })).toEqual(['gamma']);
    // eta's model answer agrees with the local decision; zeta's overrules it.
    expect(await termsOf({ ...order, flag: 'modelDisagrees' })).toEqual(['zeta']);
    expect(await termsOf({ ...order, matchType: 'PHRASE' })).toEqual(['beta', 'zeta']);
    expect(await termsOf({ ...order, matchType: 'EXACT', decision: 'exclude' })).toEqual(['eta']);
  });

  it('bounds every metric from below and above, bounds included', async () => {
    const order = { sortBy: 'searchTerm', sortDirection: 'asc' };
    expect(await termsOf({ ...order, minImpressions: '100', maxImpressions: '300' })).toEqual([
      'alpha',
      'beta',
      'eta',
      'zeta',
    ]);
    expect(await termsOf({ ...order, minClicks: '20' })).toEqual([
      'beta',
      'delta',
      'theta',
      'zeta',
    ]);
    expect(await termsOf({ ...order, maxClicks: '5' })).toEqual(['epsilon', 'gamma']);
    expect(await termsOf({ ...order, minCostMicros: '3000000', maxCostMicros: '9000000' })).toEqual(
      ['alpha', 'beta', 'eta', 'zeta'],
    );
    expect(await termsOf({ ...order, minConversions: '1', maxConversions: '3' })).toEqual([
      'alpha',
      'gamma',
      'theta',
    ]);
    expect(await termsOf({ ...order, minConfidence: '0.8', maxConfidence: '0.95' })).toEqual([
      'alpha',
      'delta',
      'epsilon',
      'eta',
      'zeta',
    ]);
    expect(
      await termsOf({ ...order, decision: 'exclude', matchType: 'BROAD', minCostMicros: '1' }),
    ).toEqual(['gamma', 'theta']);
  });

  it('never matches a term without conversions to a CPA range', async () => {
    const order = { sortBy: 'searchTerm', sortDirection: 'asc' };
    // CPAs: alpha 2.5, gamma 1, delta 2, zeta 1, theta 5 (millions); beta, epsilon, eta none.
    expect(await termsOf({ ...order, maxCpaMicros: '2000000' })).toEqual([
      'delta',
      'gamma',
      'zeta',
    ]);
    expect(await termsOf({ ...order, minCpaMicros: '0' })).toEqual([
      'alpha',
      'delta',
      'gamma',
      'theta',
      'zeta',
    ]);
  });

  it('sorts by decision, category, signal and matched keyword, ties in the term’s order', async () => {
    expect(await termsOf({ sortBy: 'isExclude', sortDirection: 'asc' })).toEqual([
      'alpha',
      'delta',
      'zeta',
      'beta',
      'epsilon',
      'eta',
      'gamma',
      'theta',
    ]);
    expect(await termsOf({ sortBy: 'isExclude', sortDirection: 'desc' })).toEqual([
      'beta',
      'epsilon',
      'eta',
      'gamma',
      'theta',
      'alpha',
      'delta',
      'zeta',
    ]);
    expect(await termsOf({ sortBy: 'category', sortDirection: 'asc' })).toEqual([
      'delta',
      'alpha',
      'beta',
      'epsilon',
      'eta',
      'gamma',
      'theta',
      'zeta',
    ]);
    expect(await termsOf({ sortBy: 'signal', sortDirection: 'asc' })).toEqual([
      'gamma',
      'epsilon',
      'eta',
      'zeta',
      'delta',
      'alpha',
      'beta',
      'theta',
    ]);
    // A term Google names no keyword for comes last either way.
    expect(await termsOf({ sortBy: 'matchedKeyword', sortDirection: 'asc' })).toEqual([
      'alpha',
      'beta',
      'epsilon',
      'eta',
      'theta',
      'zeta',
      'gamma',
      'delta',
    ]);
    expect(await termsOf({ sortBy: 'matchedKeyword', sortDirection: 'desc' })).toEqual([
      'gamma',
      'zeta',
      'alpha',
      'beta',
      'epsilon',
      'eta',
      'theta',
      'delta',
    ]);
  });

  it('totals a filtered page over every match', async () => {
    const filtered = await readResults(testApp, organization, { jobId, matchType: 'BROAD' });
    expect(filtered.total).toBe(3);
    const none = await readResults(testApp, organization, { jobId, signal: 'competitor' });
    expect(none).toMatchObject({ total: 0, results: [] });
  });

  it('refuses a range whose minimum is above its maximum, naming the maximum', async () => {
    const response = await requestResults(testApp, organization, {
      jobId,
      minImpressions: '10',
      maxImpressions: '5',
      minConfidence: '0.9',
      maxConfidence: '0.1',
      minCpaMicros: '100',
      maxCpaMicros: '100',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      maxImpressions: 'Must be at least minImpressions (10)',
      maxConfidence: 'Must be at least minConfidence (0.9)',
    });
  });
});
