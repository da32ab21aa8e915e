import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createJsonResponse,
  createTestClient,
  waitForAbort,
} from '../../../test/helpers.js';
import { isUtmostError } from '../../errors/utmost-error.js';
import type { RetryOptions } from './retry.js';

const ORGANIZATION_ID = '00000000-0000-4000-8000-000000000001';
const ok = () => createJsonResponse(200, { content: { versions: { api: '1', web: '1' } } });

/** Answers the statuses in turn (then 200), counting the calls. */
function answerInTurn(...answers: (() => Response)[]) {
  return createFakeFetch(({ request }) => {
    void request;
    return (answers.shift() ?? ok)();
  });
}

const fastRetry = (delays: number[] = []): RetryOptions => ({
  baseDelayMs: 1,
  random: () => 0,
  onRetry: ({ delayMs }) => delays.push(delayMs),
});

describe('retries (opt-in)', () => {
  it('are off by default: a 503 is answered as it is', async () => {
    const { fetch, seen } = answerInTurn(() => new Response(null, { status: 503 }));
    const result = await createTestClient({ fetch }).GET('/api/v1/versions');

    expect(result.response.status).toBe(503);
    expect(seen).toHaveLength(1);
  });

  it('retry a GET after a 503 and a 500, then answer its success', async () => {
    const { fetch, seen } = answerInTurn(
      () => new Response(null, { status: 503 }),
      () => createJsonResponse(500, { error: { code: 'SERVER_ERROR', message: 'x' } }),
    );
    const result = await createTestClient({ fetch, retry: fastRetry() }).GET('/api/v1/versions');

    expect(result.response.status).toBe(200);
    expect(seen).toHaveLength(3);
  });

  it('wait the Retry-After of a 429, with up to a tenth more as jitter', async () => {
    const delays: number[] = [];
    const { fetch } = answerInTurn(() => createJsonResponse(429, {}, { 'Retry-After': '1' }));
    const client = createTestClient({ fetch, retry: { ...fastRetry(delays), random: () => 0.5 } });
    const started = Date.now();
    await client.GET('/api/v1/versions');

    expect(delays).toEqual([1050]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('grow the pause without Retry-After: random up to base × 2^attempt', async () => {
    const delays: number[] = [];
    const { fetch } = answerInTurn(
      () => new Response(null, { status: 502 }),
      () => new Response(null, { status: 502 }),
    );
    const client = createTestClient({
      fetch,
      retry: { baseDelayMs: 10, random: () => 0.5, onRetry: ({ delayMs }) => delays.push(delayMs) },
    });
    await client.GET('/api/v1/versions');

    expect(delays).toEqual([5, 10]);
  });

  it('stop after maxRetries and answer the last failure', async () => {
    const { fetch, seen } = createFakeFetch(() => new Response(null, { status: 503 }));
    const result = await createTestClient({
      fetch,
      retry: { ...fastRetry(), maxRetries: 3 },
    }).GET('/api/v1/versions');

    expect(result.response.status).toBe(503);
    expect(seen).toHaveLength(4);
  });

  it('do not wait a Retry-After longer than maxDelayMs', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(429, {}, { 'Retry-After': '3600' }),
    );
    const result = await createTestClient({ fetch, retry: fastRetry() }).GET('/api/v1/versions');

    expect(result.response.status).toBe(429);
    expect(seen).toHaveLength(1);
  });

  it('never retry a 4xx other than 429', async () => {
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(404, {}));
    await createTestClient({ fetch, retry: fastRetry() }).GET('/api/v1/versions');

    expect(seen).toHaveLength(1);
  });

  it('retry a run start with the same Idempotency-Key and the same body', async () => {
    const { fetch, seen } = answerInTurn(() => new Response(null, { status: 503 }));
    const client = createTestClient({ fetch, retry: fastRetry() });
    await client.POST('/api/v1/{platform}/ads/autoUrlTemplate', {
      params: { path: { platform: 'google' }, query: { organization_id: ORGANIZATION_ID } },
      body: { adAccounts: ['customers/1'] },
    });

    expect(seen).toHaveLength(2);
    const [first, second] = seen.map((entry) => entry.request.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(seen[1]!.body).toBe(seen[0]!.body);
  });

  it('never retry a POST without an Idempotency-Key', async () => {
    const { fetch, seen } = answerInTurn(() => new Response(null, { status: 503 }));
    const client = createTestClient({ fetch, retry: fastRetry() });
    await client.POST('/api/v1/users/{id}/logout', { params: { path: { id: 'me' } } });

    expect(seen).toHaveLength(1);
  });

  it('give up with TIMEOUT_ERROR when the call’s timeout ends during a pause', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(429, {}, { 'Retry-After': '5' }),
    );
    const failure: unknown = await createTestClient({ fetch, timeoutMs: 50, retry: true })
      .GET('/api/v1/versions')
      .catch((error: unknown) => error);

    expect(isUtmostError(failure) && failure.code).toBe('TIMEOUT_ERROR');
    expect(seen).toHaveLength(1);
  });

  it('stop when the caller aborts during a pause', async () => {
    const controller = new AbortController();
    const { fetch } = createFakeFetch(({ request }) => {
      setTimeout(() => controller.abort(), 10);
      return request.signal.aborted ? waitForAbort(request) : new Response(null, { status: 503 });
    });
    const failure: unknown = await createTestClient({
      fetch,
      retry: { baseDelayMs: 10_000, random: () => 1 },
    })
      .GET('/api/v1/versions', { signal: controller.signal })
      .catch((error: unknown) => error);

    expect((failure as Error).name).toBe('AbortError');
  });
});
