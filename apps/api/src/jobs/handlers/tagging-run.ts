import { executeTaggingRun, type RunExecution } from '../../runs/run-executor.js';
import type { JobContext } from '../job-context.js';

/** Executes (or resumes) one tagging run; a second delivery of the same run changes nothing. */
export async function runTaggingJob(
  context: JobContext,
  payload: { runId: string },
): Promise<RunExecution & { workerId: string }> {
  const execution = await executeTaggingRun(
    {
      adPlatforms: { ...context.runs.adPlatforms, logger: context.logger, now: context.now },
      settings: context.runs.settings,
      workerId: context.workerId,
    },
    payload.runId,
  );
  return { ...execution, workerId: context.workerId };
}
