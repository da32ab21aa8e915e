import { z } from 'zod';
import { defineJob, type JobContext } from '../../../core/jobs/job-definition.js';
import type { AdPlatformsContext } from '../../ad-platforms/index.js';
import { executeSearchTermRun } from '../services/search-term-run-executor.js';

/** One search-term validation run (spec §4); the run row holds everything else. */
export const searchTermRunJob = defineJob({
  name: 'search-term-run',
  payloadSchema: z.object({ runId: z.uuid() }).strict(),
  queue: {
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
    policy: 'standard',
  },
  work: { batchSize: 1, pollingIntervalSeconds: 0.5 },
});

export async function runSearchTermJob(
  context: JobContext<AdPlatformsContext>,
  payload: { runId: string },
): Promise<{ outcome: string; workerId: string }> {
  const outcome = await executeSearchTermRun(
    {
      adPlatforms: context.adPlatforms,
      ai: context.config.ai,
      logger: context.logger,
      now: context.now,
      staleAfterMs: context.config.runs.staleAfterMs,
      workerId: context.workerId,
    },
    payload.runId,
  );
  return { outcome, workerId: context.workerId };
}
