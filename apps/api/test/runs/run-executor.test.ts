import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { platformAccounts } from '../../src/features/ad-platforms/schema.js';
import { runResults, taggingRuns } from '../../src/features/tagging-runs/schema.js';
import {
  executeTaggingRun,
  type RunExecution,
} from '../../src/features/tagging-runs/runs/run-executor.js';
import { createOrganization, type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import {
  armSandboxFault,
  clearSandboxFaults,
  listArmedFaults,
} from '../ad-platforms/sandbox-control.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { readContent } from '../url-templates/url-template-fixtures.js';
import {
  prepareAccount,
  readSandboxWrites,
  RUN_TEST_ENV,
  startRun,
  type RunOutcomeBody,
} from './run-fixtures.js';

// The run executor and its lease, driven directly (no worker in this process takes a run): what a
// worker does when it loses its lease, when it finds a dead worker's run, when a grant is revoked
// in the middle of a run, and when it resumes rows another worker left in flight.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    runWorkers: 'queue-only',
    env: { ...RUN_TEST_ENV, RUN_WAIT_TIMEOUT_SECONDS: '1' },
  });
});

afterEach(async () => {
  await clearSandboxFaults(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.testDatabase.database.db;

/** Each test tags an account of its own: the sandbox keeps what one run wrote for the next. */
function googleAccount(customer: keyof typeof SANDBOX_AD_CATALOG.google.customers) {
  const id = SANDBOX_AD_CATALOG.google.customers[customer];
  return {
    login: SANDBOX_AD_CATALOG.google.logins.ada,
    id,
    resourceName: `customers/${id}`,
  };
}

function execute(runId: string, workerId: string): Promise<RunExecution> {
  return executeTaggingRun(
    { adPlatforms: testApp.context.adPlatforms, settings: testApp.config.runs, workerId },
    runId,
  );
}

/** A queued run of a prepared account: nothing in this process executes it until told. */
async function queueRun(
  label: string,
  account: ReturnType<typeof googleAccount>,
): Promise<{ organization: Organization; runId: string }> {
  const organization = await createOrganization(testApp, label);
  await prepareAccount(testApp.app, organization, 'google', account);
  const [outcome] = readContent<RunOutcomeBody[]>(
    await startRun(testApp.app, organization, 'google', [account.resourceName]),
  );
  expect(outcome?.state).toBe('running');
  return { organization, runId: outcome!.jobId! };
}

async function readRun(runId: string) {
  const [run] = await db().select().from(taggingRuns).where(eq(taggingRuns.id, runId));
  return run!;
}

async function countInFlight(runId: string): Promise<number> {
  const rows = await db()
    .select({ id: runResults.id })
    .from(runResults)
    .where(and(eq(runResults.runId, runId), isNull(runResults.status)));
  return rows.length;
}

/** Polls until `read` answers a value; bounded, never a fixed sleep. */
async function waitUntil<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function changedSince(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after).filter((key) => after[key] !== before[key]);
}

describe('the run executor', () => {
  it('stops a live worker that lost its lease; the new holder finishes without writing an ad twice', async () => {
    const { runId } = await queueRun('lease-lost', googleAccount('engines'));
    const writesBefore = await readSandboxWrites(testApp.app);
    // The first batch of changes waits at the platform, long enough for the lease to move.
    await armSandboxFault(testApp.app, {
      endpoint: 'google-ads:mutate',
      kind: 'delay',
      delayMs: 3_000,
    });
    const first = execute(runId, 'first');
    await waitUntil(async () => ((await countInFlight(runId)) > 0 ? true : undefined));
    // Another worker took the run over (it judged this one dead).
    await db()
      .update(taggingRuns)
      .set({ leaseOwner: 'another-worker', heartbeatAt: new Date() })
      .where(eq(taggingRuns.id, runId));

    expect(await first).toEqual({ runId, outcome: 'not_claimed' });
    const abandoned = await readRun(runId);
    // It finished nothing: the run is still the other worker's, with no counts written.
    expect(abandoned).toMatchObject({ state: 'running', leaseOwner: 'another-worker' });
    expect(abandoned.counts).toBeNull();
    // The batch it had sent lands at the platform after all.
    await waitUntil(async () => {
      const writes = await readSandboxWrites(testApp.app);
      return changedSince(writesBefore, writes).length > 0 ? true : undefined;
    });

    // The other worker is dead too; a third takes the stale run and finishes it.
    await db()
      .update(taggingRuns)
      .set({ heartbeatAt: new Date(0) })
      .where(eq(taggingRuns.id, runId));
    const resumed = await execute(runId, 'third');
    expect(resumed).toMatchObject({ runId, outcome: 'completed' });
    const run = await readRun(runId);
    expect(run.attempts).toBe(2);
    expect(await countInFlight(runId)).toBe(0);
    const writes = await readSandboxWrites(testApp.app);
    const changed = changedSince(writesBefore, writes);
    expect(changed).toHaveLength(run.counts!.updated + run.counts!.partially_updated);
    expect(changed.filter((key) => writes[key]! - (writesBefore[key] ?? 0) > 1)).toEqual([]);
  });

  it('leaves a run with a fresh lease alone and takes one whose heartbeat went stale', async () => {
    const { runId } = await queueRun('stale-lease', googleAccount('noname'));
    await db()
      .update(taggingRuns)
      .set({ state: 'running', leaseOwner: 'live-worker', heartbeatAt: new Date(), attempts: 1 })
      .where(eq(taggingRuns.id, runId));
    expect(await execute(runId, 'second')).toEqual({ runId, outcome: 'not_claimed' });
    expect(await readRun(runId)).toMatchObject({ leaseOwner: 'live-worker', attempts: 1 });

    // Older than RUN_STALE_AFTER_SECONDS: the worker is taken for dead.
    await db()
      .update(taggingRuns)
      .set({ heartbeatAt: new Date(Date.now() - 60_000) })
      .where(eq(taggingRuns.id, runId));
    expect(await execute(runId, 'second')).toMatchObject({ runId, outcome: 'completed' });
    const run = await readRun(runId);
    expect(run).toMatchObject({ state: 'completed', attempts: 2, failureReason: null });
    // A finished run holds no lease.
    expect(run.leaseOwner).toBeNull();
    // Over: no one claims it again.
    expect(await execute(runId, 'third')).toEqual({ runId, outcome: 'not_claimed' });
  });

  it('ends the run failed when the grant is revoked mid-run: the login shows the error, each ad its own', async () => {
    const { organization, runId } = await queueRun(
      'revoked-mid-run',
      googleAccount('sproutstrong'),
    );
    // The person revokes Utmost's access while the first batch of changes is on its way.
    await armSandboxFault(testApp.app, { endpoint: 'google-ads:mutate', kind: 'revoked_token' });
    const execution = await execute(runId, 'first');
    expect(await listArmedFaults(testApp.app)).toEqual([]);
    expect(execution).toMatchObject({ outcome: 'failed', failureReason: 'NO_PERMISSIONS' });
    const run = await readRun(runId);
    expect(run).toMatchObject({ state: 'failed', failureReason: 'NO_PERMISSIONS' });
    expect(run.counts!.updated).toBe(0);
    expect(run.counts!.error).toBeGreaterThan(0);
    // No row is left in flight: each ad whose change was refused reads as an error.
    expect(await countInFlight(runId)).toBe(0);
    const errors = await db()
      .select({ errorType: runResults.errorType })
      .from(runResults)
      .where(and(eq(runResults.runId, runId), eq(runResults.status, 'error')));
    expect(errors.length).toBe(run.counts!.error);
    const [login] = await db()
      .select({ connectionStatus: platformAccounts.connectionStatus })
      .from(platformAccounts)
      .where(eq(platformAccounts.organizationId, organization.id));
    expect(login?.connectionStatus).toBe('ERROR');
  });

  it('ends the run failed at once when its account lost its connection', async () => {
    const { runId } = await queueRun('disconnected', googleAccount('hearthly'));
    const [run] = await db().select().from(taggingRuns).where(eq(taggingRuns.id, runId));
    await db()
      .update(platformAccounts)
      .set({ connectionStatus: 'ERROR' })
      .where(eq(platformAccounts.organizationId, run!.organizationId));
    const writesBefore = await readSandboxWrites(testApp.app);
    expect(await execute(runId, 'first')).toMatchObject({
      outcome: 'failed',
      failureReason: 'NO_PERMISSIONS',
    });
    expect(await readRun(runId)).toMatchObject({
      state: 'failed',
      failureReason: 'NO_PERMISSIONS',
    });
    expect(await readSandboxWrites(testApp.app)).toEqual(writesBefore);
  });

  it('settles rows a dead worker left in flight: applied ones as applied, vanished ads as errors', async () => {
    const { runId } = await queueRun('in-flight', googleAccount('engines'));
    // Every ad this run leaves unchanged (already carrying its UTMs) stands for a change applied.
    const first = await execute(runId, 'first');
    expect(first.outcome).toBe('completed');
    const writes = await readSandboxWrites(testApp.app);
    const applied = await db()
      .select()
      .from(runResults)
      .where(and(eq(runResults.runId, runId), eq(runResults.status, 'skipped')));
    expect(applied.length).toBeGreaterThan(0);
    // As the dead worker left them: its rows in flight, one for an ad that is gone since.
    for (const row of applied) {
      await db()
        .update(runResults)
        .set({ status: null, change: { request: {}, status: 'updated' } })
        .where(eq(runResults.id, row.id));
    }
    const { id: _id, ...template } = applied[0]!;
    await db()
      .insert(runResults)
      .values({ ...template, resourceName: `${template.resourceName}-gone`, status: null });
    await db()
      .update(taggingRuns)
      .set({ state: 'running', counts: null, finishedAt: null, heartbeatAt: new Date(0) })
      .where(eq(taggingRuns.id, runId));

    expect(await execute(runId, 'second')).toMatchObject({ outcome: 'completed' });
    expect(await countInFlight(runId)).toBe(0);
    // Nothing was sent again: each change was already on the platform.
    expect(await readSandboxWrites(testApp.app)).toEqual(writes);
    const rows = await db().select().from(runResults).where(eq(runResults.runId, runId));
    const gone = rows.find((row) => row.resourceName.endsWith('-gone'));
    expect(gone).toMatchObject({ status: 'error', errorType: 'UNKNOWN' });
    for (const row of applied) {
      const now = rows.find((candidate) => candidate.resourceName === row.resourceName);
      expect(now?.status, row.resourceName).not.toBeNull();
      expect(now?.status).not.toBe('error');
    }
  });
});
