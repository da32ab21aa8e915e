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

describe('transport errors', () => {
  it('maps a network failure to FETCH_ERROR', async () => {
    const cause = new TypeError('fetch failed');
    const { fetch } = createFakeFetch(() => {
      throw cause;
    });

    const error = await catchUtmostError(createTestClient({ fetch }).GET('/api/v1/versions'));

    expect(error.code).toBe('FETCH_ERROR');
    expect(error.status).toBeUndefined();
    expect(error.cause).toBe(cause);
  });

  it('maps a call slower than timeoutMs to TIMEOUT_ERROR', async () => {
    const { fetch } = createFakeFetch(({ request }) => waitForAbort(request));

    const error = await catchUtmostError(
      createTestClient({ fetch, timeoutMs: 20 }).GET('/api/v1/versions'),
    );

    expect(error.code).toBe('TIMEOUT_ERROR');
    expect(error.message).toBe('The server took too long to answer. Please try again.');
  });

  it("passes the caller's own abort through unchanged", async () => {
    const { fetch } = createFakeFetch(({ request }) => waitForAbort(request));
    const controller = new AbortController();

    const call = createTestClient({ fetch }).GET('/api/v1/versions', { signal: controller.signal });
    controller.abort();
    const failure: unknown = await call.catch((error: unknown) => error);

    expect(isUtmostError(failure)).toBe(false);
    expect((failure as Error).name).toBe('AbortError');
  });

  it('maps a success body that is not JSON to PARSING_ERROR', async () => {
    const { fetch } = createFakeFetch(
      () => new Response('<!doctype html><p>app</p>', { headers: { 'Content-Type': 'text/html' } }),
    );

    const error = await catchUtmostError(createTestClient({ fetch }).GET('/api/v1/versions'));

    expect(error.code).toBe('PARSING_ERROR');
    expect(error.status).toBe(200);
  });

  it('leaves a readable success body to the caller', async () => {
    const body = { content: { versions: { api: '1.0.0', web: 'abc' } } };
    const { fetch } = createFakeFetch(() => createJsonResponse(200, body));

    const result = await createTestClient({ fetch }).GET('/api/v1/versions');

    expect(result.data).toEqual(body);
  });

  it('keeps an error answer whose body is not JSON as a result, read by its status', async () => {
    const { fetch } = createFakeFetch(() => new Response('Bad Gateway', { status: 502 }));

    const result = await createTestClient({ fetch }).GET('/api/v1/versions');

    expect(result.error).toBe('Bad Gateway');
    expect(() => unwrap(result)).toThrowError(
      expect.objectContaining({ code: 'SERVER_ERROR', status: 502 }),
    );
  });
});
