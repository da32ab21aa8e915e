import { QueryClient } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import { createUtmostClient } from '../client/create-utmost-client.js';
import { invalidateQueryTags } from './invalidate-query-tags.js';
import { queryKeys } from './query-keys.js';
import { versionsQueryOptions } from './versions-query.js';

describe('query layer types', () => {
  it('tags the versions key with its data type', () => {
    const queryClient = new QueryClient();
    const options = versionsQueryOptions(createUtmostClient({ baseUrl: '' }));
    const data = queryClient.getQueryData(options.queryKey);
    expectTypeOf(data?.api).toEqualTypeOf<string | undefined>();
    expectTypeOf(queryKeys.adAccount.all).toEqualTypeOf<readonly ['adAccount']>();
  });

  it('accepts only cache tag kinds of spec §9', () => {
    const queryClient = new QueryClient();
    void invalidateQueryTags(queryClient, ['adAccount', 'ai-rules']);
    // @ts-expect-error not a tag kind
    void invalidateQueryTags(queryClient, ['adAccounts']);
  });
});
