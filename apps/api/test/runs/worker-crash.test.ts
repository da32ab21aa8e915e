import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { and, count, countDistinct, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adChangeHistory,
  runResults,
  taggingRuns,
} from '../../src/features/tagging-runs/schema.js';
import { createOrganization } from '../ad-platforms/ad-platform-fixtures.js';
import {
  AD_PLATFORM_TEST_ENV,
  armSandboxFault,
  listArmedFaults,
  type SandboxFault,
} from '../ad-platforms/sandbox-control.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { TEST_DATABASE_URL } from '../helpers/test-database.js';
import { findFreePort, startUtmostProcess, type UtmostProcess } from '../helpers/utmost-process.js';
import { readContent, type Platform } from '../url-templates/url-template-fixtures.js';
import {
  prepareAccount,
  readSandboxWrites,
  startRun,
  type RunOutcomeBody,
} from './run-fixtures.js';

// A worker process killed in the middle of a run, at several points: the next worker takes the run
// over and finishes it once, with one result per ad and no ad changed twice. Needs PostgreSQL
// (workers are separate processes).

const SECRET = 'test-secret-that-is-long-enough-for-the-rules';
/** How long a held request waits at the platform: longer than a worker takes to be killed. */
const HOLD_MS = 4_000;

type Database = TestApp['testDatabase']['database']['db'];

interface CrashScenario {
  name: string;
  platform: Platform;
  account: { login: string; id: string; resourceName: string };
  /** Ads of the scale account: enough for several listing pages and batches. */
  ads: number;
  /** Armed before the worker starts: the request it holds is where the worker dies. */
  heldRequest?: SandboxFault;
  /**
   * Waits until the worker is at the crash point; answers how many changes were in flight then
   * (the platform applies them after the worker is gone).
   */
  reachCrashPoint: (app: FastifyInstance, db: Database, runId: string) => Promise<number>;
}

async function waitUntil<T>(read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function countRows(db: Database, runId: string, inFlight: boolean): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(runResults)
    .where(
      and(
        eq(runResults.runId, runId),
        inFlight ? isNull(runResults.status) : isNotNull(runResults.status),
      ),
    );
  return row?.count ?? 0;
}

/** The held request reached the platform: its fault fired. */
async function waitForHeldRequest(app: FastifyInstance): Promise<void> {
  await waitUntil(
    async () => ((await listArmedFaults(app)).length === 0 ? true : undefined),
    120_000,
  );
}

/** Changes written and their request held at the platform. */
async function reachChangesInFlight(app: FastifyInstance, db: Database, runId: string) {
  await waitUntil(async () => ((await countRows(db, runId, true)) > 0 ? true : undefined), 120_000);
  await waitForHeldRequest(app);
  return countRows(db, runId, true);
}

const GOOGLE_SCALE = {
  login: SANDBOX_AD_CATALOG.google.logins.scale,
  id: SANDBOX_AD_CATALOG.google.customers.scale,
  resourceName: `customers/${SANDBOX_AD_CATALOG.google.customers.scale}`,
};
const LINKEDIN_SCALE = {
  login: SANDBOX_AD_CATALOG.linkedin.logins.scale,
  id: String(SANDBOX_AD_CATALOG.linkedin.accounts.scale),
  resourceName: `urn:li:sponsoredAccount:${SANDBOX_AD_CATALOG.linkedin.accounts.scale}`,
};

const SCENARIOS: CrashScenario[] = [
  {
    name: 'Google, a batch of ad changes in flight',
    platform: 'google',
    account: GOOGLE_SCALE,
    ads: 30_000,
    heldRequest: { endpoint: 'google-ads:mutate', kind: 'delay', delayMs: HOLD_MS },
    reachCrashPoint: reachChangesInFlight,
  },
  {
    name: 'Google, between listing pages with nothing in flight',
    platform: 'google',
    account: GOOGLE_SCALE,
    // Three pages of 10,000: the hold is armed once the first page's changes are answered.
    ads: 30_000,
    reachCrashPoint: async (app, db, runId) => {
      await waitUntil(
        async () => ((await countRows(db, runId, false)) > 0 ? true : undefined),
        120_000,
      );
      await armSandboxFault(app, {
        endpoint: 'google-ads:search',
        kind: 'delay',
        delayMs: HOLD_MS,
      });
      await waitForHeldRequest(app);
      const inFlight = await countRows(db, runId, true);
      expect(inFlight).toBe(0);
      return inFlight;
    },
  },
  {
    name: 'LinkedIn, a campaign’s tracking parameters on their way',
    platform: 'linkedin',
    account: LINKEDIN_SCALE,
    // 20 campaigns of 100 creatives: LinkedIn takes one update per campaign.
    ads: 2_000,
    heldRequest: {
      endpoint: 'linkedin:adTrackingParameters',
      method: 'PUT',
      kind: 'delay',
      delayMs: HOLD_MS,
    },
    reachCrashPoint: reachChangesInFlight,
  },
];

describe.skipIf(!TEST_DATABASE_URL)('a worker killed mid-run (needs TEST_DATABASE_URL)', () => {
  describe.each(SCENARIOS)('$name', (scenario) => {
    let testApp: TestApp;
    let publicUrl: string;
    const workers: UtmostProcess[] = [];

    beforeAll(async () => {
      const port = await findFreePort();
      publicUrl = `http://127.0.0.1:${port}`;
      testApp = await buildTestApp({
        runWorkers: 'queue-only',
        env: {
          ...AD_PLATFORM_TEST_ENV,
          SANDBOX_ADS_PER_SCALE_ACCOUNT: String(scenario.ads),
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
      'leaves one complete run, one result per ad, each change recorded once, and no ad changed twice',
      { timeout: 300_000 },
      async () => {
        const { app } = testApp;
        const db = testApp.testDatabase.database.db;
        const organization = await createOrganization(testApp, `crash-${scenario.platform}`);
        await prepareAccount(app, organization, scenario.platform, scenario.account);
        if (scenario.heldRequest) await armSandboxFault(app, scenario.heldRequest);

        const [outcome] = readContent<RunOutcomeBody[]>(
          await startRun(app, organization, scenario.platform, [scenario.account.resourceName]),
        );
        expect(outcome?.state).toBe('running');
        const runId = outcome!.jobId!;

        const first = startWorker();
        await first.waitForOutput(/Utmost worker is ready/, 60_000);
        const inFlight = await scenario.reachCrashPoint(app, db, runId);
        const writesAtCrash = await readSandboxWrites(app);
        first.child.kill('SIGKILL');
        await first.exited;
        if (inFlight > 0) {
          // The platform still applies what the dead worker sent: wait until it has (the
          // next worker must find it there, as it would after a real crash).
          await waitUntil(async () => {
            const writes = await readSandboxWrites(app);
            const landed = Object.keys(writes).filter((key) => writes[key] !== writesAtCrash[key]);
            return landed.length > 0 ? true : undefined;
          }, 60_000);
        }

        const second = startWorker();
        await second.waitForOutput(/Utmost worker is ready/, 60_000);
        const run = await waitUntil(async () => {
          const [row] = await db.select().from(taggingRuns).where(eq(taggingRuns.id, runId));
          return row && (row.state === 'completed' || row.state === 'failed') ? row : undefined;
        }, 240_000);
        expect(run.state).toBe('completed');
        expect(run.attempts).toBe(2);

        const [stored] = await db
          .select({ rows: count(), ads: countDistinct(runResults.resourceName) })
          .from(runResults)
          .where(eq(runResults.runId, runId));
        expect(stored?.rows).toBe(scenario.ads);
        expect(stored?.ads).toBe(scenario.ads);
        expect(run.counts?.total).toBe(scenario.ads);
        expect(await countRows(db, runId, true)).toBe(0);

        const writes = await readSandboxWrites(app);
        const changedTwice = Object.entries(writes).filter(([, times]) => times > 1);
        expect(changedTwice).toEqual([]);
        expect(Object.keys(writes).length).toBeGreaterThan(0);
        // Google writes each ad; LinkedIn each campaign, once for all its creatives.
        if (scenario.platform === 'google') {
          expect(Object.keys(writes)).toHaveLength(run.counts!.updated);
        }
        // Every applied change, the ones the dead worker sent included, is in the change history
        // once and as this run's (what a later drop restores from).
        const [history] = await db
          .select({ rows: count() })
          .from(adChangeHistory)
          .where(
            and(
              eq(adChangeHistory.adAccountId, run.adAccountId),
              eq(adChangeHistory.lastRunId, runId),
            ),
          );
        expect(history?.rows).toBe(run.counts!.updated + run.counts!.partially_updated);
      },
    );
  });
});
