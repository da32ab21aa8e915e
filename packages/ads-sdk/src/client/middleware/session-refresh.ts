import type { Middleware, MiddlewareCallbackParams } from 'openapi-fetch';
import { mapFetchFailure } from '../../errors/transport-error.js';
import { DEFAULT_TIMEOUT_MS, assertTimeout } from './timeout.js';

export const REFRESH_SESSION_PATH = '/api/v1/users/refreshToken';

/**
 * Paths whose 401 means "wrong credentials", not "session expired": refreshing there would log out
 * a user who only mistyped a password, and the refresh call itself must never refresh.
 */
export const PATHS_WITHOUT_SESSION_REFRESH: readonly string[] = [
  REFRESH_SESSION_PATH,
  '/api/v1/users/login',
  '/api/v1/users/register',
];

export interface SessionRefreshOptions {
  /** Called once for each refresh that fails (the user should be logged out). */
  onSessionExpired?: () => void;
  /** Time allowed for the refresh call; default 30 s. */
  timeoutMs?: number;
  /** Contract paths (`schemaPath`) whose 401 is returned as is. */
  pathsWithoutRefresh?: readonly string[];
}

type RefreshOutcome = 'refreshed' | 'expired';

/**
 * Spec §4 "Session": on 401 the session is refreshed once and the request retried; concurrent
 * requests wait for the refresh already in flight instead of starting their own (the refresh token
 * rotates, so a second refresh with the old cookie would be taken for token reuse).
 *
 * The retry resends a copy of the request taken before `fetch` consumed its body, with the headers
 * it was finally sent with. Register it after middleware that replaces the request (new URL,
 * signal): for a request it did not see, the 401 is returned as is.
 */
export function createSessionRefreshMiddleware(options: SessionRefreshOptions = {}): Middleware {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  assertTimeout(timeoutMs);
  const pathsWithoutRefresh = new Set(options.pathsWithoutRefresh ?? PATHS_WITHOUT_SESSION_REFRESH);
  const copies = new WeakMap<Request, Request>();
  // Which refresh a request was sent after: a 401 for a request sent before the latest refresh
  // finished is answered by that refresh's outcome instead of starting another one.
  const sentAfterRefresh = new WeakMap<Request, number>();
  let completedRefreshes = 0;
  let latestOutcome: RefreshOutcome = 'refreshed';
  let refreshInFlight: Promise<RefreshOutcome> | undefined;

  async function refreshSession(params: MiddlewareCallbackParams): Promise<RefreshOutcome> {
    const refreshRequest = new Request(`${params.options.baseUrl}${REFRESH_SESSION_PATH}`, {
      method: 'POST',
      credentials: params.request.credentials,
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Called unbound: browsers reject `fetch` called as a method of any object but `window`.
    const fetch = params.options.fetch;
    let response: Response;
    try {
      response = await fetch(refreshRequest);
    } catch (error) {
      // A network failure says nothing about the session: fail the waiting calls, keep the user.
      throw mapFetchFailure(error, params.request);
    }
    await response.body?.cancel();
    completedRefreshes += 1;
    latestOutcome = response.ok ? 'refreshed' : 'expired';
    if (latestOutcome === 'expired') options.onSessionExpired?.();
    return latestOutcome;
  }

  function findRefreshOutcome(params: MiddlewareCallbackParams): Promise<RefreshOutcome> {
    if (sentAfterRefresh.get(params.request) !== completedRefreshes) {
      return Promise.resolve(latestOutcome);
    }
    refreshInFlight ??= refreshSession(params).finally(() => {
      refreshInFlight = undefined;
    });
    return refreshInFlight;
  }

  return {
    onRequest({ request, schemaPath }) {
      if (pathsWithoutRefresh.has(schemaPath)) return undefined;
      sentAfterRefresh.set(request, completedRefreshes);
      copies.set(request, request.clone());
      return undefined;
    },
    async onResponse(params) {
      const { request, response, schemaPath } = params;
      if (response.status !== 401 || pathsWithoutRefresh.has(schemaPath)) return undefined;
      const copy = copies.get(request);
      // No copy: a middleware registered later replaced the request. Without its body the call
      // cannot be resent, so the 401 stands.
      if (!copy) return undefined;
      const outcome = await findRefreshOutcome(params);
      if (outcome === 'expired') return response;
      await response.body?.cancel();
      const fetch = params.options.fetch;
      try {
        // Headers set in place by middleware registered later are on `request`, not on the copy.
        return await fetch(new Request(copy, { headers: request.headers }));
      } catch (error) {
        throw mapFetchFailure(error, request);
      }
    },
  };
}
