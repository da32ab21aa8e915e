import {
  VALIDATION_NEEDS_BRIEF,
  describeSearchTermValidationRunning,
  type components,
} from '@utmost/ads-sdk';
import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantOrganizationScope } from '../../src/core/db/organization-scope.js';
import { insertSearchTermRuns } from '../../src/features/search-terms/repositories/search-term-run-repository.js';
import { searchTermResults } from '../../src/features/search-terms/schema.js';
import { callAds, type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV, armSandboxFault } from '../ad-platforms/sandbox-control.js';
import { scheduleSearchTermRuns } from '../../src/features/search-terms/jobs/schedule-search-term-runs.js';
import { callBriefs } from '../briefs/brief-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { asBrowser } from '../helpers/identity-fixtures.js';
import {
  HEARTHLY,
  listSearchTermRuns,
  readResults,
  setUpBriefedAccounts,
  validateAndWait,
  waitForRunEnd,
  type JobRun,
} from './search-term-fixtures.js';

// Search-term validation runs over the sandbox's search-term advertisers: a run reads the last 30
// days, classifies every term against the account's brief and stores the decisions; the summary's
// excluded cost is the excluded terms' cost; an empty period, a failing platform, a second
// request and an account without a brief each end as the spec says.

const { google } = SANDBOX_AD_CATALOG;
const ENGINES = `customers/${google.customers.engines}`;
const SPROUTSTRONG = `customers/${google.customers.sproutstrong}`;

let testApp: TestApp;
let organization: Organization;
let brandId: string;

function db() {
  return testApp.testDatabase.database.db;
}

async function validate(adAccounts: string[]) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/google/searchTerms/adAccounts/validate?organization_id=${organization.id}`,
    headers: asBrowser(organization.cookie),
    payload: { adAccounts },
  });
}

function listRuns(): Promise<JobRun[]> {
  return listSearchTermRuns(testApp, organization);
}

function waitForEnd(jobId: string): Promise<JobRun> {
  return waitForRunEnd(testApp, organization, jobId);
}

function runOnce(resourceName: string): Promise<JobRun> {
  return validateAndWait(testApp, organization, resourceName);
}

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV, runWorkers: true });
  ({ organization, brandId } = await setUpBriefedAccounts(testApp, 'SearchTerms', {
    withRules: true,
    added: [google.customers.hearthly, google.customers.sproutstrong, google.customers.engines],
    briefed: [google.customers.hearthly, google.customers.engines],
  }));
});

afterAll(async () => {
  await testApp.close();
});

describe('search-term validation runs', () => {
  it('classifies the period and stores each decision; the excluded cost is the excluded terms’ cost', async () => {
    const run = await runOnce(HEARTHLY);
    expect(run.state, run.failureReason ?? '').toBe('completed');
    const summary = run.summary!;
    expect(summary.terms).toBeGreaterThan(100);
    expect(summary.excludedTerms).toBeGreaterThan(0);
    expect(summary.excludedTerms).toBeLessThan(summary.terms);
    const results = await db()
      .select()
      .from(searchTermResults)
      .where(eq(searchTermResults.runId, run.jobId));
    expect(results).toHaveLength(summary.terms);
    const excluded = results.filter((result) => result.isExclude);
    expect(summary.excludedCostMicros).toBe(
      excluded.reduce((total, result) => total + result.costMicros, 0),
    );
    expect(summary.costMicros).toBe(
      results.reduce((total, result) => total + result.costMicros, 0),
    );
    for (const result of excluded) expect(result.reason.length).toBeGreaterThan(20);
    // The brief's own examples decide their terms.
    expect(summary.decidedBy.examples + summary.decidedBy.rules).toBe(summary.terms);
    // No model is configured here: the local classifier decides everything.
    expect(summary.decidedBy.model).toBe(0);
  });

  it('ends no_result for an account without search terms in the period', async () => {
    const run = await runOnce(ENGINES);
    expect(run).toMatchObject({ state: 'no_result', summary: null, failureReason: null });
  });

  it('ends failed, with a reason, when Google does not answer', async () => {
    await armSandboxFault(testApp.app, {
      provider: 'google',
      endpoint: 'google-ads:search',
      kind: 'server_error',
      // Every try of the client (PLATFORM_RETRY_MAX_ATTEMPTS), so the run sees the failure.
      times: Number(AD_PLATFORM_TEST_ENV.PLATFORM_RETRY_MAX_ATTEMPTS),
    });
    const run = await runOnce(HEARTHLY);
    expect(run.state).toBe('failed');
    expect(run.failureReason).toMatch(/Google Ads/);
  });

  /** The results of a run, or only those of one search term. */
  async function resultsOf(jobId: string, searchTerm?: string) {
    const rows = await db()
      .select()
      .from(searchTermResults)
      .where(eq(searchTermResults.runId, jobId));
    return searchTerm === undefined ? rows : rows.filter((row) => row.searchTerm === searchTerm);
  }

  /** Writes an exclude example for `searchTerm` into the brief, in use or switched off. */
  async function addExcludeExample(searchTerm: string, inUse: boolean) {
    const current = await callBriefs(testApp.app, organization, 'GET', `ai-rules/${brandId}`);
    const rules = current.json<{ content: components['schemas']['AiRules'] }>().content;
    const replaced = await callBriefs(testApp.app, organization, 'PUT', `ai-rules/${brandId}`, {
      general_rules: rules.general_rules,
      search_terms: [
        ...rules.search_terms
          .filter((example) => example.searchTerm !== searchTerm)
          .map(({ updatedAt: _updatedAt, ...example }) => example),
        { searchTerm, isExclude: true, category: 'product', source: 'User', inUse },
      ],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
  }

  it('follows a decision learned in the brief on the next run', async () => {
    const first = await runOnce(HEARTHLY);
    const keptTerm = (await resultsOf(first.jobId)).find(
      (result) => !result.isExclude && result.signal === 'relevant',
    );
    expect(keptTerm).toBeDefined();
    await addExcludeExample(keptTerm!.searchTerm, true);
    const second = await runOnce(HEARTHLY);
    const [learned] = await resultsOf(second.jobId, keptTerm!.searchTerm);
    expect(learned).toMatchObject({ isExclude: true, signal: 'example' });
    expect(second.summary!.excludedCostMicros).toBe(
      first.summary!.excludedCostMicros + keptTerm!.costMicros,
    );
  });

  it('says how much of the wasted spend brought conversions, in the run and the accounts list', async () => {
    const first = await runOnce(HEARTHLY);
    // The classifier keeps every term that converted: none of its wasted spend converted.
    expect(first.summary).toMatchObject({
      excludedCostWithConversionsMicros: 0,
      excludedConversions: 0,
    });
    const converted = (await resultsOf(first.jobId)).find(
      (result) => !result.isExclude && result.conversions > 0 && result.costMicros > 0,
    );
    expect(converted).toBeDefined();
    // The user's own example excludes it all the same.
    await addExcludeExample(converted!.searchTerm, true);
    const second = await runOnce(HEARTHLY);
    const [excluded] = await resultsOf(second.jobId, converted!.searchTerm);
    expect(excluded).toMatchObject({ isExclude: true, signal: 'example' });
    const excludedThatConverted = (await resultsOf(second.jobId)).filter(
      (result) => result.isExclude && result.conversions > 0,
    );
    const summary = second.summary!;
    expect(summary.excludedCostWithConversionsMicros).toBe(
      excludedThatConverted.reduce((total, result) => total + result.costMicros, 0),
    );
    expect(summary.excludedCostWithConversionsMicros).toBeGreaterThanOrEqual(converted!.costMicros);
    expect(summary.excludedConversions).toBeCloseTo(
      excludedThatConverted.reduce((total, result) => total + result.conversions, 0),
    );
    // The accounts list shows the same figures as the run's.
    const accounts = await callAds(testApp.app, organization, 'GET', 'google/ads/accounts');
    const hearthly = accounts
      .json<{ content: components['schemas']['AdAccount'][] }>()
      .content.find((account) => account.resourceName === HEARTHLY);
    expect(hearthly?.periodSummary).toEqual({
      calculatedExcludedCost: summary.excludedCostMicros,
      excludedCostWithConversions: summary.excludedCostWithConversionsMicros,
      excludedConversions: summary.excludedConversions,
    });
  });

  it('reads no example switched off (spec §3: kept in the brief, not read)', async () => {
    const first = await runOnce(HEARTHLY);
    const keptTerm = (await resultsOf(first.jobId)).find(
      (result) => !result.isExclude && result.signal === 'relevant',
    );
    expect(keptTerm).toBeDefined();
    await addExcludeExample(keptTerm!.searchTerm, false);
    const second = await runOnce(HEARTHLY);
    const [again] = await resultsOf(second.jobId, keptTerm!.searchTerm);
    expect(again).toMatchObject({ isExclude: false });
    expect(again!.signal).not.toBe('example');
  });

  it('refuses a second request while a run of the account is pending, naming it', async () => {
    const scope = grantOrganizationScope(organization.id, 'owner');
    const [account] = await callAds(testApp.app, organization, 'GET', 'google/ads/accounts').then(
      (response) =>
        response
          .json<{ content: { id: string; resourceName: string; name: string }[] }>()
          .content.filter((row) => row.resourceName === ENGINES),
    );
    const [pending] = await insertSearchTermRuns(db(), scope, [
      {
        adAccountId: account!.id,
        accountName: account!.name,
        resourceName: ENGINES,
        periodStart: '2026-01-01',
        periodEnd: '2026-01-30',
      },
    ]);
    const response = await validate([ENGINES]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      describeSearchTermValidationRunning([account!.name]),
    );
    expect(response.json().error.runningJobId).toBe(pending!.id);
  });

  it('refuses an account without a brief, and one the organization does not have', async () => {
    const noBrief = await validate([SPROUTSTRONG]);
    expect(noBrief.statusCode).toBe(400);
    expect(noBrief.json().errors.adAccounts).toContain(VALIDATION_NEEDS_BRIEF);
    const unknown = await validate(['customers/999']);
    expect(unknown.statusCode).toBe(404);
  });

  it('switches daily validation on only with a brief; the scheduler then validates and moves the day on', async () => {
    const change = (resourceNames: string[], changes: Record<string, unknown>) =>
      callAds(testApp.app, organization, 'PUT', 'google/ads/accounts', {
        platform: 'google',
        organization_id: organization.id,
        resourceNames,
        changes,
      });
    const refused = await change([SPROUTSTRONG], { isSearchTermsValidationEnabled: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.isSearchTermsValidationEnabled).toContain(VALIDATION_NEEDS_BRIEF);

    const before = Date.now();
    const switched = await change([HEARTHLY], { isSearchTermsValidationEnabled: true });
    expect(switched.statusCode, switched.body).toBe(200);
    const [row] = switched.json().content;
    expect(row.isSearchTermsValidationEnabled).toBe(true);
    expect(Date.parse(row.nextRunSearchTerm.nextJobTime)).toBeGreaterThanOrEqual(before - 1000);

    const known = new Set((await listRuns()).map((run) => run.jobId));
    const scheduled = await scheduleSearchTermRuns({ ...testApp.context, workerId: 'test' });
    expect(scheduled.queued).toBe(1);
    const added = (await listRuns()).filter((run) => !known.has(run.jobId));
    expect(added.map((run) => run.resourceName)).toEqual([HEARTHLY]);
    expect((await waitForEnd(added[0]!.jobId)).state).toBe('completed');
    const accounts = await callAds(testApp.app, organization, 'GET', 'google/ads/accounts');
    const hearthly = accounts
      .json<{ content: { resourceName: string; nextRunSearchTerm: { nextJobTime: string } }[] }>()
      .content.find((account) => account.resourceName === HEARTHLY);
    expect(Date.parse(hearthly!.nextRunSearchTerm.nextJobTime)).toBeGreaterThan(
      before + 23 * 60 * 60 * 1000,
    );
    // Not due again today: a second tick queues nothing.
    expect((await scheduleSearchTermRuns({ ...testApp.context, workerId: 'test' })).queued).toBe(0);

    // Taking the brief off switches validation off.
    const unassigned = await change([HEARTHLY], { brandId: null });
    expect(unassigned.json().content[0]).toMatchObject({
      isSearchTermsValidationEnabled: false,
      nextRunSearchTerm: null,
    });
  });

  it('pages the latest run’s terms, sorted and filtered on the server, with the cost per category', async () => {
    const read = (query: Record<string, string>) => readResults(testApp, organization, query);
    const first = await read({});
    const summary = first.run!.summary!;
    expect(first).toMatchObject({
      total: summary.terms,
      offset: 0,
      limit: 50,
      currencyCode: 'EUR',
    });
    expect(first.results).toHaveLength(50);
    const costs = first.results.map((result) => result.costMicros);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    expect(first.byCategory.reduce((total, entry) => total + entry.excludedCostMicros, 0)).toBe(
      summary.excludedCostMicros,
    );
    const excluded = await read({ decision: 'exclude', limit: '200' });
    expect(excluded.total).toBe(summary.excludedTerms);
    expect(excluded.results.every((result) => result.isExclude)).toBe(true);
    const searched = await read({
      search: 'INSURANCE',
      sortBy: 'searchTerm',
      sortDirection: 'asc',
    });
    expect(searched.total).toBeGreaterThan(0);
    const terms = searched.results.map((result) => result.searchTerm);
    expect(terms.every((term) => term.includes('insurance'))).toBe(true);
    expect(terms).toEqual([...terms].sort());
    const last = await read({ offset: String(50 * (Math.ceil(summary.terms / 50) - 1)) });
    expect(last.results.length).toBe(summary.terms - 50 * (Math.ceil(summary.terms / 50) - 1));
    for (const result of first.results) {
      expect(result.cpaMicros).toBe(
        result.conversions > 0 ? Math.round(result.costMicros / result.conversions) : null,
      );
    }
  });

  it('answers no run for an account never validated, and 404 for one the organization does not have', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/google/searchTerms/results?organization_id=${organization.id}&adAccountId=${google.customers.sproutstrong}`,
      headers: asBrowser(organization.cookie),
    });
    expect(response.json().content).toMatchObject({ run: null, results: [], total: 0 });
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/google/searchTerms/results?organization_id=${organization.id}&adAccountId=999`,
      headers: asBrowser(organization.cookie),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('learns a decision accepted in the tab, apart from the brief’s own examples, and the next run follows it', async () => {
    const assigned = await callAds(testApp.app, organization, 'PUT', 'google/ads/accounts', {
      platform: 'google',
      organization_id: organization.id,
      resourceNames: [HEARTHLY],
      changes: { brandId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const before = await runOnce(HEARTHLY);
    const results = await db()
      .select()
      .from(searchTermResults)
      .where(eq(searchTermResults.runId, before.jobId));
    const kept = results.find((result) => !result.isExclude && result.signal === 'relevant');
    const examplesBefore = await callBriefs(
      testApp.app,
      organization,
      'GET',
      `ai-rules/${brandId}`,
    );
    const learn = (adAccountId: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/v1/google/searchTerms/decisions?organization_id=${organization.id}`,
        headers: asBrowser(organization.cookie),
        payload: {
          adAccountId,
          decisions: [{ searchTerm: kept!.searchTerm, isExclude: true, category: 'product' }],
        },
      });
    const learned = await learn(google.customers.hearthly);
    expect(learned.statusCode, learned.body).toBe(200);
    expect(learned.json().content).toMatchObject({ brandId, learned: 1 });
    // Learned apart: the examples the user edits in the brief are as they were.
    const examplesAfter = await callBriefs(testApp.app, organization, 'GET', `ai-rules/${brandId}`);
    expect(examplesAfter.json().content.search_terms).toEqual(
      examplesBefore.json().content.search_terms,
    );
    const after = await runOnce(HEARTHLY);
    const [followed] = await db()
      .select()
      .from(searchTermResults)
      .where(eq(searchTermResults.runId, after.jobId))
      .then((rows) => rows.filter((row) => row.searchTerm === kept!.searchTerm));
    expect(followed).toMatchObject({ isExclude: true, signal: 'example' });

    const noBrief = await learn(google.customers.sproutstrong);
    expect(noBrief.statusCode).toBe(400);
    expect(noBrief.json().errors.adAccountId).toContain(VALIDATION_NEEDS_BRIEF);
  });
});

describe('validation and learned decisions with an Idempotency-Key (issue 27)', () => {
  const post = (path: string, key: string, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/v1/google/searchTerms/${path}?organization_id=${organization.id}`,
      headers: { ...asBrowser(organization.cookie), 'idempotency-key': key },
      payload,
    });

  it('answers a repeated validation with the first queued run and queues nothing more', async () => {
    const first = await post('adAccounts/validate', 'validate-once', { adAccounts: [HEARTHLY] });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const runs = (await listRuns()).length;
    // Without the key this repeat would be the 409 of a validation already running.
    const repeat = await post('adAccounts/validate', 'validate-once', { adAccounts: [HEARTHLY] });
    expect(repeat.statusCode, repeat.body).toBe(202);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect((await listRuns()).length).toBe(runs);
    const [queued] = first.json().content as { jobId: string }[];
    expect((await waitForEnd(queued!.jobId)).state).toBe('completed');
  });

  it('answers a repeated decision write with the first result and learns nothing twice', async () => {
    const [term] = (await readResults(testApp, organization, {})).results;
    const decide = (isExclude: boolean) => ({
      adAccountId: google.customers.hearthly,
      decisions: [{ searchTerm: term!.searchTerm, isExclude, category: 'product' }],
    });
    const payload = decide(!term!.isExclude);
    const first = await post('decisions', 'learn-once', payload);
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await post('decisions', 'learn-once', payload);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    // The same key with another request is refused, not answered with the first result.
    const other = await post('decisions', 'learn-once', decide(term!.isExclude));
    expect(other.statusCode).toBe(409);
  });
});
