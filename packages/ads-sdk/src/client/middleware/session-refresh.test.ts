import { describe, expect, it, vi } from 'vitest';
import {
  createFakeFetch,
  createJsonResponse,
  createUntypedTestClient,
  flushPromises,
  type SeenRequest,
} from '../../../test/helpers.js';
import { isUtmostError } from '../../errors/utmost-error.js';
import { REFRESH_SESSION_PATH } from './session-refresh.js';

/**
 * A server whose session is stale until a refresh succeeds. Refreshes answer only when `finish`
 * is called, so the test decides what arrives during a refresh.
 */
function createExpiringSessionServer(refreshStatus = 200) {
  let isSessionFresh = false;
  const pendingRefreshes: (() => void)[] = [];
  const { fetch, seen } = createFakeFetch(({ url }: SeenRequest) => {
    if (url.pathname === REFRESH_SESSION_PATH) {
      return new Promise<Response>((resolve) => {
        pendingRefreshes.push(() => {
          isSessionFresh = refreshStatus === 200;
          resolve(createJsonResponse(refreshStatus, refreshStatus === 200 ? { content: {} } : {}));
        });
      });
    }
    if (!isSessionFresh)
      return createJsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'Expired.' } });
    return createJsonResponse(200, { content: { path: url.pathname } });
  });
  const findRefreshes = () => seen.filter((entry) => entry.url.pathname === REFRESH_SESSION_PATH);
  const finishRefreshes = () => pendingRefreshes.splice(0).forEach((finish) => finish());
  return { fetch, seen, findRefreshes, finishRefreshes };
}

describe('session refresh on 401', () => {
  it('refreshes once for concurrent 401s, then retries each request with its body', async () => {
    const server = createExpiringSessionServer();
    const onSessionExpired = vi.fn();
    const client = createUntypedTestClient({
      fetch: server.fetch,
      credentials: 'include',
      onSessionExpired,
    });

    const first = client.GET('/api/v1/versions', {});
    const second = client.POST('/api/v1/notes', { body: { text: 'keep me' } });
    await flushPromises();
    await flushPromises();
    expect(server.findRefreshes()).toHaveLength(1);
    server.finishRefreshes();
    const [firstResult, secondResult] = await Promise.all([first, second]);

    expect(server.findRefreshes()).toHaveLength(1);
    expect(firstResult.response.status).toBe(200);
    expect(secondResult.data).toEqual({ content: { path: '/api/v1/notes' } });
    const posts = server.seen.filter(
      (entry) => entry.request.method === 'POST' && entry.url.pathname === '/api/v1/notes',
    );
    expect(posts.map((entry) => entry.body)).toEqual(['{"text":"keep me"}', '{"text":"keep me"}']);
    const refresh = server.findRefreshes()[0];
    expect(refresh?.request.method).toBe('POST');
    expect(refresh?.url.href).toBe(`https://utmost.test${REFRESH_SESSION_PATH}`);
    expect(refresh?.request.credentials).toBe('include');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries without a second refresh when the 401 was sent before the refresh finished', async () => {
    let answerLate: (response: Response) => void = () => undefined;
    let refreshCount = 0;
    let lateCount = 0;
    const { fetch } = createFakeFetch(({ url }) => {
      if (url.pathname === REFRESH_SESSION_PATH) {
        refreshCount += 1;
        return createJsonResponse(200, { content: {} });
      }
      if (url.pathname === '/api/v1/late' && ++lateCount === 1) {
        return new Promise((resolve) => (answerLate = resolve));
      }
      return refreshCount > 0
        ? createJsonResponse(200, { content: {} })
        : createJsonResponse(401, {});
    });
    const client = createUntypedTestClient({ fetch });

    const late = client.GET('/api/v1/late', {});
    await flushPromises();
    await client.GET('/api/v1/versions', {});
    answerLate(createJsonResponse(401, {}));
    const lateResult = await late;

    expect(refreshCount).toBe(1);
    expect(lateCount).toBe(2);
    expect(lateResult.response.status).toBe(200);
  });

  it('resends the headers that middleware added after the client was created', async () => {
    const server = createExpiringSessionServer();
    const client = createUntypedTestClient({ fetch: server.fetch });
    client.use({
      onRequest({ request }) {
        request.headers.set('X-Trace-Id', 'trace-1');
      },
    });

    const call = client.PUT('/api/v1/notes/1', { body: { text: 'edited' } });
    await flushPromises();
    await flushPromises();
    server.finishRefreshes();
    await call;

    const puts = server.seen.filter((entry) => entry.request.method === 'PUT');
    expect(puts.map((entry) => [entry.request.headers.get('X-Trace-Id'), entry.body])).toEqual([
      ['trace-1', '{"text":"edited"}'],
      ['trace-1', '{"text":"edited"}'],
    ]);
  });

  it('calls onSessionExpired once when the refresh fails and returns each 401', async () => {
    const server = createExpiringSessionServer(401);
    const onSessionExpired = vi.fn();
    const client = createUntypedTestClient({ fetch: server.fetch, onSessionExpired });

    const calls = Promise.all([
      client.GET('/api/v1/versions', {}),
      client.GET('/api/v1/users/me', {}),
    ]);
    await flushPromises();
    await flushPromises();
    server.finishRefreshes();
    const results = await calls;

    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(server.findRefreshes()).toHaveLength(1);
    expect(results.map((result) => result.response.status)).toEqual([401, 401]);
    expect(results[0]?.error).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Expired.' } });
  });

  it.each([REFRESH_SESSION_PATH, '/api/v1/users/login'])('never refreshes for %s', async (path) => {
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(401, {}));
    const onSessionExpired = vi.fn();
    const client = createUntypedTestClient({ fetch, onSessionExpired });

    const result = await client.POST(path, { body: { password: 'wrong' } });

    expect(result.response.status).toBe(401);
    expect(seen).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the user logged in when the refresh cannot reach the server', async () => {
    const { fetch } = createFakeFetch(({ url }) => {
      if (url.pathname === REFRESH_SESSION_PATH) throw new TypeError('fetch failed');
      return createJsonResponse(401, {});
    });
    const onSessionExpired = vi.fn();
    const client = createUntypedTestClient({ fetch, onSessionExpired });

    const failure: unknown = await client
      .GET('/api/v1/versions', {})
      .catch((error: unknown) => error);

    expect(isUtmostError(failure) && failure.code).toBe('FETCH_ERROR');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('refreshes again on a later 401 once the earlier refresh is over', async () => {
    let isSessionFresh = false;
    const { fetch, seen } = createFakeFetch(({ url }) => {
      if (url.pathname === REFRESH_SESSION_PATH) {
        isSessionFresh = true;
        return createJsonResponse(200, {});
      }
      if (isSessionFresh) return createJsonResponse(200, { content: {} });
      return createJsonResponse(401, {});
    });
    const client = createUntypedTestClient({ fetch });

    await client.GET('/api/v1/versions', {});
    isSessionFresh = false;
    const result = await client.GET('/api/v1/versions', {});

    expect(result.response.status).toBe(200);
    expect(seen.filter((entry) => entry.url.pathname === REFRESH_SESSION_PATH)).toHaveLength(2);
  });
});
