import { z } from 'zod';
import { defineJob, type JobContext } from '../../../core/jobs/job-definition.js';
import type { AdPlatformsContext } from '../../ad-platforms/index.js';
import { executeNegativeBatch } from '../services/negative-batch-executor.js';

/** Applies or undoes one batch of negative keywords (issue 28 item 5); the row holds the rest. */
export const negativeKeywordBatchJob = defineJob({
  name: 'negative-keyword-batch',
  payloadSchema: z.object({ batchId: z.uuid() }).strict(),
  queue: {
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
    policy: 'standard',
  },
  work: { batchSize: 1, pollingIntervalSeconds: 0.5 },
});

export async function runNegativeKeywordBatchJob(
  context: JobContext<AdPlatformsContext>,
  payload: { batchId: string },
): Promise<{ outcome: string; workerId: string }> {
  const outcome = await executeNegativeBatch(
    {
      adPlatforms: context.adPlatforms,
      logger: context.logger,
      now: context.now,
      staleAfterMs: context.config.runs.staleAfterMs,
      workerId: context.workerId,
    },
    payload.batchId,
  );
  return { outcome, workerId: context.workerId };
}
