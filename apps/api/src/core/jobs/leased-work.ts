import type { Logger } from '../logging/logger.js';
import { holdLease, LeaseLostError, type Lease } from './lease.js';

/**
 * One leased piece of work as its feature stores it (a tagging run's row, later a search-term
 * run's): the runtime claims it, keeps its heartbeat and hands it back; the feature says how.
 */
export interface LeasedWorkStore<Row> {
  /** Takes the work for `owner` when it is free or its holder's heartbeat is older than `staleBefore`. */
  claim(owner: string, now: Date, staleBefore: Date): Promise<Row | null>;
  /**
   * Renews the heartbeat, storing the progress the work last reported (undefined when none); false
   * when the work is no longer `owner`'s.
   */
  renew(owner: string, now: Date, progress: unknown): Promise<boolean>;
  /** Gives the work back to the queue after an unexpected error, for a retry to resume. */
  release(owner: string): Promise<void>;
}

export interface LeasedWorkOptions<Row> {
  /** Names the work in errors and logs ("Run 1234"). */
  subject: string;
  /** This attempt's identity: the worker plus a nonce, so two attempts never share a lease. */
  owner: string;
  store: LeasedWorkStore<Row>;
  staleAfterMs: number;
  now: () => Date;
  logger: Logger;
}

/**
 * Runs `work` under a lease (DESIGN §6): claim (taking over a stale holder's), heartbeat on a
 * timer, and, when another worker takes the work over, stop without error. Any other failure
 * releases the work and is thrown for the job's retry. Undefined when the work was not claimed
 * or was lost; `work` itself answers undefined when it finds the work no longer its own.
 */
export async function runLeasedWork<Row, Result>(
  options: LeasedWorkOptions<Row>,
  work: (row: Row, lease: Lease) => Promise<Result | undefined>,
): Promise<Result | undefined> {
  const { store, owner, now } = options;
  const claimedAt = now();
  const row = await store.claim(
    owner,
    claimedAt,
    new Date(claimedAt.getTime() - options.staleAfterMs),
  );
  if (!row) return undefined;
  const lease = holdLease({
    subject: options.subject,
    renew: (at, progress) => store.renew(owner, at, progress),
    staleAfterMs: options.staleAfterMs,
    now,
    logger: options.logger,
  });
  try {
    return await work(row, lease);
  } catch (error) {
    if (error instanceof LeaseLostError) {
      options.logger.warn(`${options.subject}: another worker took it over; stopping`);
      return undefined;
    }
    await store.release(owner).catch(() => undefined);
    throw error;
  } finally {
    lease.stop();
  }
}
