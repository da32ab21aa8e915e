import type { Middleware } from 'openapi-fetch';
import { mapFetchFailure } from '../../errors/transport-error.js';
import { UtmostError } from '../../errors/utmost-error.js';
import { REQUEST_ID_HEADER } from '../../rules/request-id.js';

/**
 * Maps transport failures to the catalogue (spec §8): network failure -> FETCH_ERROR, timeout ->
 * TIMEOUT_ERROR, a success body that is not JSON -> PARSING_ERROR. The call then rejects with that
 * `UtmostError`: there is no answer to put in `{data, error, response}`.
 */
export function createTransportErrorMiddleware(): Middleware {
  return {
    onError({ error, request }) {
      const mapped = mapFetchFailure(error, request);
      return mapped instanceof Error ? mapped : undefined;
    },
    async onResponse({ request, response, options }) {
      if (options.parseAs !== 'json' || !hasBodyToParse(request, response)) return undefined;
      // openapi-fetch runs JSON.parse on success bodies outside any middleware, so an HTML page from
      // a proxy would surface as a bare SyntaxError. Parsing a clone here costs one extra parse of
      // bodies that are a page of rows at most, and keeps the status in the error.
      const text = await response.clone().text();
      if (text === '') return undefined;
      try {
        JSON.parse(text);
      } catch (cause) {
        throw new UtmostError({
          code: 'PARSING_ERROR',
          status: response.status,
          cause,
          requestId: response.headers.get(REQUEST_ID_HEADER) ?? undefined,
        });
      }
      return undefined;
    },
  };
}

function hasBodyToParse(request: Request, response: Response): boolean {
  if (!response.ok || response.status === 204 || request.method === 'HEAD') return false;
  return response.headers.get('Content-Length') !== '0';
}
