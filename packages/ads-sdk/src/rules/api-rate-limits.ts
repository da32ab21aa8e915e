/**
 * How many requests one API key may make (issue 27): a runaway script gets 429 with `Retry-After`
 * before it spends the ad platforms' quotas. Sessions of the web app are not counted here. The
 * contract's description and the README state the same numbers; a test holds them together.
 */
export const API_KEY_RATE_LIMIT = {
  /** Requests per window for one key, whatever the operation. */
  limit: 300,
  windowSeconds: 60,
} as const;

/** The 429 message of the per-key limit. */
export function describeApiKeyRateLimit(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return (
    `This API key made more than ${String(API_KEY_RATE_LIMIT.limit)} requests in ` +
    `${String(API_KEY_RATE_LIMIT.windowSeconds)} seconds. Try again in ${String(seconds)} ` +
    `second${seconds === 1 ? '' : 's'}.`
  );
}
