import type { RetryPolicy } from './http-runtime.js';

// How long to wait before the next attempt: the server's Retry-After when it sent one, otherwise
// exponential back-off with full jitter (a random wait between 0 and the doubling ceiling), which
// spreads the retries of many workers hit by the same outage.

/** `Retry-After` as milliseconds from now: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - nowMs);
}

/** Full-jitter delay before attempt `attempt + 1`, for `attempt` ≥ 1 failed tries so far. */
export function computeBackoffMs(
  attempt: number,
  policy: RetryPolicy,
  random: () => number,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}
