/**
 * Reads a `Retry-After` header: either delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Returns undefined when the header is absent or unreadable, so the body's value can be used.
 */
export function parseRetryAfterHeader(
  value: string | null,
  now: Date = new Date(),
): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}

/**
 * The N of "try again in N minutes": whole minutes, rounded up, never 0 (a user told "0 minutes"
 * retries at once and is refused again). Unknown waits count as one minute.
 */
export function findRetryAfterMinutes(retryAfterSeconds: number | undefined): number {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds)) return 1;
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
