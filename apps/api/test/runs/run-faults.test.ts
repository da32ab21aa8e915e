import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../ad-platforms/ad-platform-fixtures.js';
import { armSandboxFault, clearSandboxFaults } from '../ad-platforms/sandbox-control.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  ENGINES,
  listAllResults,
  prepareAccount,
  RUN_TEST_ENV,
  runToCompletion,
} from './run-fixtures.js';

// A platform that keeps answering 429: the run slows down and still records every ad.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ runWorkers: true, env: RUN_TEST_ENV });
});

afterAll(async () => {
  await testApp.close();
});

describe('a run in a storm of 429s', () => {
  it('waits them out and loses no result', async () => {
    const { app } = testApp;
    const organization = await createOrganization(testApp, 'google-storm');
    await prepareAccount(app, organization, 'google', ENGINES);
    const calmStart = Date.now();
    const reference = await runToCompletion(app, organization, 'google', ENGINES.resourceName);
    const calmMs = Date.now() - calmStart;
    // Back to the seeded URLs, so the stormy run has the same work to do.
    await runToCompletion(app, organization, 'google', ENGINES.resourceName, 'drop_direct');

    await armSandboxFault(app, {
      endpoint: 'google-ads:mutate',
      kind: 'rate_limited',
      times: 8,
      retryAfterSeconds: 0,
    });
    await armSandboxFault(app, {
      endpoint: 'google-ads:search',
      kind: 'rate_limited',
      times: 4,
      retryAfterSeconds: 0,
    });
    try {
      const stormStart = Date.now();
      const stormed = await runToCompletion(app, organization, 'google', ENGINES.resourceName);
      const stormMs = Date.now() - stormStart;
      expect(stormed.counts).toEqual(reference.counts);
      const results = await listAllResults(app, organization, 'google', ENGINES.id, stormed.jobId!);
      expect(results).toHaveLength(reference.counts!.total);
      expect(new Set(results.map((result) => result.parsedAsset.adId)).size).toBe(results.length);
      // Slowed, not stopped: the backoff waits show.
      expect(stormMs).toBeGreaterThan(Math.min(calmMs, 100));
    } finally {
      await clearSandboxFaults(app);
    }
  });
});
