import type { AppContext } from '../../../core/app-context.js';
import { createRunQueue } from '../runs/run-queue.js';
import { queueAutoRuns, requeueOrphanedRuns } from '../runs/run-scheduler.js';
import { z } from 'zod';
import { defineJob, type JobContext } from '../../../core/jobs/job-definition.js';

/**
 * Every minute: queues the auto runs that are due (spec §3 nextRun.nextJobTime) and sends again
 * the runs nobody works on (a worker died: its heartbeat went stale).
 */
export const scheduleTaggingRunsJob = defineJob({
  name: 'schedule-tagging-runs',
  payloadSchema: z.object({}).strict(),
  cron: '* * * * *',
  // Runs a dead worker left are picked up at start, not only at the next minute.
  isSentOnStart: true,
  queue: { retryLimit: 0, expireInSeconds: 5 * 60, policy: 'standard' },
  work: { batchSize: 1, pollingIntervalSeconds: 1, localConcurrency: 1 },
});

export interface ScheduleTaggingRunsResult {
  queuedAutoRuns: number;
  requeuedRuns: number;
  workerId: string;
}

/** The minute tick: due auto runs are queued, abandoned runs sent to the workers again. */
export async function scheduleTaggingRuns(
  context: JobContext<AppContext>,
): Promise<ScheduleTaggingRunsResult> {
  if (!context.jobs) throw new Error('Scheduling tagging runs needs the job queue');
  const dependencies = {
    db: context.db,
    now: context.now(),
    settings: context.config.runs,
    queue: createRunQueue(context.jobs),
  };
  const queuedAutoRuns = await queueAutoRuns(dependencies);
  const requeuedRuns = await requeueOrphanedRuns(dependencies);
  if (queuedAutoRuns + requeuedRuns > 0) {
    context.logger.info({ queuedAutoRuns, requeuedRuns }, 'Scheduled tagging runs');
  }
  return { queuedAutoRuns, requeuedRuns, workerId: context.workerId };
}
