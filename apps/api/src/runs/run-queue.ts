import type { PgBoss } from 'pg-boss';
import { taggingRunJob } from '../jobs/job-definitions.js';

/** How runs reach the workers: a pg-boss job per run, carrying only the run's id. */
export interface RunQueue {
  send(runIds: readonly string[]): Promise<void>;
}

export function createRunQueue(boss: PgBoss): RunQueue {
  return {
    send: async (runIds) => {
      if (runIds.length === 0) return;
      await boss.insert(
        taggingRunJob.name,
        runIds.map((runId) => ({ data: { runId } })),
      );
    },
  };
}
