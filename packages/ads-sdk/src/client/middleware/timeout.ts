import type { Middleware } from 'openapi-fetch';
import { combineSignals } from '../combine-signals.js';
import { copyRequest } from '../copy-request.js';

export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Aborts a call that takes longer than `timeoutMs`, while the caller's own `signal` keeps working.
 * The time covers the whole call, including a session refresh and the retry after it.
 * The abort surfaces as TIMEOUT_ERROR through the transport-error middleware.
 */
export function createTimeoutMiddleware(timeoutMs: number = DEFAULT_TIMEOUT_MS): Middleware {
  assertTimeout(timeoutMs);
  return {
    onRequest({ request }) {
      const callTimeoutMs = findCallTimeout(request) ?? timeoutMs;
      const signal = combineSignals([request.signal, AbortSignal.timeout(callTimeoutMs)]);
      return copyRequest(request, { signal });
    },
  };
}

/**
 * A call's own `timeoutMs`: openapi-fetch copies the options a Request does not know onto the
 * request object, so `client.GET(path, { timeoutMs })` arrives here.
 */
function findCallTimeout(request: Request): number | undefined {
  const callTimeoutMs = (request as Request & { timeoutMs?: unknown }).timeoutMs;
  if (callTimeoutMs === undefined) return undefined;
  if (typeof callTimeoutMs !== 'number') {
    throw new RangeError(`timeoutMs must be a number of milliseconds: ${String(callTimeoutMs)}`);
  }
  assertTimeout(callTimeoutMs);
  return callTimeoutMs;
}

export function assertTimeout(timeoutMs: number): void {
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new RangeError(`timeoutMs must be a positive whole number of milliseconds: ${timeoutMs}`);
  }
}
