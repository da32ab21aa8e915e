import type { Middleware } from 'openapi-fetch';
import { createRandomId } from '../random-id.js';
import { REQUEST_ID_HEADER } from '../../rules/request-id.js';

/**
 * Sends a new `X-Request-Id` with every call (unless the caller set one). The API logs the request
 * under it and answers it back, and every `UtmostError` carries it as `requestId`, so even a call
 * that timed out can be found in the server's log. A retry keeps the id: it is the same call.
 */
export function createRequestIdMiddleware(createId: () => string = createRandomId): Middleware {
  return {
    onRequest({ request }) {
      if (!request.headers.has(REQUEST_ID_HEADER))
        request.headers.set(REQUEST_ID_HEADER, createId());
      return undefined;
    },
  };
}
