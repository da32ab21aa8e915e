import { deleteExpiredTokens } from '../../repositories/expiring-token-repository.js';
import type { JobContext } from '../job-context.js';

/** Rows deleted per statement, and the most statements one run issues, so a run stays short. */
export const PRUNE_BATCH_SIZE = 1_000;
export const PRUNE_MAX_BATCHES = 50;

export interface PruneExpiredTokensResult {
  deletedCount: number;
  /** True when the cap stopped the run with expired rows left; the next run carries on. */
  isCapped: boolean;
  workerId: string;
}

/** Deletes the expiring tokens whose time has passed. Safe to run twice: the second finds none. */
export async function pruneExpiredTokens(context: JobContext): Promise<PruneExpiredTokensResult> {
  const now = context.now();
  let deletedCount = 0;
  for (let batch = 0; batch < PRUNE_MAX_BATCHES; batch += 1) {
    const deleted = await deleteExpiredTokens(context.db, now, PRUNE_BATCH_SIZE);
    deletedCount += deleted;
    if (deleted < PRUNE_BATCH_SIZE) {
      context.logger.info({ deletedCount }, 'Pruned expired tokens');
      return { deletedCount, isCapped: false, workerId: context.workerId };
    }
  }
  context.logger.warn({ deletedCount }, 'Pruned expired tokens; more remain for the next run');
  return { deletedCount, isCapped: true, workerId: context.workerId };
}
