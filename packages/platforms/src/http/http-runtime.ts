// The moving parts of every platform call, injectable so tests run without a network or a clock:
// `fetch`, `sleep` and `random` (the jitter) and the retry policy's bounds.

export interface RetryPolicy {
  /** Tries per request, the first included. */
  maxAttempts: number;
  /** The first back-off ceiling; it doubles per attempt (full jitter picks 0…ceiling). */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A `Retry-After` longer than this is not waited for: the call fails with `retryAfterSeconds`. */
  maxRetryAfterMs: number;
}

export interface HttpOptions {
  fetch?: typeof fetch;
  sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  /** A number in [0, 1), as Math.random. */
  random?: () => number;
  /** Milliseconds since the epoch; reads `Retry-After` dates and token lifetimes. */
  now?: () => number;
  retry?: Partial<RetryPolicy>;
  /** One attempt's time limit; a timed-out attempt counts as a network failure. Default 60 s. */
  timeoutMs?: number;
}

export interface HttpRuntime {
  fetch: typeof fetch;
  sleep: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
  now: () => number;
  retry: RetryPolicy;
  timeoutMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 120_000,
};

const DEFAULT_TIMEOUT_MS = 60_000;

export function sleepFor(milliseconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function resolveHttpRuntime(options: HttpOptions = {}): HttpRuntime {
  return {
    // Read the global at call time so a test or a polyfill installed later is honoured.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    sleep: options.sleep ?? sleepFor,
    random: options.random ?? Math.random,
    now: options.now ?? Date.now,
    retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
}
