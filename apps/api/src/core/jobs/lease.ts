import type { Logger } from '../logging/logger.js';

/**
 * A leased job's hold on its work (DESIGN §6): the row it works on names this worker and a
 * heartbeat; another worker takes the work over once the heartbeat goes stale.
 */
export interface Lease {
  /** Aborted when another worker took the work over: the holder must stop writing at once. */
  signal: AbortSignal;
  /** Throws when the lease is lost. */
  check(): void;
  /**
   * How far the work got, for people watching it: kept in memory and written with the next
   * heartbeat, so reporting after every item costs no extra write.
   */
  reportProgress(progress: unknown): void;
  stop(): void;
}

export class LeaseLostError extends Error {
  constructor(subject: string) {
    super(`${subject} was taken over by another worker`);
    this.name = 'LeaseLostError';
  }
}

export interface LeaseOptions {
  /** Names the work in errors and logs ("Run 1234"). */
  subject: string;
  /** Renews the heartbeat (with the latest progress reported); false when the work is no longer this worker's. */
  renew: (now: Date, progress: unknown) => Promise<boolean>;
  /** After how long without a heartbeat other workers may take the work over. */
  staleAfterMs: number;
  now: () => Date;
  logger: Logger;
}

/**
 * Keeps a lease's heartbeat fresh on a timer, not per unit of work: a page that waits out a long
 * rate limit must not look like a dead worker. Renews four times per stale period.
 */
export function holdLease(options: LeaseOptions): Lease {
  const controller = new AbortController();
  let progress: unknown;
  const renew = async () => {
    try {
      const isHeld = await options.renew(options.now(), progress);
      if (!isHeld) controller.abort(new LeaseLostError(options.subject));
    } catch (error) {
      // A database hiccup is not a lost lease; the next beat tries again.
      options.logger.warn({ err: error, subject: options.subject }, 'Could not renew a lease');
    }
  };
  const timer = setInterval(() => void renew(), Math.max(250, options.staleAfterMs / 4));
  timer.unref();
  return {
    signal: controller.signal,
    check: () => {
      if (controller.signal.aborted) throw new LeaseLostError(options.subject);
    },
    reportProgress: (value) => {
      progress = value;
    },
    stop: () => clearInterval(timer),
  };
}
