import type { PlatformCredentials } from '../src/ad-platform.js';
import type { HttpOptions } from '../src/http/http-runtime.js';

// A scripted `fetch` for unit tests (injected, never patched onto the global): each call is
// recorded and answered by the handler, which may also throw to simulate a network failure.

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export type FakeHandler = (call: RecordedCall, index: number) => Response | Promise<Response>;

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function createFakeFetch(handler: FakeHandler): {
  fetch: typeof fetch;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      url: String(input),
      headers,
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    calls.push(call);
    return handler(call, calls.length - 1);
  };
  return { fetch: fakeFetch as typeof fetch, calls };
}

/** Answers calls in order from a list; a function entry throws (a network failure). */
export function createSequenceFetch(answers: (Response | (() => never))[]) {
  return createFakeFetch((_call, index) => {
    const answer = answers[index];
    if (answer === undefined) throw new Error(`Unexpected call #${index + 1}`);
    if (typeof answer === 'function') return answer();
    return answer;
  });
}

/** HTTP options for tests: the given fetch, recorded sleeps that do not wait, fixed jitter. */
export function createTestHttp(
  fetchFunction: typeof fetch,
  overrides: Partial<HttpOptions> = {},
): { http: HttpOptions; sleeps: number[] } {
  const sleeps: number[] = [];
  return {
    sleeps,
    http: {
      fetch: fetchFunction,
      sleep: async (milliseconds) => {
        sleeps.push(milliseconds);
      },
      random: () => 0.5,
      now: () => Date.UTC(2026, 0, 15, 9, 0, 0),
      retry: { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 1_000, maxRetryAfterMs: 10_000 },
      ...overrides,
    },
  };
}

/** Credentials that hand out `token-1`, then `token-2`, … on each forced refresh. */
export function createTestCredentials(): PlatformCredentials & { forcedRefreshes: number } {
  let version = 1;
  const credentials = {
    forcedRefreshes: 0,
    async getAccessToken(options?: { forceRefresh?: boolean }) {
      if (options?.forceRefresh) {
        credentials.forcedRefreshes += 1;
        version += 1;
      }
      return `token-${version}`;
    },
  };
  return credentials;
}
