import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import {
  deleteRateLimitBuckets,
  findLatestRateLimitBucket,
  incrementRateLimitBucket,
  recordRateLimitBucket,
} from '../repositories/rate-limit-repository.js';
import { normalizeEmail } from '../repositories/user-repository.js';
import {
  ACCOUNT_LOGIN_THROTTLE,
  createTooManyAttemptsError,
  findWindowStart,
  toRateLimitKey,
} from './rate-limit-service.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';

// Password guessing per account, whatever the number of clients (the per-IP limits give each new
// IP ten more tries). Two kinds of bucket in rate_limit_buckets, keyed by the typed address (known
// or not, so the answer tells nothing about accounts):
// - `login:account`: the attempts of the day (window), counted before the password is checked;
//   an attempt that turns out right forgets them all, so only failures add up;
// - `login:account:wait`: one row per failure past the free ones, at the time it happened, its
//   `hits` the failure's number; the next attempt waits `waitAfter(hits)` from that time.

const WAIT_RULE_NAME = `${ACCOUNT_LOGIN_THROTTLE.name}:wait`;

function toKeys(address: string): { attempts: string; wait: string } {
  const subject = normalizeEmail(address);
  return {
    attempts: toRateLimitKey(ACCOUNT_LOGIN_THROTTLE.name, subject),
    wait: toRateLimitKey(WAIT_RULE_NAME, subject),
  };
}

/** The wait after failure number `failure`: doubling from the first delay, capped. */
export function findWaitAfterFailure(failure: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = ACCOUNT_LOGIN_THROTTLE;
  if (failure <= freeFailures) return 0;
  const doublings = Math.min(failure - freeFailures - 1, 30);
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** doublings);
}

/**
 * Before a password is checked for `address`: 429 with Retry-After while the account waits after
 * its last failure, otherwise the attempt is counted (and, past the free ones, starts the next
 * wait). One transaction: the count's row lock makes concurrent attempts from many clients take
 * turns, so a burst cannot slip several guesses past one wait, and a refused attempt is not
 * counted.
 */
export async function startAccountLoginAttempt(
  deps: Pick<ServiceDependencies, 'db' | 'now'>,
  address: string,
): Promise<void> {
  const keys = toKeys(address);
  const now = deps.now();
  await deps.db.transaction(async (transaction) => {
    const windowStart = findWindowStart(now, ACCOUNT_LOGIN_THROTTLE.windowSeconds);
    const attempt = await incrementRateLimitBucket(transaction, keys.attempts, windowStart);
    const lastWait = await findLatestRateLimitBucket(transaction, keys.wait);
    if (lastWait) {
      const waitEnd = lastWait.windowStart.getTime() + findWaitAfterFailure(lastWait.hits) * 1000;
      if (waitEnd > now.getTime()) {
        throw createTooManyAttemptsError((waitEnd - now.getTime()) / 1000);
      }
    }
    if (attempt > ACCOUNT_LOGIN_THROTTLE.freeFailures) {
      await recordRateLimitBucket(transaction, keys.wait, now, attempt);
    }
  });
}

/**
 * The account's failures are forgotten: after the right password (the attempt just counted was
 * not a failure) and after a password reset (whoever guessed now guesses a new password; the owner
 * who proved the address signs in at once).
 */
export async function forgetAccountLoginFailures(
  executor: DatabaseExecutor,
  address: string,
): Promise<void> {
  const keys = toKeys(address);
  await deleteRateLimitBuckets(executor, [keys.attempts, keys.wait]);
}
