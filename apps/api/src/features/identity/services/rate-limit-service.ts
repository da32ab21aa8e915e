import { API_KEY_RATE_LIMIT, findRetryAfterMinutes } from '@utmost/ads-sdk';
import { hashSecretToken } from '../../../core/security/secret-tokens.js';
import { AppError } from '../../../core/errors/app-error.js';
import { incrementRateLimitBucket } from '../repositories/rate-limit-repository.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';

export interface RateLimitRule {
  name: string;
  /** Hits allowed per window; the next one answers 429. */
  limit: number;
  windowSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Per client (IP) and, where an address is typed, per client and address: guessing one account's
 * password is slow, while an office behind one IP still has room for its people.
 */
export const RATE_LIMITS = {
  loginPerAddress: { name: 'login:address', limit: 10, windowSeconds: FIFTEEN_MINUTES },
  loginPerClient: { name: 'login:client', limit: 100, windowSeconds: FIFTEEN_MINUTES },
  register: { name: 'register', limit: 20, windowSeconds: FIFTEEN_MINUTES },
  forgotPasswordPerAddress: {
    name: 'forgot-password:address',
    limit: 5,
    windowSeconds: FIFTEEN_MINUTES,
  },
  forgotPasswordPerClient: {
    name: 'forgot-password:client',
    limit: 20,
    windowSeconds: FIFTEEN_MINUTES,
  },
  checkEmail: { name: 'check-email', limit: 100, windowSeconds: FIFTEEN_MINUTES },
  verifyToken: { name: 'verify-token', limit: 50, windowSeconds: FIFTEEN_MINUTES },
  recoverPassword: { name: 'recover-password', limit: 20, windowSeconds: FIFTEEN_MINUTES },
  verifyEmail: { name: 'verify-email', limit: 50, windowSeconds: FIFTEEN_MINUTES },
  // Per user: each resend is a mail to an address nobody has proven yet, so it stays rare.
  resendVerificationEmail: {
    name: 'resend-verification-email:user',
    limit: 3,
    windowSeconds: FIFTEEN_MINUTES,
  },
  // "Resend link" on /expired-token: per client like forgot-password, and per account like the
  // verification resend, as each success is a mail to that account's address.
  resendLinkPerClient: { name: 'resend-link:client', limit: 20, windowSeconds: FIFTEEN_MINUTES },
  resendLinkPerUser: { name: 'resend-link:user', limit: 3, windowSeconds: FIFTEEN_MINUTES },
  // Every request of one API key (issue 27), with the numbers the contract and README give.
  apiKey: { name: 'api-key', ...API_KEY_RATE_LIMIT },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Password sign-in per account, across every client (account-login-throttle.ts): the first
 * `freeFailures` wrong passwords of a day cost nothing; from then on each failure makes the next
 * try of that address wait, twice as long each time, at most `maxDelaySeconds`. Only password
 * sign-in waits: a reset link and single sign-on stay open to the owner, and a reset ends the wait.
 */
export const ACCOUNT_LOGIN_THROTTLE = {
  name: 'login:account',
  freeFailures: 10,
  windowSeconds: 24 * 60 * 60,
  firstDelaySeconds: 30,
  maxDelaySeconds: 60 * 60,
} as const;

/** Buckets older than this are of no use to any rule; the prune job deletes them. */
export const RATE_LIMIT_RETENTION_SECONDS = Math.max(
  ...Object.values(RATE_LIMITS).map((rule) => rule.windowSeconds),
  ACCOUNT_LOGIN_THROTTLE.windowSeconds,
);

/** A bucket's key: hashed, so the table holds no addresses or e-mails, only counters. */
export function toRateLimitKey(ruleName: string, subject: string): string {
  return `${ruleName}:${hashSecretToken(subject)}`;
}

/** The fixed window of `windowSeconds` that `now` falls in. */
export function findWindowStart(now: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** The wait in words, from its length in whole minutes (and in seconds, for short windows). */
export type DescribeWait = (minutes: number, seconds: number) => string;

function describeAttemptsWait(minutes: number): string {
  return `Too many attempts. Please try again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}.`;
}

/** The 429 every limit answers, with the wait in Retry-After and in words. */
export function createTooManyAttemptsError(
  retryAfterSeconds: number,
  describeWait: DescribeWait = describeAttemptsWait,
): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('TOO_MANY_REQUESTS', describeWait(findRetryAfterMinutes(seconds), seconds), {
    retryAfterSeconds: seconds,
  });
}

/**
 * Counts one hit of `subject` (an IP, or IP and address) under `rule` in the database, so every
 * API process shares the count; throws 429 with Retry-After once the window's limit is passed.
 */
export async function enforceRateLimit(
  deps: Pick<ServiceDependencies, 'db' | 'now'>,
  rule: RateLimitRule,
  subject: string,
  describeWait?: DescribeWait,
): Promise<void> {
  const now = deps.now();
  const windowStart = findWindowStart(now, rule.windowSeconds);
  const key = toRateLimitKey(rule.name, subject);
  const hits = await incrementRateLimitBucket(deps.db, key, windowStart);
  if (hits <= rule.limit) return;
  const windowEnd = windowStart.getTime() + rule.windowSeconds * 1000;
  throw createTooManyAttemptsError((windowEnd - now.getTime()) / 1000, describeWait);
}
