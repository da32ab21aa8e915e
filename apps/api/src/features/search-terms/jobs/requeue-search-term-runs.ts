import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { defineJob, type JobContext } from '../../../core/jobs/job-definition.js';
import { requeueOrphanedWork } from '../../../core/jobs/orphaned-work.js';
import { listOrphanedSearchTermRunIds } from '../repositories/search-term-run-repository.js';
import { searchTermRunJob } from './search-term-run.js';

/** Every minute (and when a worker starts): runs a dead worker left go back to the queue. */
export const requeueSearchTermRunsJob = defineJob({
  name: 'requeue-search-term-runs',
  payloadSchema: z.object({}).strict(),
  cron: '* * * * *',
  isSentOnStart: true,
  queue: { retryLimit: 0, expireInSeconds: 5 * 60, policy: 'standard' },
  work: { batchSize: 1, pollingIntervalSeconds: 1, localConcurrency: 1 },
});

export async function requeueSearchTermRuns(
  context: JobContext<AppContext>,
): Promise<{ requeued: number; workerId: string }> {
  const { jobs } = context;
  if (!jobs) throw new Error('Requeueing search-term runs needs the job queue');
  const requeued = await requeueOrphanedWork({
    source: {
      listOrphans: (staleBefore, limit) =>
        listOrphanedSearchTermRunIds(context.db, staleBefore, limit),
    },
    send: (runIds) =>
      jobs.send(
        searchTermRunJob,
        runIds.map((runId) => ({ runId })),
      ),
    staleAfterMs: context.config.runs.staleAfterMs,
    now: context.now(),
    limit: 500,
  });
  if (requeued > 0) context.logger.info({ requeued }, 'Requeued search-term runs');
  return { requeued, workerId: context.workerId };
}
