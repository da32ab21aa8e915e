import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, createJsonResponse, createTestClient } from '../../test/helpers.js';
import { mailboxQueryOptions } from './mailbox-query.js';

function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

describe('mailboxQueryOptions', () => {
  it('sends the install key read at fetch time and lists the messages', async () => {
    const messages = [{ id: 'm-1', subject: 'Reset your password' }];
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: messages }));
    const storage: { key?: string } = {};
    const options = mailboxQueryOptions(createTestClient({ fetch }), () => storage.key);
    storage.key = 'install-key-1';

    await expect(createQueryClient().fetchQuery(options)).resolves.toEqual({
      isLocked: false,
      messages,
    });
    expect(options.queryKey).toEqual(['mailbox']);
    expect(seen[0]?.url.pathname).toBe('/api/v1/dev/mailbox');
    expect(seen[0]?.request.headers.get('X-Utmost-Install-Key')).toBe('install-key-1');
  });

  it('is locked on a 403 and absent on a 404, without a key header when there is none', async () => {
    const statuses = [403, 404];
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(statuses.shift() ?? 500, { error: { code: 'FORBIDDEN' } }),
    );
    const options = mailboxQueryOptions(createTestClient({ fetch }), () => undefined);
    const queryClient = createQueryClient();
    await expect(queryClient.fetchQuery(options)).resolves.toEqual({ isLocked: true });
    await expect(queryClient.fetchQuery({ ...options, staleTime: 0 })).resolves.toBeNull();
    expect(seen[0]?.request.headers.has('X-Utmost-Install-Key')).toBe(false);
  });
});
