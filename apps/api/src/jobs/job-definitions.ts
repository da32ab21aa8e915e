import { z } from 'zod';
import { defineJob } from './job-definition.js';

export const pruneExpiredTokensJob = defineJob({
  name: 'prune-expired-tokens',
  payloadSchema: z.object({}).strict(),
  cron: '0 * * * *',
  queue: {
    // Deleting expired rows is idempotent, so a failed run is simply tried again a bit later.
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
    // One waiting run is enough: a second queued prune would find nothing the first left behind.
    policy: 'standard',
  },
  work: { batchSize: 1, pollingIntervalSeconds: 1 },
});

/** One tagging run (DESIGN §6); the run row holds everything else. */
export const taggingRunJob = defineJob({
  name: 'tagging-run',
  payloadSchema: z.object({ runId: z.uuid() }).strict(),
  queue: {
    // The run resumes where it stopped, so a retried job finishes it without repeating changes.
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    // A 100,000-ad account takes a while; a dead worker's run is picked up through its heartbeat
    // (schedule-tagging-runs) long before this.
    expireInSeconds: 6 * 60 * 60,
    policy: 'standard',
  },
  work: { batchSize: 1, pollingIntervalSeconds: 0.5 },
});

/**
 * Every minute: queues the auto runs that are due (spec §3 nextRun.nextJobTime) and sends again
 * the runs nobody works on (a worker died: its heartbeat went stale).
 */
export const scheduleTaggingRunsJob = defineJob({
  name: 'schedule-tagging-runs',
  payloadSchema: z.object({}).strict(),
  cron: '* * * * *',
  queue: { retryLimit: 0, expireInSeconds: 5 * 60, policy: 'standard' },
  work: { batchSize: 1, pollingIntervalSeconds: 1, localConcurrency: 1 },
});

export const JOB_DEFINITIONS = [
  pruneExpiredTokensJob,
  taggingRunJob,
  scheduleTaggingRunsJob,
] as const;
