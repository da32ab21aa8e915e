import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createJsonResponse,
  createTestClient,
  waitForAbort,
} from '../../../test/helpers.js';
import { unwrap } from '../../errors/unwrap.js';
import { isUtmostError, type UtmostError } from '../../errors/utmost-error.js';

async function catchUtmostError(call: Promise<unknown>): Promise<UtmostError> {
  const failure: unknown = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isUtmostError(failure)) throw new Error(`expected an UtmostError, got ${String(failure)}`);
  return failure;
}

describe('request ids', () => {
  it('sends a new X-Request-Id with every call', async () => {
    const { fetch, seen } = createFakeFetch();
    const client = createTestClient({ fetch });
    await client.GET('/api/v1/versions');
    await client.GET('/api/v1/versions');

    const ids = seen.map((entry) => entry.request.headers.get('X-Request-Id'));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it("puts the answer's request id on the error unwrap throws", async () => {
    const { fetch } = createFakeFetch(() =>
      createJsonResponse(
        404,
        { error: { code: 'NOT_FOUND', message: 'Not found.' } },
        { 'X-Request-Id': 'server-said-this-id' },
      ),
    );
    const result = await createTestClient({ fetch }).GET('/api/v1/versions');

    let error: unknown;
    try {
      unwrap(result);
    } catch (thrown) {
      error = thrown;
    }
    expect(isUtmostError(error) && error.requestId).toBe('server-said-this-id');
  });

  it('puts the id it sent on a network failure and a timeout', async () => {
    const failing = createFakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    const fetchError = await catchUtmostError(
      createTestClient({ fetch: failing.fetch }).GET('/api/v1/versions'),
    );
    expect(fetchError.code).toBe('FETCH_ERROR');
    expect(fetchError.requestId).toBe(failing.seen[0]!.request.headers.get('X-Request-Id'));

    const slow = createFakeFetch(({ request }) => waitForAbort(request));
    const timeout = await catchUtmostError(
      createTestClient({ fetch: slow.fetch, timeoutMs: 20 }).GET('/api/v1/versions'),
    );
    expect(timeout.code).toBe('TIMEOUT_ERROR');
    expect(timeout.requestId).toBe(slow.seen[0]!.request.headers.get('X-Request-Id'));
  });

  it('keeps the id across a retry', async () => {
    let calls = 0;
    const { fetch, seen } = createFakeFetch(() =>
      calls++ === 0 ? new Response(null, { status: 503 }) : createJsonResponse(200, {}),
    );
    await createTestClient({ fetch, retry: { baseDelayMs: 1 } }).GET('/api/v1/versions');

    expect(seen).toHaveLength(2);
    expect(seen[1]!.request.headers.get('X-Request-Id')).toBe(
      seen[0]!.request.headers.get('X-Request-Id'),
    );
  });
});
