import type { Middleware } from 'openapi-fetch';

/**
 * Authenticates scripts with an organization API key (`Authorization: Bearer <key>`), as the
 * contract's `apiKey` security scheme says. An Authorization header set on one call wins.
 */
export function createApiKeyMiddleware(apiKey: string): Middleware {
  if (apiKey.trim() === '') throw new TypeError('createApiKeyMiddleware: apiKey is empty');
  return {
    onRequest({ request }) {
      if (!request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${apiKey}`);
      }
      return undefined;
    },
  };
}
