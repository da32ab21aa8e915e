import type { Middleware } from 'openapi-fetch';
import { mapFetchFailure } from '../../errors/transport-error.js';
import { IDEMPOTENCY_KEY_HEADER } from '../../rules/idempotency.js';
import { parseRetryAfterHeader } from '../../rules/retry-after.js';

export interface RetryOptions {
  /** Retries after the first answer; default 2. */
  maxRetries?: number;
  /** First pause without `Retry-After`, doubled each retry (full jitter); default 500 ms. */
  baseDelayMs?: number;
  /** Longest pause; a `Retry-After` longer than this is not waited for; default 30 000 ms. */
  maxDelayMs?: number;
  /** Called before each pause. */
  onRetry?: (retry: { attempt: number; delayMs: number; response: Response }) => void;
  /** Replaces `Math.random` (tests). */
  random?: () => number;
}

export const RETRY_DEFAULTS = { maxRetries: 2, baseDelayMs: 500, maxDelayMs: 30_000 } as const;

/** Methods that do the same thing however often they are sent (RFC 9110 §9.2.2). */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * Opt-in retries of 429 and 5xx answers (issue 27): waits the answer's `Retry-After` (plus up to a
 * tenth more, so clients told the same wait do not return at once), else a random pause of up to
 * `baseDelayMs` doubled per retry. Only calls that are safe to send again are retried: the
 * idempotent methods, and any call with an `Idempotency-Key` (the SDK adds one to run starts and
 * decision writes). The call's timeout and `signal` cover the pauses too.
 */
export function createRetryMiddleware(options: RetryOptions = {}): Middleware {
  const maxRetries = options.maxRetries ?? RETRY_DEFAULTS.maxRetries;
  const baseDelayMs = options.baseDelayMs ?? RETRY_DEFAULTS.baseDelayMs;
  const maxDelayMs = options.maxDelayMs ?? RETRY_DEFAULTS.maxDelayMs;
  const random = options.random ?? Math.random;
  const copies = new WeakMap<Request, Request>();

  function findDelayMs(response: Response, attempt: number): number | undefined {
    const retryAfterSeconds = parseRetryAfterHeader(response.headers.get('Retry-After'));
    if (retryAfterSeconds !== undefined) {
      const waitMs = retryAfterSeconds * 1000;
      if (waitMs > maxDelayMs) return undefined;
      return Math.min(maxDelayMs, waitMs + random() * Math.max(waitMs / 10, 100));
    }
    return random() * Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
  }

  return {
    onRequest({ request }) {
      if (IDEMPOTENT_METHODS.has(request.method) || request.headers.has(IDEMPOTENCY_KEY_HEADER)) {
        copies.set(request, request.clone());
      }
      return undefined;
    },
    async onResponse({ request, response, options: fetchOptions }) {
      const copy = copies.get(request);
      if (!copy) return undefined;
      let answer = response;
      for (let attempt = 0; attempt < maxRetries && isRetryable(answer); attempt += 1) {
        const delayMs = findDelayMs(answer, attempt);
        if (delayMs === undefined) break;
        options.onRetry?.({ attempt: attempt + 1, delayMs, response: answer });
        await answer.body?.cancel();
        try {
          await pause(delayMs, request.signal);
          // A fresh copy each time: a body can be sent once.
          answer = await fetchOptions.fetch(
            new Request(copy.clone(), { headers: request.headers }),
          );
        } catch (error) {
          throw mapFetchFailure(error, request);
        }
      }
      return answer === response ? undefined : answer;
    },
  };
}

function isRetryable(response: Response): boolean {
  return response.status === 429 || response.status >= 500;
}

function pause(delayMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, delayMs);
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', abort, { once: true });
  });
}
