import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { and, count, countDistinct, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runResults, taggingRuns } from '../../src/db/schema.js';
import { createOrganization } from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV, armSandboxFault } from '../ad-platforms/sandbox-control.js';
import { buildTestApp, installKeyHeaders, type TestApp } from '../helpers/build-test-app.js';
import { TEST_DATABASE_URL } from '../helpers/test-database.js';
import { findFreePort, startUtmostProcess, type UtmostProcess } from '../helpers/utmost-process.js';
import { readContent } from '../url-templates/url-template-fixtures.js';
import {
  prepareAccount,
  readSandboxWrites,
  startRun,
  type RunOutcomeBody,
} from './run-fixtures.js';

// A worker process killed in the middle of a run, while a batch of changes is on its way to the
// platform: the next worker takes the run over and finishes it once, with one result per ad and
// no ad changed twice. Needs PostgreSQL (workers are separate processes).

const ADS = 30_000;
const SCALE = {
  login: SANDBOX_AD_CATALOG.google.logins.scale,
  id: SANDBOX_AD_CATALOG.google.customers.scale,
  resourceName: `customers/${SANDBOX_AD_CATALOG.google.customers.scale}`,
};
const SECRET = 'test-secret-that-is-long-enough-for-the-rules';

let testApp: TestApp;
let publicUrl: string;
const workers: UtmostProcess[] = [];

async function waitUntil<T>(read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!TEST_DATABASE_URL)('a worker killed mid-run (needs TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    const port = await findFreePort();
    publicUrl = `http://127.0.0.1:${port}`;
    testApp = await buildTestApp({
      runWorkers: 'queue-only',
      env: {
        ...AD_PLATFORM_TEST_ENV,
        SANDBOX_ADS_PER_SCALE_ACCOUNT: String(ADS),
        RUN_WAIT_TIMEOUT_SECONDS: '1',
      },
    });
    // Worker processes reach the sandbox this app mounts over HTTP: their PUBLIC_URL is this
    // listener (the app keeps its default origin, which the browser fixtures send).
    await testApp.app.listen({ port, host: '127.0.0.1' });
  });

  afterAll(async () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
    await testApp?.close();
  });

  function startWorker(): UtmostProcess {
    if (testApp.testDatabase.target.kind !== 'postgres') throw new Error('Expected PostgreSQL');
    const worker = startUtmostProcess('worker', {
      ...AD_PLATFORM_TEST_ENV,
      DATABASE_URL: testApp.testDatabase.target.url,
      APP_SECRET: SECRET,
      DATA_DIR: testApp.testDatabase.dataDir,
      PUBLIC_URL: publicUrl,
      RUN_STALE_AFTER_SECONDS: '2',
      RUN_RETRY_DELAY_MS: '50',
      LOG_LEVEL: 'info',
    });
    workers.push(worker);
    return worker;
  }

  it(
    'leaves one complete run, one result per ad, and no ad changed twice',
    { timeout: 240_000 },
    async () => {
      const { app } = testApp;
      const db = testApp.testDatabase.database.db;
      const organization = await createOrganization(testApp, 'crash');
      await prepareAccount(app, organization, 'google', SCALE);
      // The first batch of changes reaches the sandbox, which sits on it for a while before
      // applying it: the worker is killed while it waits for the answer.
      await armSandboxFault(app, { endpoint: 'google-ads:mutate', kind: 'delay', delayMs: 4_000 });

      const [outcome] = readContent<RunOutcomeBody[]>(
        await startRun(app, organization, 'google', [SCALE.resourceName]),
      );
      expect(outcome?.state).toBe('running');
      const runId = outcome!.jobId!;

      const first = startWorker();
      await first.waitForOutput(/Utmost worker is ready/, 60_000);
      // Changes written, not yet answered: the batch is in flight.
      await waitUntil(async () => {
        const [row] = await db
          .select({ count: count() })
          .from(runResults)
          .where(and(eq(runResults.runId, runId), isNull(runResults.status)));
        return (row?.count ?? 0) > 0 ? true : undefined;
      }, 120_000);
      // ...and the sandbox has the request (it took the armed delay).
      await waitUntil(async () => {
        const response = await app.inject({
          method: 'GET',
          url: '/sandbox/_control/faults',
          headers: installKeyHeaders(app),
        });
        return (response.json() as { faults: unknown[] }).faults.length === 0 ? true : undefined;
      }, 60_000);
      first.child.kill('SIGKILL');
      await first.exited;
      // The sandbox finishes applying the batch the dead worker sent.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const writesBeforeResume = await readSandboxWrites(app);
      expect(Object.keys(writesBeforeResume).length).toBeGreaterThan(0);

      const second = startWorker();
      await second.waitForOutput(/Utmost worker is ready/, 60_000);
      const run = await waitUntil(async () => {
        const [row] = await db.select().from(taggingRuns).where(eq(taggingRuns.id, runId));
        return row && (row.state === 'completed' || row.state === 'failed') ? row : undefined;
      }, 180_000);
      expect(run.state).toBe('completed');
      expect(run.attempts).toBe(2);

      const [stored] = await db
        .select({ rows: count(), ads: countDistinct(runResults.resourceName) })
        .from(runResults)
        .where(eq(runResults.runId, runId));
      expect(stored?.rows).toBe(ADS);
      expect(stored?.ads).toBe(ADS);
      expect(run.counts?.total).toBe(ADS);

      const writes = await readSandboxWrites(app);
      const changedTwice = Object.entries(writes).filter(([, times]) => times > 1);
      expect(changedTwice).toEqual([]);
      expect(Object.keys(writes)).toHaveLength(run.counts!.updated);
    },
  );
});
