import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../ad-platforms/ad-platform-fixtures.js';
import {
  armSandboxFault,
  clearSandboxFaults,
  listArmedFaults,
} from '../ad-platforms/sandbox-control.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  ENGINES,
  listAllResults,
  prepareAccount,
  readSandboxWrites,
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
    const reference = await runToCompletion(app, organization, 'google', ENGINES.resourceName);
    // Back to the seeded URLs, so the stormy run has the same work to do.
    await runToCompletion(app, organization, 'google', ENGINES.resourceName, 'drop_direct');

    // Most refusals ask for no wait; two ask for a second each, which the client must honour.
    await armSandboxFault(app, {
      endpoint: 'google-ads:mutate',
      kind: 'rate_limited',
      times: 8,
      retryAfterSeconds: 0,
    });
    await armSandboxFault(app, {
      endpoint: 'google-ads:search',
      kind: 'rate_limited',
      times: 2,
      retryAfterSeconds: 1,
    });
    try {
      const writesBefore = await readSandboxWrites(app);
      const stormStart = Date.now();
      const stormed = await runToCompletion(app, organization, 'google', ENGINES.resourceName);
      const stormMs = Date.now() - stormStart;
      // Every armed refusal was answered: a storm that never broke would prove nothing.
      expect(await listArmedFaults(app)).toEqual([]);
      expect(stormed.counts).toEqual(reference.counts);
      const results = await listAllResults(app, organization, 'google', ENGINES.id, stormed.jobId!);
      expect(results).toHaveLength(reference.counts!.total);
      expect(new Set(results.map((result) => result.parsedAsset.adId)).size).toBe(results.length);
      // A retried batch never writes an ad twice: each ad the run changed was written once.
      const writesAfter = await readSandboxWrites(app);
      const rewritten = Object.keys(writesAfter).filter(
        (key) => writesAfter[key]! - (writesBefore[key] ?? 0) > 1,
      );
      const written = Object.keys(writesAfter).filter(
        (key) => writesAfter[key] !== writesBefore[key],
      );
      expect(written.length).toBe(reference.counts!.updated);
      expect(rewritten).toEqual([]);
      // The two one-second Retry-After waits were waited out, not skipped.
      expect(stormMs).toBeGreaterThanOrEqual(2000);
    } finally {
      await clearSandboxFaults(app);
    }
  });
});

/** Untouched by the storm above, so the run has changes to send. */
const SPROUTSTRONG = {
  login: SANDBOX_AD_CATALOG.google.logins.ada,
  id: SANDBOX_AD_CATALOG.google.customers.sproutstrong,
  resourceName: `customers/${SANDBOX_AD_CATALOG.google.customers.sproutstrong}`,
};

describe('a run throttled with the daily quota’s code', () => {
  it('waits the delay Google asks for and completes (a short-term limit, not the daily one)', async () => {
    const { app } = testApp;
    const organization = await createOrganization(testApp, 'google-quota-throttle');
    await prepareAccount(app, organization, 'google', SPROUTSTRONG);
    // RESOURCE_EXHAUSTED with a per-minute rate and a retry delay; the contract test holds the
    // 30-second one with a recorded sleep, this one waits for real.
    await armSandboxFault(app, {
      endpoint: 'google-ads:mutate',
      kind: 'quota_throttle',
      times: 1,
      retryAfterSeconds: 2,
    });
    try {
      const started = Date.now();
      const run = await runToCompletion(app, organization, 'google', SPROUTSTRONG.resourceName);
      expect(run.state).toBe('completed');
      expect(run.counts!.updated).toBeGreaterThan(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
      expect(await listArmedFaults(app)).toEqual([]);
    } finally {
      await clearSandboxFaults(app);
    }
  });
});
