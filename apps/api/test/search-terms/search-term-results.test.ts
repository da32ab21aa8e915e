import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTermResults } from '../../src/features/search-terms/schema.js';
import type { Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from '../ad-platforms/sandbox-control.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { asBrowser } from '../helpers/identity-fixtures.js';
import {
  listSearchTermRuns,
  readResults,
  setUpBriefedHearthly,
  validateAndWait,
  type JobRun,
} from './search-term-fixtures.js';

// What a local run over Hearthly stores beside each decision, and how its results read: no
// model decision and no review on any term; a learned decision that overrules the brief's rules
// keeps what the rules said and is counted and listed as changed by examples; a sort full of
// ties pages in one order. (Every filter and sort key: search-term-result-filters.test.ts.)

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
    first = await validateAndWait(testApp, organization);
    expect(first.state, first.failureReason ?? '').toBe('completed');
    const summary = first.summary!;
    expect(summary).toMatchObject({ model: null });
    const stored = await db()
      .select()
      .from(searchTermResults)
      .where(eq(searchTermResults.runId, first.jobId));
    expect(stored).toHaveLength(summary.terms);
    expect(stored.every((row) => row.localDecision === null)).toBe(true);
    // The local reading keeps what it has no reason to exclude and flags it for a person: each
    // flagged term is kept, and the summary counts exactly those.
    const flagged = stored.filter((row) => row.needsReview);
    expect(flagged.length).toBeGreaterThan(0);
    expect(summary.needsReview).toBe(flagged.length);
    expect(flagged.every((row) => !row.isExclude)).toBe(true);
    // The brief's own examples may already overrule its rules; each such term says so.
    expect(stored.filter((row) => row.rulesDecision !== null)).toHaveLength(
      summary.changedByExamples,
    );
  });

  it('stores the keyword that triggered each term, with its match type, as Google reports it', async () => {
    const page = await readResults(testApp, organization, {
      jobId: first.jobId,
      search: 'priceleap',
    });
    expect(page.results[0]).toMatchObject({
      searchTerm: 'priceleap',
      matchedKeyword: 'home insurance cork',
      matchType: 'BROAD',
    });
    const broad = await readResults(testApp, organization, {
      jobId: first.jobId,
      matchType: 'BROAD',
    });
    expect(broad.total).toBeGreaterThan(0);
    expect(broad.results.every((row) => row.matchType === 'BROAD')).toBe(true);
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

    const second = await validateAndWait(testApp, organization);
    // The learned term, and any term its example also matches, now goes against the rules.
    expect(second.summary!.changedByExamples).toBeGreaterThan(first.summary!.changedByExamples);
    const changed = await readResults(testApp, organization, {
      jobId: second.jobId,
      flag: 'changedByExamples',
      limit: '200',
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

  it('compares a run with the previous one, and reopens a past run', async () => {
    const runs = await listSearchTermRuns(testApp, organization);
    const [second] = runs;
    expect(runs.map((run) => run.jobId)).toContain(first.jobId);
    const latest = await readResults(testApp, organization, { limit: '10' });
    expect(latest.run!.jobId).toBe(second!.jobId);
    expect(latest.previousRun!.jobId).toBe(first.jobId);

    // Only the learned decision (and terms its example also matches) went the other way.
    const changed = await readResults(testApp, organization, {
      flag: 'changedSincePrevious',
      limit: '200',
    });
    expect(changed.total).toBeGreaterThan(0);
    expect(changed.total).toBeLessThanOrEqual(second!.summary!.changedByExamples);
    for (const result of changed.results) {
      expect(result.previousDecision, result.searchTerm).toMatchObject({
        isExclude: !result.isExclude,
      });
      expect(result.signal).toBe('example');
    }
    // A term decided the same way both times carries its earlier decision too.
    const kept = await readResults(testApp, organization, { decision: 'keep', limit: '10' });
    expect(kept.results[0]!.previousDecision).toEqual({
      isExclude: false,
      category: kept.results[0]!.category,
    });

    // The first run, reopened, has nothing before it to compare with.
    const reopened = await readResults(testApp, organization, { jobId: first.jobId });
    expect(reopened.run!.jobId).toBe(first.jobId);
    expect(reopened.previousRun).toBeNull();
    expect(reopened.results.every((result) => result.previousDecision === null)).toBe(true);
    const none = await readResults(testApp, organization, {
      jobId: first.jobId,
      flag: 'changedSincePrevious',
    });
    expect(none.total).toBe(0);
  });

  it("lists one account's runs, and answers 404 for an account not in the organization", async () => {
    const url = (adAccountId: string) =>
      `/api/v1/google/job/autoSearchTermValidation/jobruns?organization_id=${organization.id}&adAccountId=${adAccountId}`;
    const own = await testApp.app.inject({
      method: 'GET',
      url: url(google.customers.hearthly),
      headers: asBrowser(organization.cookie),
    });
    expect(own.statusCode, own.body).toBe(200);
    const runs = own.json<{ content: JobRun[] }>().content;
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.every((run) => run.resourceName === `customers/${google.customers.hearthly}`)).toBe(
      true,
    );
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: url('9999999999'),
      headers: asBrowser(organization.cookie),
    });
    expect(unknown.statusCode, unknown.body).toBe(404);
  });

  it('pages a sort full of ties in one order, every term once', async () => {
    const query = { jobId: first.jobId, sortBy: 'isExclude', sortDirection: 'desc' } as const;
    const whole = await readResults(testApp, organization, { ...query, limit: '200' });
    const paged: string[] = [];
    for (let offset = 0; paged.length < whole.total; offset += 10) {
      const answer = await readResults(testApp, organization, {
        ...query,
        limit: '10',
        offset: String(offset),
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
