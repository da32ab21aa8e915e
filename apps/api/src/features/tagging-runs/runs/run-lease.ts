import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { Logger } from '../../../core/logging/logger.js';
import { renewRunLease } from '../repositories/tagging-run-repository.js';

export interface RunLease {
  /** Aborted when another worker took the run over: the holder must stop writing at once. */
  signal: AbortSignal;
  /** Throws when the lease is lost. */
  check(): void;
  stop(): void;
}

export class LeaseLostError extends Error {
  constructor(runId: string) {
    super(`Run ${runId} was taken over by another worker`);
    this.name = 'LeaseLostError';
  }
}

/**
 * Keeps a run's heartbeat fresh on a timer, not per page: a page that waits out a long rate limit
 * must not look like a dead worker. Renews four times per stale period.
 */
export function holdRunLease(
  db: DatabaseExecutor,
  logger: Logger,
  runId: string,
  owner: string,
  options: { staleAfterMs: number; now: () => Date },
): RunLease {
  const controller = new AbortController();
  const renew = async () => {
    try {
      const isHeld = await renewRunLease(db, runId, owner, options.now());
      if (!isHeld) controller.abort(new LeaseLostError(runId));
    } catch (error) {
      // A database hiccup is not a lost lease; the next beat tries again.
      logger.warn({ err: error, runId }, 'Could not renew a run lease');
    }
  };
  const timer = setInterval(() => void renew(), Math.max(250, options.staleAfterMs / 4));
  timer.unref();
  return {
    signal: controller.signal,
    check: () => {
      if (controller.signal.aborted) throw new LeaseLostError(runId);
    },
    stop: () => clearInterval(timer),
  };
}
