import { queueAutoRuns, requeueOrphanedRuns } from '../../runs/run-scheduler.js';
import type { JobContext } from '../job-context.js';

export interface ScheduleTaggingRunsResult {
  queuedAutoRuns: number;
  requeuedRuns: number;
  workerId: string;
}

/** The minute tick: due auto runs are queued, abandoned runs sent to the workers again. */
export async function scheduleTaggingRuns(context: JobContext): Promise<ScheduleTaggingRunsResult> {
  const dependencies = {
    db: context.db,
    now: context.now(),
    settings: context.runs.settings,
    queue: context.runs.queue,
  };
  const queuedAutoRuns = await queueAutoRuns(dependencies);
  const requeuedRuns = await requeueOrphanedRuns(dependencies);
  if (queuedAutoRuns + requeuedRuns > 0) {
    context.logger.info({ queuedAutoRuns, requeuedRuns }, 'Scheduled tagging runs');
  }
  return { queuedAutoRuns, requeuedRuns, workerId: context.workerId };
}
