import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createJsonResponse,
  createTestClient,
  runMutation,
} from '../../test/helpers.js';
import {
  updateUserMutationOptions,
  uploadProfilePictureMutationOptions,
  userQueryOptions,
} from './users-query.js';

const USER = { id: 'u-1', email: 'ada@acme.test', firstName: 'Ada', lastName: 'Lovelace' };

describe('userQueryOptions', () => {
  it('reads the user by id under the user tag', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: { user: USER } }),
    );
    const options = userQueryOptions(createTestClient({ fetch }), 'u-1');
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual(USER);
    expect(options.queryKey).toEqual(['user', 'detail', 'u-1']);
    expect(seen[0]?.url.pathname).toBe('/api/v1/users/u-1');
  });
});

describe('the profile mutations', () => {
  it('update the user by id and answer with it', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: { user: USER } }),
    );
    const update = { firstName: 'Ada', lastName: 'Lovelace' };
    await expect(
      runMutation(updateUserMutationOptions(createTestClient({ fetch }), 'u-1'), update as never),
    ).resolves.toEqual(USER);
    expect(seen[0]?.request.method).toBe('PUT');
    expect(seen[0]?.url.pathname).toBe('/api/v1/users/u-1');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(update);
  });

  it('upload the picture as the multipart `file` part, failing with the catalogue error', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Too large.' } }),
    );
    await expect(
      runMutation(
        uploadProfilePictureMutationOptions(createTestClient({ fetch }), 'u-1'),
        new Blob(['gif']),
      ),
    ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
    expect(seen[0]?.url.pathname).toBe('/api/v1/users/u-1/profile-picture');
    expect(seen[0]?.body).toContain('name="file"');
  });
});
