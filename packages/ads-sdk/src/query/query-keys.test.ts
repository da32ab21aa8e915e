import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, createJsonResponse, createTestClient } from '../../test/helpers.js';
import { invalidateQueryTags } from './invalidate-query-tags.js';
import { QUERY_TAGS, queryKeys } from './query-keys.js';
import { supportContactsQueryOptions } from './support-contacts-query.js';
import { versionsQueryOptions } from './versions-query.js';

describe('queryKeys', () => {
  it('has one family per cache tag kind of spec §9, rooted at the tag', () => {
    expect(QUERY_TAGS).toHaveLength(19);
    for (const tag of QUERY_TAGS) expect(queryKeys[tag].all).toEqual([tag]);
    expect(queryKeys['ai-rules'].all).toEqual(['ai-rules']);
    expect(queryKeys.versions()).toEqual(['versions']);
  });
});

describe('versionsQueryOptions', () => {
  it('loads content.versions through the client', async () => {
    const versions = { api: '0.1.0', web: 'abc123', worker: '0.1.0' };
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: { versions } }),
    );
    const queryClient = new QueryClient();

    const data = await queryClient.fetchQuery(versionsQueryOptions(createTestClient({ fetch })));

    expect(data).toEqual(versions);
    expect(seen[0]?.url.pathname).toBe('/api/v1/versions');
    expect(queryClient.getQueryData(queryKeys.versions())).toEqual(versions);
  });

  it('fails the query with the UtmostError of the answer', async () => {
    const { fetch } = createFakeFetch(() =>
      createJsonResponse(
        429,
        { error: { code: 'TOO_MANY_REQUESTS', message: 'Slow down.' } },
        { 'Retry-After': '30' },
      ),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    await expect(
      queryClient.fetchQuery(versionsQueryOptions(createTestClient({ fetch }))),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 30 });
  });
});

describe('supportContactsQueryOptions', () => {
  it('loads the support contacts through the client', async () => {
    const contacts = {
      supportEmail: 'support@utmost.example.com',
      apiDocsUrl: 'https://utmost.example.com/api/docs',
    };
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: contacts }));
    const queryClient = new QueryClient();

    const data = await queryClient.fetchQuery(
      supportContactsQueryOptions(createTestClient({ fetch })),
    );

    expect(data).toEqual(contacts);
    expect(seen[0]?.url.pathname).toBe('/api/v1/support');
    expect(queryKeys.supportContacts()).toEqual(['supportContacts']);
  });
});

describe('invalidateQueryTags', () => {
  it('invalidates every query of the given families and no other', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['adAccount', 'list', { page: 1 }], []);
    queryClient.setQueryData(['adAccount', 'detail', 'a-1'], {});
    queryClient.setQueryData(['runHistory', 'list'], []);
    queryClient.setQueryData(['urlTemplate', 'list'], []);

    await invalidateQueryTags(queryClient, ['adAccount', 'runHistory']);

    const isInvalidated = (queryKey: readonly unknown[]) =>
      queryClient.getQueryState(queryKey)?.isInvalidated;
    expect(isInvalidated(['adAccount', 'list', { page: 1 }])).toBe(true);
    expect(isInvalidated(['adAccount', 'detail', 'a-1'])).toBe(true);
    expect(isInvalidated(['runHistory', 'list'])).toBe(true);
    expect(isInvalidated(['urlTemplate', 'list'])).toBe(false);
  });
});
