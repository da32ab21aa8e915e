import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTermResults } from '../../src/features/search-terms/schema.js';
import type { Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from '../ad-platforms/sandbox-control.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  STUB_MODEL_USAGE,
  readResults,
  setUpBriefedHearthly,
  startStubModel,
  validateAndWait,
  type StubModel,
} from './search-term-fixtures.js';

// A hybrid run (a model configured, with token prices and a budget): the model hears about at
// most AI_CLASSIFIER_MAX_TERMS of the risky terms (first answers and costly flips asked again); the run's summary says what it asked and
// what that cost; each term the model decided keeps the local decision beside it, and the terms
// where the two differ are the `modelDisagrees` flag's.

const MAX_TERMS = 30;

let model: StubModel;
let testApp: TestApp;
let organization: Organization;

beforeAll(async () => {
  // The model excludes every other term it is asked about: it overrules some of the local
  // classifier's unsure keeps (the terms it leaves for review), too few to be flagged as a model
  // that flips far more than the local reading expected (search-term-hostile-model.test.ts).
  model = await startStubModel((terms) =>
    JSON.stringify({
      decisions: terms.map((term, position) => ({
        index: position + 1,
        exclude: position % 2 === 1,
        category: 'product',
        reason: `Excluded: stub reason for "${term}".`,
        confidence: 0.9,
      })),
    }),
  );
  testApp = await buildTestApp({
    runWorkers: true,
    env: {
      ...AD_PLATFORM_TEST_ENV,
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: 'test-model',
      AI_TIMEOUT_SECONDS: '5',
      AI_PRICE_INPUT_PER_MILLION: '0.15',
      AI_PRICE_OUTPUT_PER_MILLION: '0.6',
      AI_CLASSIFIER_MAX_TERMS: String(MAX_TERMS),
    },
  });
  ({ organization } = await setUpBriefedHearthly(testApp, 'HybridRun', { withRules: false }));
});

afterAll(async () => {
  await testApp.close();
  await model.close();
});

describe('a hybrid validation run', () => {
  it('records the model’s requests, tokens and cost, within the configured budget', async () => {
    const run = await validateAndWait(testApp, organization);
    expect(run.state, run.failureReason ?? '').toBe('completed');
    const requests = model.requests.length;
    expect(requests).toBeGreaterThan(0);
    expect(model.requests.flat().length).toBeLessThanOrEqual(MAX_TERMS);
    const promptTokens = requests * STUB_MODEL_USAGE.promptTokens;
    const completionTokens = requests * STUB_MODEL_USAGE.completionTokens;
    expect(run.summary!.model).toEqual({
      model: 'test-model',
      requests,
      promptTokens,
      completionTokens,
      // $0.15 and $0.60 per million tokens: micros are tokens times the price.
      costMicros: Math.round(promptTokens * 0.15 + completionTokens * 0.6),
    });
    expect(run.summary!.decidedBy.model).toBeGreaterThan(0);
    // The budget is spent on first answers: the costly terms they flip, unconfirmed by a second
    // answer, are left for a person.
    expect(run.summary!.needsReview).toBeGreaterThan(0);
    const review = await readResults(testApp, organization, {
      flag: 'needsReview',
      limit: '200',
    });
    expect(review.total).toBe(run.summary!.needsReview);
    for (const result of review.results) {
      expect(result.needsReview).toBe(true);
      // Where the model was asked, the local decision stands and is the one kept beside it;
      // elsewhere the local reading's own review is kept.
      expect(result.isExclude).toBe(result.localDecision?.isExclude ?? false);
    }
    expect(review.results.some((result) => result.localDecision !== null)).toBe(true);
  });

  it('pays for no term twice: a second run of the same brief asks the model nothing', async () => {
    const asked = model.requests.length;
    const first = await readResults(testApp, organization, { limit: '200' });
    const second = await validateAndWait(testApp, organization);
    expect(second.state, second.failureReason ?? '').toBe('completed');
    expect(model.requests.length).toBe(asked);
    expect(second.summary!.model).toMatchObject({ requests: 0, promptTokens: 0 });
    // Nothing flips: every term is decided as the first run decided it.
    const again = await readResults(testApp, organization, {
      jobId: second.jobId,
      limit: '200',
    });
    const before = new Map(first.results.map((result) => [result.searchTerm, result.isExclude]));
    for (const result of again.results) {
      expect(result.isExclude, result.searchTerm).toBe(before.get(result.searchTerm));
    }
  });

  it('keeps the local decision beside the model’s, and lists where they differ', async () => {
    const page = await readResults(testApp, organization, {
      flag: 'modelDisagrees',
      limit: '200',
    });
    expect(page.total).toBeGreaterThan(0);
    for (const result of page.results) {
      expect(result.localDecision).not.toBeNull();
      expect(result.localDecision!.isExclude).not.toBe(result.isExclude);
      expect(Object.keys(result.localDecision!).sort()).toEqual([
        'category',
        'isExclude',
        'reason',
        'signal',
      ]);
    }
    const stored = await testApp.testDatabase.database.db
      .select()
      .from(searchTermResults)
      .where(eq(searchTermResults.runId, page.run!.jobId));
    const disagreeing = stored.filter(
      (row) => row.localDecision !== null && row.localDecision.isExclude !== row.isExclude,
    );
    expect(page.total).toBe(disagreeing.length);
    // Every term the model settled carries the local decision; a term it was not asked about
    // carries none (the local reading's own terms to review among them).
    for (const row of stored) {
      if (row.signal === 'model') expect(row.localDecision).not.toBeNull();
      if (row.localDecision !== null) expect(row.signal === 'model' || row.needsReview).toBe(true);
    }
    expect(stored.some((row) => row.needsReview && row.localDecision === null)).toBe(true);
  });
});
