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

export const JOB_DEFINITIONS = [pruneExpiredTokensJob] as const;
