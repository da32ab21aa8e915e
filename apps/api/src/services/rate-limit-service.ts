import { hashSecretToken } from '../auth/secret-tokens.js';
import { AppError } from '../http/app-error.js';
import { incrementRateLimitBucket } from '../repositories/rate-limit-repository.js';
import type { ServiceDependencies } from './service-dependencies.js';

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
} as const satisfies Record<string, RateLimitRule>;

/** Buckets older than this are of no use to any rule; the prune job deletes them. */
export const RATE_LIMIT_RETENTION_SECONDS = Math.max(
  ...Object.values(RATE_LIMITS).map((rule) => rule.windowSeconds),
);

/**
 * Counts one hit of `subject` (an IP, or IP and address) under `rule` in the database, so every
 * API process shares the count; throws 429 with Retry-After once the window's limit is passed.
 */
export async function enforceRateLimit(
  deps: Pick<ServiceDependencies, 'db' | 'now'>,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const now = deps.now().getTime();
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  // Hashed: the table then holds no addresses or e-mails, only counters.
  const key = `${rule.name}:${hashSecretToken(subject)}`;
  const hits = await incrementRateLimitBucket(deps.db, key, new Date(windowStart));
  if (hits <= rule.limit) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new AppError(
    'TOO_MANY_REQUESTS',
    `Too many attempts. Please try again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfterSeconds },
  );
}
