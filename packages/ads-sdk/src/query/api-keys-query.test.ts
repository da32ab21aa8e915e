import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createJsonResponse,
  createTestClient,
  runMutation,
} from '../../test/helpers.js';
import {
  apiKeysQueryOptions,
  createApiKeyMutationOptions,
  revokeApiKeyMutationOptions,
  type ApiKey,
} from './api-keys-query.js';

const API_KEY = {
  id: 'k-1',
  name: 'CI',
  prefix: 'utm_abc',
  role: 'member',
  createdAt: '2025-03-01T10:00:00.000Z',
} as unknown as ApiKey;

describe('apiKeysQueryOptions', () => {
  it('lists the keys under the organization tag', async () => {
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: [API_KEY] }));
    const options = apiKeysQueryOptions(createTestClient({ fetch }), 'o-1');
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual([API_KEY]);
    expect(options.queryKey).toEqual(['organization', 'api-keys', 'o-1']);
    expect(seen[0]?.url.pathname).toBe('/api/v1/organizations/o-1/api-keys');
  });
});

describe('the API key mutations', () => {
  it('create a key and answer with its secret', async () => {
    const created = { apiKey: API_KEY, secret: 'utm_abc_secret' };
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(201, { content: created }));
    await expect(
      runMutation(createApiKeyMutationOptions(createTestClient({ fetch }), 'o-1'), {
        name: 'CI',
        role: 'member',
      }),
    ).resolves.toEqual(created);
    expect(seen[0]?.request.method).toBe('POST');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ name: 'CI', role: 'member' });
  });

  it('revoke the given key by its id, failing with the catalogue error', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(404, { error: { code: 'NOT_FOUND', message: 'No such key.' } }),
    );
    await expect(
      runMutation(revokeApiKeyMutationOptions(createTestClient({ fetch }), 'o-1'), API_KEY),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(seen[0]?.request.method).toBe('DELETE');
    expect(seen[0]?.url.pathname).toBe('/api/v1/organizations/o-1/api-keys/k-1');
  });
});
