import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taggingRuns } from '../../src/features/tagging-runs/schema.js';
import {
  queueAutoRuns,
  requeueOrphanedRuns,
} from '../../src/features/tagging-runs/runs/run-scheduler.js';
import { createOrganization } from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { changeAccounts, readContent } from '../url-templates/url-template-fixtures.js';
import { ENGINES, prepareAccount, RUN_TEST_ENV } from './run-fixtures.js';

// Auto runs (spec §3 nextRun.nextJobTime): enabling schedules the first run one interval ahead,
// each due account gets one auto run and its next time, and runs nobody works on are re-sent.

const HOUR_MS = 60 * 60 * 1000;
const INTERVAL_MS = 24 * HOUR_MS;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ runWorkers: 'queue-only', env: RUN_TEST_ENV });
});

afterAll(async () => {
  await testApp.close();
});

interface ScheduledAccountBody {
  enabled: boolean;
  nextRun: { nextJobTime: string } | null;
}

function recordingQueue() {
  const sent: string[] = [];
  return { sent, send: async (ids: readonly string[]) => void sent.push(...ids) };
}

describe('the auto-run schedule', () => {
  it('queues one auto run per due account, moves its next run on, and re-sends orphans', async () => {
    const { app } = testApp;
    const db = testApp.testDatabase.database.db;
    const organization = await createOrganization(testApp, 'schedule');
    await prepareAccount(app, organization, 'google', ENGINES);

    const enabledAt = Date.now();
    const [enabled] = readContent<ScheduledAccountBody[]>(
      await changeAccounts(app, organization, 'google', [ENGINES.resourceName], { enabled: true }),
    );
    const firstRunAt = new Date(enabled!.nextRun!.nextJobTime).getTime();
    expect(firstRunAt - enabledAt).toBeGreaterThanOrEqual(INTERVAL_MS - 60_000);
    expect(firstRunAt - enabledAt).toBeLessThanOrEqual(INTERVAL_MS + 60_000);

    const settings = { intervalMs: INTERVAL_MS, staleAfterMs: 2_000 };
    const queue = recordingQueue();
    // Not due yet.
    expect(await queueAutoRuns({ db, now: new Date(enabledAt), settings, queue })).toBe(0);

    const dueAt = new Date(firstRunAt + HOUR_MS);
    expect(await queueAutoRuns({ db, now: dueAt, settings, queue })).toBe(1);
    expect(queue.sent).toHaveLength(1);
    const [run] = await db.select().from(taggingRuns).where(eq(taggingRuns.id, queue.sent[0]!));
    expect(run).toMatchObject({ source: 'auto', updateMode: 'direct', state: 'queued' });

    const [after] = readContent<ScheduledAccountBody[]>(
      await app.inject({
        method: 'GET',
        url: `/api/v1/google/ads/accounts?organization_id=${organization.id}`,
        headers: { cookie: organization.cookie },
      }),
    );
    expect(new Date(after!.nextRun!.nextJobTime).getTime()).toBe(dueAt.getTime() + INTERVAL_MS);

    // Due again while the first is still queued: no second run of the same account.
    const laterStill = new Date(dueAt.getTime() + 2 * INTERVAL_MS);
    expect(await queueAutoRuns({ db, now: laterStill, settings, queue })).toBe(0);

    // Nobody picked the queued run up: it is sent to the workers again.
    expect(await requeueOrphanedRuns({ db, now: laterStill, settings, queue })).toBe(1);
    expect(queue.sent).toEqual([run!.id, run!.id]);

    const [disabled] = readContent<ScheduledAccountBody[]>(
      await changeAccounts(app, organization, 'google', [ENGINES.resourceName], {
        enabled: false,
      }),
    );
    expect(disabled!.nextRun).toBeNull();
  });
});
