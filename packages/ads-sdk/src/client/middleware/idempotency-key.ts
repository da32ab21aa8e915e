import type { Middleware } from 'openapi-fetch';
import { createRandomId } from '../random-id.js';
import { IDEMPOTENCY_KEY_HEADER, isIdempotentOperation } from '../../rules/idempotency.js';

/**
 * Adds a generated `Idempotency-Key` to every call that takes one (run starts, decision writes),
 * unless the caller set its own. Registered before the retry middleware, so a retry sends the same
 * key and the API answers it with the first result instead of starting a second run.
 */
export function createIdempotencyKeyMiddleware(
  createKey: () => string = createRandomId,
): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (!isIdempotentOperation(request.method, schemaPath)) return undefined;
      if (!request.headers.has(IDEMPOTENCY_KEY_HEADER)) {
        request.headers.set(IDEMPOTENCY_KEY_HEADER, createKey());
      }
      return undefined;
    },
  };
}
