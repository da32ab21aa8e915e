import type { JobSender } from '../../../core/jobs/job-sender.js';
import { taggingRunJob } from '../jobs/tagging-run.js';

/** How runs reach the workers: a pg-boss job per run, carrying only the run's id. */
export interface RunQueue {
  send(runIds: readonly string[]): Promise<void>;
}

export function createRunQueue(jobs: JobSender): RunQueue {
  return {
    send: (runIds) =>
      jobs.send(
        taggingRunJob,
        runIds.map((runId) => ({ runId })),
      ),
  };
}
