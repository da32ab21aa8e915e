import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTermResults } from '../../src/features/search-terms/schema.js';
import type { Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from '../ad-platforms/sandbox-control.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  setUpBriefedHearthly,
  startStubModel,
  validateAndWait,
  type StubModel,
} from './search-term-fixtures.js';

// With a model configured, a validation run is hybrid: the terms the local classifier is unsure
// about go to the model. A model that answers nonsense is asked again, and then the run fails
// with a reason; nothing of it is stored as a result.

let model: StubModel;
let testApp: TestApp;
let organization: Organization;

beforeAll(async () => {
  // Every chat completion is answered with text that is not JSON.
  model = await startStubModel(() => 'Sure!');
  testApp = await buildTestApp({
    runWorkers: true,
    env: {
      ...AD_PLATFORM_TEST_ENV,
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: 'test-model',
      AI_TIMEOUT_SECONDS: '5',
    },
  });
  ({ organization } = await setUpBriefedHearthly(testApp, 'ModelFailure', { withRules: false }));
});

afterAll(async () => {
  await testApp.close();
  await model.close();
});

describe('a validation run with a model that answers nonsense', () => {
  it('asks the model, then fails with a reason and stores no results', async () => {
    const run = await validateAndWait(testApp, organization);
    expect(run).toMatchObject({ state: 'failed', summary: null });
    expect(run.failureReason).toMatch(/^The AI model could not classify the search terms/);
    const stored = await testApp.testDatabase.database.db
      .select()
      .from(searchTermResults)
      .where(eq(searchTermResults.runId, run.jobId));
    expect(stored).toEqual([]);
    // The unusable answer was asked for again before the run gave up.
    expect(model.requests.length).toBeGreaterThanOrEqual(2);
  });
});
