import { findRunObstacle } from '@utmost/ads-sdk';
import type { RunSettings } from '../../../core/config/load-config.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import {
  insertScheduledRuns,
  listOrphanedRunIds,
  takeDueAccounts,
} from '../repositories/tagging-run-repository.js';
import type { RunQueue } from './run-queue.js';
import { requeueOrphanedWork } from '../../../core/jobs/orphaned-work.js';

// Auto runs (spec §3 nextRun.nextJobTime) and the recovery of runs a dead worker left behind.

/** Accounts taken per tick; the rest are due at the next minute. */
const DUE_ACCOUNTS_PER_TICK = 500;
const ORPHANS_PER_TICK = 500;

export interface SchedulerDependencies {
  db: DatabaseExecutor;
  now: Date;
  settings: Pick<RunSettings, 'intervalMs' | 'staleAfterMs'>;
  queue: RunQueue;
}

/**
 * Queues an auto run for every enabled account whose next run is due, and moves its next run
 * on by the interval. An account that cannot run now (disconnected, no template) keeps its
 * schedule and is tried again at its next time.
 */
export async function queueAutoRuns(deps: SchedulerDependencies): Promise<number> {
  const runIds = await deps.db.transaction(async (transaction) => {
    const due = await takeDueAccounts(
      transaction,
      deps.now,
      deps.settings.intervalMs,
      DUE_ACCOUNTS_PER_TICK,
    );
    const runnable = due.filter(
      (account) =>
        findRunObstacle(
          {
            connectionStatus: account.connectionStatus,
            hasTemplate: account.urlTemplateId !== null,
          },
          'run',
        ) === null,
    );
    return insertScheduledRuns(
      transaction,
      runnable.map((account) => ({
        organizationId: account.organizationId,
        workspaceId: account.workspaceId,
        adAccountId: account.id,
        platform: account.platform,
        platformAdAccountId: account.platformAdAccountId,
        accountName: account.name,
        source: 'auto' as const,
        updateMode: 'direct' as const,
      })),
    );
  });
  await deps.queue.send(runIds);
  return runIds.length;
}

/** Sends again the runs whose worker went silent (or whose job never reached one). */
export async function requeueOrphanedRuns(deps: SchedulerDependencies): Promise<number> {
  return requeueOrphanedWork({
    source: {
      listOrphans: (staleBefore, limit) => listOrphanedRunIds(deps.db, staleBefore, limit),
    },
    send: (runIds) => deps.queue.send(runIds),
    staleAfterMs: deps.settings.staleAfterMs,
    now: deps.now,
    limit: ORPHANS_PER_TICK,
  });
}
