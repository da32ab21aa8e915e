import { REQUEST_ID_HEADER } from '../rules/request-id.js';
import { UtmostError, isUtmostError } from './utmost-error.js';

/**
 * Turns what `fetch` threw into the catalogue's transport codes.
 *
 * An abort the caller asked for (its own `signal`, TanStack Query cancelling a query) is returned
 * unchanged: it is not a failure, and query libraries recognise it by its name `AbortError`.
 */
export function mapFetchFailure(error: unknown, request?: Request): unknown {
  if (isUtmostError(error)) return error;
  const requestId = request?.headers.get(REQUEST_ID_HEADER) ?? undefined;
  const name = error instanceof Error || error instanceof DOMException ? error.name : undefined;
  if (name === 'TimeoutError') {
    return new UtmostError({ code: 'TIMEOUT_ERROR', cause: error, requestId });
  }
  if (name === 'AbortError') return error;
  return new UtmostError({ code: 'FETCH_ERROR', cause: error, requestId });
}
