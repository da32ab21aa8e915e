import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adChangeHistory,
  runResults,
  taggingRuns,
} from '../../src/features/tagging-runs/schema.js';
import { executeTaggingRun } from '../../src/features/tagging-runs/runs/run-executor.js';
import { createOrganization } from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { readContent } from '../url-templates/url-template-fixtures.js';
import {
  APOLLO,
  prepareAccount,
  readSandboxWrites,
  RUN_TEST_ENV,
  startRun,
  type RunOutcomeBody,
} from './run-fixtures.js';

// A LinkedIn run resumed after its worker died between sending the campaigns' tracking
// parameters and recording LinkedIn's answer. The state a crash leaves is made here by hand (the
// separate-process crash test needs PostgreSQL): results in flight, the parameters on the
// campaigns, no change history. The next worker reads the campaigns, finds the parameters there
// and records the ads as applied, sending nothing again.

let testApp: TestApp;

beforeAll(async () => {
  // Starting a run answers at once: no worker in this process takes it.
  testApp = await buildTestApp({
    runWorkers: 'queue-only',
    env: { ...RUN_TEST_ENV, RUN_WAIT_TIMEOUT_SECONDS: '1' },
  });
});

afterAll(async () => {
  await testApp.close();
});

function execute(runId: string, workerId: string) {
  return executeTaggingRun(
    { adPlatforms: testApp.context.adPlatforms, settings: testApp.config.runs, workerId },
    runId,
  );
}

describe('a LinkedIn run resumed after a crash', () => {
  it('records campaign parameters already applied as applied, and sends nothing twice', async () => {
    const { app } = testApp;
    const db = testApp.testDatabase.database.db;
    const organization = await createOrganization(testApp, 'linkedin-resume');
    await prepareAccount(app, organization, 'linkedin', APOLLO);
    const [outcome] = readContent<RunOutcomeBody[]>(
      await startRun(app, organization, 'linkedin', [APOLLO.resourceName]),
    );
    const runId = outcome!.jobId!;
    const first = await execute(runId, 'first');
    expect(first.outcome).toBe('completed');
    const writes = await readSandboxWrites(app);

    const rows = await db.select().from(runResults).where(eq(runResults.runId, runId));
    const applied = rows.filter(
      (row) => row.status === 'updated' || row.status === 'partially_updated',
    );
    expect(applied.length).toBeGreaterThan(0);
    const names = applied.map((row) => row.resourceName);
    // What the worker had written when it died: each change in flight, the run still running
    // with a silent lease, and no history yet.
    for (const row of applied) {
      await db
        .update(runResults)
        .set({ status: null, change: { request: {}, status: row.status } })
        .where(eq(runResults.id, row.id));
    }
    // One change in flight never reached LinkedIn: its campaign does not carry what it sends.
    const unsent = applied.find((row) => row.campaignFormat === 'SPOTLIGHT')!;
    const neverSent = { dynamic: {}, custom: { never: 'sent' } };
    await db
      .update(runResults)
      .set({ after: { ...unsent.after, campaignTrackingParameters: neverSent } })
      .where(eq(runResults.id, unsent.id));
    await db.delete(adChangeHistory).where(inArray(adChangeHistory.resourceName, names));
    await db
      .update(taggingRuns)
      .set({ state: 'running', counts: null, finishedAt: null, heartbeatAt: new Date(0) })
      .where(eq(taggingRuns.id, runId));

    const resumed = await execute(runId, 'second');
    expect(resumed).toMatchObject({ outcome: 'completed' });
    expect(await readSandboxWrites(app)).toEqual(writes);
    const after = await db.select().from(runResults).where(eq(runResults.runId, runId));
    const byName = new Map(after.map((row) => [row.resourceName, row]));
    for (const row of applied) {
      if (row === unsent) continue;
      expect(byName.get(row.resourceName)?.status, row.resourceName).toBe(row.status);
    }
    // Decided again from what LinkedIn holds: the campaign already has the run's parameters.
    expect(byName.get(unsent.resourceName)?.status).toBe('skipped');
    const [run] = await db.select().from(taggingRuns).where(eq(taggingRuns.id, runId));
    expect(run?.attempts).toBe(2);
    // The history is there again, so a drop can restore the campaigns.
    const history = await db
      .select()
      .from(adChangeHistory)
      .where(
        and(
          eq(adChangeHistory.organizationId, organization.id),
          inArray(adChangeHistory.resourceName, names),
        ),
      );
    expect(history).toHaveLength(names.length - 1);
    for (const entry of history) {
      const row = applied.find((candidate) => candidate.resourceName === entry.resourceName)!;
      expect(entry.original).toEqual(row.before);
      expect(entry.lastApplied).toEqual(row.after);
    }
  });
});
