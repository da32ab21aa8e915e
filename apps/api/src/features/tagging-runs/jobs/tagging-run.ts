import { executeTaggingRun, type RunExecution } from '../runs/run-executor.js';
import { z } from 'zod';
import { defineJob, type JobContext } from '../../../core/jobs/job-definition.js';
import type { AdPlatformsContext } from '../../ad-platforms/index.js';

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
 * Executes (or resumes) one tagging run; a second delivery of the same run changes nothing. A run
 * that spent Google's daily limit is sent again to start when the limit resets, where it resumes.
 */
export async function runTaggingJob(
  context: JobContext<AdPlatformsContext>,
  payload: { runId: string },
): Promise<RunExecution & { workerId: string }> {
  const execution = await executeTaggingRun(
    {
      adPlatforms: { ...context.adPlatforms, logger: context.logger, now: context.now },
      settings: context.config.runs,
      workerId: context.workerId,
    },
    payload.runId,
  );
  if (execution.outcome === 'waiting') {
    if (!context.jobs) throw new Error('A waiting tagging run needs the job queue to resume');
    const startAfter = execution.resumesAt;
    await context.jobs.send(taggingRunJob, [{ runId: execution.runId }], { startAfter });
  }
  return { ...execution, workerId: context.workerId };
}
