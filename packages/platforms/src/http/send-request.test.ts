import { describe, expect, it } from 'vitest';
import {
  createSequenceFetch,
  createTestCredentials,
  createTestHttp,
  jsonResponse,
} from '../../test/fake-fetch.js';
import { PlatformError } from '../platform-error.js';
import { computeBackoffMs, parseRetryAfter } from './backoff.js';
import { resolveHttpRuntime } from './http-runtime.js';
import { sendAuthorized, sendWithRetry, type DescribeFailure } from './send-request.js';

const describeByStatus: DescribeFailure = (response) => ({
  code:
    response.status === 429
      ? 'RATE_LIMITED'
      : response.status >= 500
        ? 'SERVER_ERROR'
        : response.status === 401
          ? 'AUTH_REVOKED'
          : 'UNKNOWN',
  message: `status ${response.status}`,
  httpStatus: response.status,
  platformCode: null,
});

const request = { method: 'GET' as const, url: 'https://api.test/things?x=1', headers: {} };
const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

function networkFailure(): never {
  throw new TypeError('fetch failed');
}

async function catchError(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates, and ignores what it cannot read', () => {
    expect(parseRetryAfter('7', NOW)).toBe(7000);
    expect(parseRetryAfter(new Date(NOW + 12_000).toUTCString(), NOW)).toBe(12_000);
    expect(parseRetryAfter(new Date(NOW - 5_000).toUTCString(), NOW)).toBe(0);
    expect(parseRetryAfter('soon', NOW)).toBeNull();
    expect(parseRetryAfter(null, NOW)).toBeNull();
  });
});

describe('computeBackoffMs', () => {
  const policy = { maxAttempts: 5, baseDelayMs: 100, maxDelayMs: 1_000, maxRetryAfterMs: 0 };

  it('doubles the ceiling per attempt and caps it', () => {
    const ceiling = () => 0.999999;
    expect(computeBackoffMs(1, policy, ceiling)).toBe(99);
    expect(computeBackoffMs(2, policy, ceiling)).toBe(199);
    expect(computeBackoffMs(4, policy, ceiling)).toBe(799);
    expect(computeBackoffMs(9, policy, ceiling)).toBe(999);
  });

  it('draws the full jitter between zero and the ceiling', () => {
    for (let attempt = 1; attempt < 8; attempt += 1) {
      for (const sample of [0, 0.25, 0.5, 0.75, 0.999]) {
        const delay = computeBackoffMs(attempt, policy, () => sample);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(Math.min(1_000, 100 * 2 ** (attempt - 1)));
      }
    }
    expect(computeBackoffMs(3, policy, () => 0)).toBe(0);
  });
});

describe('sendWithRetry', () => {
  it('retries 5xx answers and network failures with jittered back-off, then succeeds', async () => {
    const { fetch, calls } = createSequenceFetch([
      jsonResponse(503, {}),
      networkFailure,
      jsonResponse(500, {}),
      jsonResponse(200, { ok: true }),
    ]);
    const { http, sleeps } = createTestHttp(fetch);
    const response = await sendWithRetry(resolveHttpRuntime(http), request, describeByStatus);
    expect(response.body).toEqual({ ok: true });
    expect(calls).toHaveLength(4);
    // random() = 0.5 of the ceilings 100, 200, 400
    expect(sleeps).toEqual([50, 100, 200]);
  });

  it('honours Retry-After in seconds and as an HTTP date instead of its own back-off', async () => {
    const { fetch } = createSequenceFetch([
      jsonResponse(429, {}, { 'retry-after': '3' }),
      jsonResponse(429, {}, { 'retry-after': new Date(NOW + 4_000).toUTCString() }),
      jsonResponse(200, {}),
    ]);
    const { http, sleeps } = createTestHttp(fetch);
    await sendWithRetry(resolveHttpRuntime(http), request, describeByStatus);
    expect(sleeps).toEqual([3_000, 4_000]);
  });

  it('caps the attempts and then reports the last failure with its Retry-After', async () => {
    const { fetch, calls } = createSequenceFetch(
      Array.from({ length: 4 }, () => jsonResponse(429, {}, { 'retry-after': '2' })),
    );
    const { http } = createTestHttp(fetch);
    const error = await catchError(
      sendWithRetry(resolveHttpRuntime(http), request, describeByStatus),
    );
    expect(calls).toHaveLength(4);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterSeconds).toBe(2);
  });

  it('does not wait for a Retry-After beyond the maximum wait', async () => {
    const { fetch, calls } = createSequenceFetch([
      jsonResponse(429, {}, { 'retry-after': '3600' }),
    ]);
    const { http, sleeps } = createTestHttp(fetch);
    const error = await catchError(
      sendWithRetry(resolveHttpRuntime(http), request, describeByStatus),
    );
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(error.retryAfterSeconds).toBe(3600);
  });

  it('reports SERVER_ERROR after retries of 5xx and of network failures', async () => {
    const serverError = await catchError(
      sendWithRetry(
        resolveHttpRuntime(
          createTestHttp(
            createSequenceFetch(Array.from({ length: 4 }, () => jsonResponse(502, {}))).fetch,
          ).http,
        ),
        request,
        describeByStatus,
      ),
    );
    expect(serverError.code).toBe('SERVER_ERROR');
    expect(serverError.httpStatus).toBe(502);

    const networkError = await catchError(
      sendWithRetry(
        resolveHttpRuntime(
          createTestHttp(createSequenceFetch(Array.from({ length: 4 }, () => networkFailure)).fetch)
            .http,
        ),
        request,
        describeByStatus,
      ),
    );
    expect(networkError.code).toBe('SERVER_ERROR');
    expect(networkError.httpStatus).toBeNull();
    expect(networkError.message).toBe(
      'GET https://api.test/things failed: TypeError: fetch failed',
    );
  });

  it('does not retry other 4xx answers, nor network failures of single-use requests', async () => {
    const { fetch, calls } = createSequenceFetch([jsonResponse(400, {})]);
    const error = await catchError(
      sendWithRetry(resolveHttpRuntime(createTestHttp(fetch).http), request, describeByStatus),
    );
    expect(error.code).toBe('UNKNOWN');
    expect(calls).toHaveLength(1);

    const single = createSequenceFetch([networkFailure, jsonResponse(200, {})]);
    await catchError(
      sendWithRetry(
        resolveHttpRuntime(createTestHttp(single.fetch).http),
        request,
        describeByStatus,
        {
          isNetworkRetrySafe: false,
        },
      ),
    );
    expect(single.calls).toHaveLength(1);
  });

  it('never retries a create that is not idempotent after a 5xx or a dropped connection, but does after a 429', async () => {
    const unsafe = { isRetrySafe: false };
    const serverError = createSequenceFetch([jsonResponse(503, {}), jsonResponse(200, {})]);
    const error = await catchError(
      sendWithRetry(
        resolveHttpRuntime(createTestHttp(serverError.fetch).http),
        request,
        describeByStatus,
        unsafe,
      ),
    );
    expect(error.code).toBe('SERVER_ERROR');
    expect(serverError.calls).toHaveLength(1);

    const dropped = createSequenceFetch([networkFailure, jsonResponse(200, {})]);
    await catchError(
      sendWithRetry(
        resolveHttpRuntime(createTestHttp(dropped.fetch).http),
        request,
        describeByStatus,
        unsafe,
      ),
    );
    expect(dropped.calls).toHaveLength(1);

    const throttled = createSequenceFetch([jsonResponse(429, {}), jsonResponse(200, { ok: 1 })]);
    const answer = await sendWithRetry(
      resolveHttpRuntime(createTestHttp(throttled.fetch).http),
      request,
      describeByStatus,
      unsafe,
    );
    expect(answer.body).toEqual({ ok: 1 });
    expect(throttled.calls).toHaveLength(2);
  });

  it('refuses a success it cannot read instead of taking it for an empty answer', async () => {
    const { fetch } = createSequenceFetch([new Response('<html>proxy</html>', { status: 200 })]);
    const error = await catchError(
      sendWithRetry(resolveHttpRuntime(createTestHttp(fetch).http), request, describeByStatus),
    );
    expect(error.code).toBe('UNKNOWN');
    expect(error.message).toBe('GET https://api.test/things answered 200 without JSON');
  });

  it("lets the caller's abort through without retrying", async () => {
    const controller = new AbortController();
    const { fetch, calls } = createSequenceFetch([
      () => {
        controller.abort(new Error('stopped by caller'));
        throw new DOMException('aborted', 'AbortError');
      },
    ]);
    await expect(
      sendWithRetry(resolveHttpRuntime(createTestHttp(fetch).http), request, describeByStatus, {
        signal: controller.signal,
      }),
    ).rejects.toThrow('stopped by caller');
    expect(calls).toHaveLength(1);
  });
});

describe('sendAuthorized', () => {
  const buildRequest = (token: string) => ({
    ...request,
    headers: { authorization: `Bearer ${token}` },
  });

  it('forces one refresh on 401 and retries with the new token', async () => {
    const { fetch, calls } = createSequenceFetch([jsonResponse(401, {}), jsonResponse(200, {})]);
    const credentials = createTestCredentials();
    await sendAuthorized(
      resolveHttpRuntime(createTestHttp(fetch).http),
      credentials,
      buildRequest,
      describeByStatus,
    );
    expect(credentials.forcedRefreshes).toBe(1);
    expect(calls.map((call) => call.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('gives up with AUTH_REVOKED when the refreshed token is refused too', async () => {
    const { fetch, calls } = createSequenceFetch([jsonResponse(401, {}), jsonResponse(401, {})]);
    const credentials = createTestCredentials();
    const error = await catchError(
      sendAuthorized(
        resolveHttpRuntime(createTestHttp(fetch).http),
        credentials,
        buildRequest,
        describeByStatus,
      ),
    );
    expect(error.code).toBe('AUTH_REVOKED');
    expect(credentials.forcedRefreshes).toBe(1);
    expect(calls).toHaveLength(2);
  });

  it('does not refresh for a 401 that is not about the token', async () => {
    const { fetch, calls } = createSequenceFetch([jsonResponse(401, {})]);
    const credentials = createTestCredentials();
    const error = await catchError(
      sendAuthorized(
        resolveHttpRuntime(createTestHttp(fetch).http),
        credentials,
        buildRequest,
        (response) => ({ ...describeByStatus(response), code: 'UNKNOWN' }),
      ),
    );
    expect(error.code).toBe('UNKNOWN');
    expect(credentials.forcedRefreshes).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it('passes on the AUTH_REVOKED a failed refresh throws', async () => {
    const { fetch } = createSequenceFetch([jsonResponse(401, {})]);
    const revoked = new PlatformError({
      code: 'AUTH_REVOKED',
      message: 'invalid_grant',
      httpStatus: 400,
      platformCode: 'invalid_grant',
    });
    const credentials = {
      getAccessToken: async (options?: { forceRefresh?: boolean }) => {
        if (options?.forceRefresh) throw revoked;
        return 'token-1';
      },
    };
    await expect(
      sendAuthorized(
        resolveHttpRuntime(createTestHttp(fetch).http),
        credentials,
        buildRequest,
        describeByStatus,
      ),
    ).rejects.toBe(revoked);
  });
});
