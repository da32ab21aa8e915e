import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { defineJob, type JobContext } from '../../../core/jobs/job-definition.js';
import { findAccountValidationBlocker } from '../../ad-platforms/index.js';
import { requeueOrphanedWork } from '../../../core/jobs/orphaned-work.js';
import { listOrphanedSearchTermRunIds } from '../repositories/search-term-run-repository.js';
import {
  insertScheduledSearchTermRuns,
  takeDueValidations,
} from '../repositories/validation-schedule-repository.js';
import { listOrphanedNegativeBatchIds } from '../repositories/negative-batch-repository.js';
import { findValidationPeriod } from '../services/search-term-run-service.js';
import { negativeKeywordBatchJob } from './negative-keyword-batch.js';
import { searchTermRunJob } from './search-term-run.js';

/** Daily, per account (spec §3 nextRunSearchTerm). */
export const VALIDATION_INTERVAL_MS = 24 * 60 * 60 * 1000;
const PER_TICK = 500;

/**
 * Every minute (and when a worker starts): queues the validations that are due, and sends again
 * the runs and negative keyword batches a dead worker left.
 */
export const scheduleSearchTermRunsJob = defineJob({
  name: 'schedule-search-term-runs',
  payloadSchema: z.object({}).strict(),
  cron: '* * * * *',
  isSentOnStart: true,
  queue: { retryLimit: 0, expireInSeconds: 5 * 60, policy: 'standard' },
  work: { batchSize: 1, pollingIntervalSeconds: 1, localConcurrency: 1 },
});

export async function scheduleSearchTermRuns(
  context: JobContext<AppContext>,
): Promise<{ queued: number; requeued: number; workerId: string }> {
  const { jobs } = context;
  if (!jobs) throw new Error('Scheduling search-term runs needs the job queue');
  const now = context.now();
  const send = (runIds: string[]) =>
    jobs.send(
      searchTermRunJob,
      runIds.map((runId) => ({ runId })),
    );
  const queuedIds = await context.db.transaction(async (transaction) => {
    const due = await takeDueValidations(transaction, now, VALIDATION_INTERVAL_MS, PER_TICK);
    // An account that cannot be validated now (no brief, a broken login) keeps its schedule.
    const runnable = due.filter((account) => findAccountValidationBlocker(account) === null);
    return insertScheduledSearchTermRuns(
      transaction,
      runnable.map((account) => ({
        organizationId: account.organizationId,
        adAccountId: account.id,
        accountName: account.name,
        resourceName: account.resourceName,
        ...findValidationPeriod(now),
      })),
    );
  });
  await send(queuedIds);
  const requeued = await requeueOrphanedWork({
    source: {
      listOrphans: (staleBefore, limit) =>
        listOrphanedSearchTermRunIds(context.db, staleBefore, limit),
    },
    send,
    staleAfterMs: context.config.runs.staleAfterMs,
    now,
    limit: PER_TICK,
  });
  const requeuedBatches = await requeueOrphanedWork({
    source: {
      listOrphans: (staleBefore, limit) =>
        listOrphanedNegativeBatchIds(context.db, staleBefore, limit),
    },
    send: (batchIds) =>
      jobs.send(
        negativeKeywordBatchJob,
        batchIds.map((batchId) => ({ batchId })),
      ),
    staleAfterMs: context.config.runs.staleAfterMs,
    now,
    limit: PER_TICK,
  });
  if (requeuedBatches > 0) {
    context.logger.info({ requeued: requeuedBatches }, 'Requeued negative keyword batches');
  }
  if (queuedIds.length + requeued > 0) {
    context.logger.info({ queued: queuedIds.length, requeued }, 'Scheduled search-term runs');
  }
  return { queued: queuedIds.length, requeued, workerId: context.workerId };
}
