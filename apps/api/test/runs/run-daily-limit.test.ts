import { findDailyLimitReset } from '@utmost/ads-sdk';
import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '../../src/core/jobs/job-queue.js';
import { createOrganization } from '../ad-platforms/ad-platform-fixtures.js';
import { armSandboxFault, clearSandboxFaults } from '../ad-platforms/sandbox-control.js';
import { asBrowser } from '../helpers/identity-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { readContent } from '../url-templates/url-template-fixtures.js';
import {
  getRunHistory,
  prepareAccount,
  readSandboxWrites,
  RUN_TEST_ENV,
  startRun,
  type RunOutcomeBody,
} from './run-fixtures.js';

// Google's daily quota spent: the run waits for midnight Pacific time and resumes by itself
// (issue 30). The clock is the app's own, moved on instead of sleeping for a day.

const SPROUTSTRONG = {
  login: SANDBOX_AD_CATALOG.google.logins.ada,
  id: SANDBOX_AD_CATALOG.google.customers.sproutstrong,
  resourceName: `customers/${SANDBOX_AD_CATALOG.google.customers.sproutstrong}`,
};

/** How far the app's clock is ahead of the real one. */
let clockOffsetMs = 0;
let testApp: TestApp;

beforeAll(async () => {
  // Two minutes before a Pacific midnight: the wait the test skips is short enough for the
  // session's access cookie to outlive it.
  const reset = findDailyLimitReset(new Date());
  clockOffsetMs = reset.getTime() - 2 * 60 * 1000 - Date.now();
  testApp = await buildTestApp({
    runWorkers: true,
    env: RUN_TEST_ENV,
    now: () => new Date(Date.now() + clockOffsetMs),
  });
});

afterAll(async () => {
  await testApp.close();
});

interface TaggingRunBody {
  state: string;
  run: { state: string; resumesAt: string | null; counts: { updated: number; total: number } };
}

async function readRun(organization: { id: string; cookie: string }, jobId: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/google/job/autoTagging/jobruns/${jobId}?organization_id=${organization.id}`,
    headers: asBrowser(organization.cookie),
  });
  return readContent<TaggingRunBody>(response);
}

/** The run's pg-boss job still to come, made due now: what the queue does when its time comes. */
async function releaseWaitingJob(runId: string): Promise<Date[]> {
  const { db } = testApp.testDatabase.database;
  const job = sql`${sql.raw(JOB_SCHEMA)}.job`;
  const waiting = sql`name = 'tagging-run' and data->>'runId' = ${runId} and state = 'created'`;
  const selected = await db.execute(sql`select start_after from ${job} where ${waiting}`);
  const { rows } = selected as unknown as { rows: { start_after: string | Date }[] };
  await db.execute(sql`update ${job} set start_after = now() where ${waiting}`);
  return rows.map((row) => new Date(row.start_after));
}

describe('a run that spends Google’s daily quota', () => {
  it('waits until midnight Pacific time and then resumes by itself, sending nothing twice', async () => {
    const { app } = testApp;
    const organization = await createOrganization(testApp, 'google-daily-quota');
    await prepareAccount(app, organization, 'google', SPROUTSTRONG);
    // One refusal only: a retry, or a later batch, would have gone through.
    await armSandboxFault(app, { endpoint: 'google-ads:mutate', kind: 'daily_quota', times: 1 });
    const writesBefore = await readSandboxWrites(app);
    const expectedResume = findDailyLimitReset(new Date(Date.now() + clockOffsetMs));
    let waiting: RunOutcomeBody;
    try {
      [waiting] = readContent<RunOutcomeBody[]>(
        await startRun(app, organization, 'google', [SPROUTSTRONG.resourceName]),
      ) as [RunOutcomeBody];
    } finally {
      await clearSandboxFaults(app);
    }
    expect(waiting).toMatchObject({
      state: 'waiting',
      reason: 'DAILY_LIMIT_REACHED',
      resumesAt: expectedResume.toISOString(),
    });
    expect(waiting.counts!.updated).toBe(0);
    const jobId = waiting.jobId!;

    // Visible as waiting in the run's view and in run history, and still the account's one run.
    expect((await readRun(organization, jobId)).run).toMatchObject({
      state: 'waiting',
      resumesAt: expectedResume.toISOString(),
    });
    const history = readContent<{ jobId: string; state: string; resumesAt: string | null }[]>(
      await getRunHistory(app, organization, '', { period: 'last_7_days' }),
    );
    expect(history.find((row) => row.jobId === jobId)).toMatchObject({
      state: 'waiting',
      resumesAt: expectedResume.toISOString(),
    });
    const second = await startRun(app, organization, 'google', [SPROUTSTRONG.resourceName]);
    expect(second.statusCode).toBe(409);

    // The queue holds the run back until the quota resets; then the clock reaches it.
    clockOffsetMs += 4 * 60 * 1000;
    const held = await releaseWaitingJob(jobId);
    expect(held).toEqual([expectedResume]);
    let resumed = await readRun(organization, jobId);
    for (let tries = 0; resumed.state !== 'completed' && tries < 240; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      resumed = await readRun(organization, jobId);
    }
    expect(resumed.run).toMatchObject({ state: 'completed', resumesAt: null });
    expect(resumed.run.counts.updated).toBeGreaterThan(0);
    // Each ad the run changed was written once, though its first batch was refused.
    const writesAfter = await readSandboxWrites(app);
    const written = Object.keys(writesAfter).filter(
      (key) => writesAfter[key] !== writesBefore[key],
    );
    expect(written.length).toBe(resumed.run.counts.updated);
    expect(written.every((key) => writesAfter[key]! - (writesBefore[key] ?? 0) === 1)).toBe(true);
  });
});
