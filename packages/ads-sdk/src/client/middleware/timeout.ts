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
      const signal = combineSignals([request.signal, AbortSignal.timeout(timeoutMs)]);
      return copyRequest(request, { signal });
    },
  };
}

export function assertTimeout(timeoutMs: number): void {
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new RangeError(`timeoutMs must be a positive whole number of milliseconds: ${timeoutMs}`);
  }
}
