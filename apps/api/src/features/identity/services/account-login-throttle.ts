import { describeLoginWait } from '@utmost/ads-sdk';
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
//   `hits` the failure's number; the next attempt waits `waitAfter(hits)` from that time;
// - `login:account:device-failed`: a device cookie (login-device.ts) that a wrong password was
//   sent with. A device whose cookie has not failed goes past the account's wait: its attempt is
//   not counted, and its success leaves the failures (and the wait) to the others.

const WAIT_RULE_NAME = `${ACCOUNT_LOGIN_THROTTLE.name}:wait`;
const DEVICE_FAILURE_RULE_NAME = `${ACCOUNT_LOGIN_THROTTLE.name}:device-failed`;

export interface AccountLoginAttempt {
  /** The account was waiting and a trusted device went past the wait. */
  isPastWait: boolean;
}

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

/** Seconds left of the account's wait after its last failure; 0 when it does not wait. */
async function findWaitLeft(executor: DatabaseExecutor, waitKey: string, now: Date) {
  const lastWait = await findLatestRateLimitBucket(executor, waitKey);
  if (!lastWait) return 0;
  const waitEnd = lastWait.windowStart.getTime() + findWaitAfterFailure(lastWait.hits) * 1000;
  return Math.max(0, (waitEnd - now.getTime()) / 1000);
}

/**
 * Before a password is checked for `address`: 429 with Retry-After while the account waits after
 * its last failure, otherwise the attempt is counted (and, past the free ones, starts the next
 * wait). One transaction: the count's row lock makes concurrent attempts from many clients take
 * turns, so a burst cannot slip several guesses past one wait, and a refused attempt is not
 * counted. A trusted device (a device cookie of this address that has not failed) goes past a
 * wait uncounted.
 */
export async function startAccountLoginAttempt(
  deps: Pick<ServiceDependencies, 'db' | 'now'>,
  address: string,
  options: { isTrustedDevice: boolean },
): Promise<AccountLoginAttempt> {
  const keys = toKeys(address);
  const now = deps.now();
  if (options.isTrustedDevice && (await findWaitLeft(deps.db, keys.wait, now)) > 0) {
    return { isPastWait: true };
  }
  await deps.db.transaction(async (transaction) => {
    const windowStart = findWindowStart(now, ACCOUNT_LOGIN_THROTTLE.windowSeconds);
    const attempt = await incrementRateLimitBucket(transaction, keys.attempts, windowStart);
    const waitLeft = await findWaitLeft(transaction, keys.wait, now);
    if (waitLeft > 0) throw createTooManyAttemptsError(waitLeft, describeLoginWait);
    if (attempt > ACCOUNT_LOGIN_THROTTLE.freeFailures) {
      await recordRateLimitBucket(transaction, keys.wait, now, attempt);
    }
  });
  return { isPastWait: false };
}

function toDeviceFailureKey(deviceNonce: string): string {
  return toRateLimitKey(DEVICE_FAILURE_RULE_NAME, deviceNonce);
}

/** Whether a wrong password was sent with this device cookie (within the retention of a day). */
export async function hasLoginDeviceFailed(
  executor: DatabaseExecutor,
  deviceNonce: string,
): Promise<boolean> {
  return (await findLatestRateLimitBucket(executor, toDeviceFailureKey(deviceNonce))) !== undefined;
}

/** A wrong password came with this device cookie: it waits like any other client from now on. */
export async function recordLoginDeviceFailure(
  executor: DatabaseExecutor,
  deviceNonce: string,
  now: Date,
): Promise<void> {
  await recordRateLimitBucket(executor, toDeviceFailureKey(deviceNonce), now, 1);
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
