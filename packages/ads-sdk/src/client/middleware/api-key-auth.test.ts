import { describe, expect, it } from 'vitest';
import { createFakeFetch, createJsonResponse, createTestClient } from '../../../test/helpers.js';
import { createApiKeyMiddleware } from './api-key-auth.js';

describe('API key authentication', () => {
  it('sends the key as a bearer token', async () => {
    const { fetch, seen } = createFakeFetch();
    await createTestClient({ fetch, apiKey: 'utm_live_123' }).GET('/api/v1/versions');

    expect(seen[0]?.request.headers.get('Authorization')).toBe('Bearer utm_live_123');
  });

  it('sends no Authorization header without a key', async () => {
    const { fetch, seen } = createFakeFetch();
    await createTestClient({ fetch }).GET('/api/v1/versions');

    expect(seen[0]?.request.headers.has('Authorization')).toBe(false);
  });

  it('does not try a session refresh when the key is refused', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'Key revoked.' } }),
    );
    const result = await createTestClient({ fetch, apiKey: 'revoked' }).GET('/api/v1/versions');

    expect(result.response.status).toBe(401);
    expect(seen).toHaveLength(1);
  });

  it('refuses an empty key at creation rather than sending "Bearer "', () => {
    expect(() => createApiKeyMiddleware('  ')).toThrow(TypeError);
  });

  it('can be ejected and used again', async () => {
    const { fetch, seen } = createFakeFetch();
    const client = createTestClient({ fetch });
    const middleware = createApiKeyMiddleware('key-1');

    client.use(middleware);
    await client.GET('/api/v1/versions');
    client.eject(middleware);
    await client.GET('/api/v1/versions');

    expect(seen.map((entry) => entry.request.headers.get('Authorization'))).toEqual([
      'Bearer key-1',
      null,
    ]);
  });
});
