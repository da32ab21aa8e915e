import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { pruneExpiredTokensJob } from '../src/features/identity/jobs/prune-expired-tokens.js';
import { JOB_SCHEMA } from '../src/core/jobs/job-queue.js';
import { createTestDatabaseTarget, TEST_DATABASE_URL } from './helpers/test-database.js';
import { startUtmostProcess, type UtmostProcess } from './helpers/utmost-process.js';

const JOB_COUNT = 40;
const SECRET = 'two-workers-secret-that-is-long-enough';

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
  output: { workerId?: string } | null;
}

describe.skipIf(!TEST_DATABASE_URL)(
  'two worker processes on one PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    it(`share ${JOB_COUNT} jobs, each run exactly once`, { timeout: 90_000 }, async () => {
      const target = await createTestDatabaseTarget();
      if (target.target.kind !== 'postgres') throw new Error('Expected PostgreSQL');
      const env = {
        DATABASE_URL: target.target.url,
        APP_SECRET: SECRET,
        DATA_DIR: target.dataDir,
        JOB_CONCURRENCY: '4',
      };
      const workers: UtmostProcess[] = [];
      const sender = new PgBoss({
        connectionString: target.target.url,
        schema: JOB_SCHEMA,
        supervise: false,
        schedule: false,
      });
      try {
        workers.push(startUtmostProcess('worker', env), startUtmostProcess('worker', env));
        await Promise.all(workers.map((worker) => worker.waitForOutput(/Utmost worker is ready/)));
        const pids = workers.map((worker) => String(worker.child.pid));

        await sender.start();
        // Our own ids: the hourly schedule may add a job of the same queue meanwhile.
        const ids = Array.from({ length: JOB_COUNT }, () => randomUUID());
        await sender.insert(
          pruneExpiredTokensJob.name,
          ids.map((id) => ({ id, data: {} })),
        );

        const rows = await waitForAllCompleted(target.target.url, ids);
        expect(rows).toHaveLength(JOB_COUNT);
        for (const row of rows) {
          expect(row.state).toBe('completed');
          // retry_count goes up each time a job is claimed again: 0 means it was started once.
          expect(row.retry_count).toBe(0);
        }
        const runsByPid = new Map<string, number>();
        for (const row of rows) {
          const pid = row.output?.workerId?.split(':').pop() ?? 'unknown';
          runsByPid.set(pid, (runsByPid.get(pid) ?? 0) + 1);
        }
        expect([...runsByPid.keys()].sort()).toEqual([...pids].sort());
        expect([...runsByPid.values()].reduce((sum, count) => sum + count, 0)).toBe(JOB_COUNT);

        for (const worker of workers) worker.child.kill('SIGTERM');
        expect(await Promise.all(workers.map((worker) => worker.exited))).toEqual([0, 0]);
      } finally {
        for (const worker of workers) worker.child.kill('SIGKILL');
        await Promise.all(workers.map((worker) => worker.exited));
        await sender.stop({ graceful: false, close: true });
        await target.drop();
      }
    });
  },
);

async function waitForAllCompleted(url: string, ids: string[]): Promise<JobRow[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await pool.query<JobRow>(
        `select id, state, retry_count, output from ${JOB_SCHEMA}.job where id = any($1::uuid[])`,
        [ids],
      );
      if (rows.length === ids.length && rows.every((row) => row.state === 'completed')) return rows;
      if (Date.now() > deadline) {
        throw new Error(`Jobs did not complete: ${JSON.stringify(rows.map((row) => row.state))}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await pool.end();
  }
}
