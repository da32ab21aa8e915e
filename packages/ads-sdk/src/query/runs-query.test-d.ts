import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import { createUtmostClient } from '../client/create-utmost-client.js';
import type { components } from '../generated/schema.js';
import {
  runDetailsQueryOptions,
  runHistoryQueryOptions,
  runMetadataQueryOptions,
  startTaggingRun,
  type RunDetailsPage,
} from './runs-query.js';

type Schemas = components['schemas'];

describe('run query types', () => {
  const client = createUtmostClient({ baseUrl: '' });
  const queryClient = new QueryClient();
  const scope = { organizationId: 'o', workspaceId: 'w' };

  it('tags each key with its data type', () => {
    expectTypeOf(
      queryClient.getQueryData(runHistoryQueryOptions(client, scope).queryKey),
    ).toEqualTypeOf<InfiniteData<Schemas['RunHistoryRow'][], unknown> | undefined>();
    expectTypeOf(
      queryClient.getQueryData(
        runMetadataQueryOptions(client, { ...scope, platform: 'google', accountId: '1' }).queryKey,
      ),
    ).toEqualTypeOf<Schemas['RunMetadata'] | undefined>();
    expectTypeOf(
      queryClient.getQueryData(
        runDetailsQueryOptions(client, {
          ...scope,
          platform: 'google',
          accountId: '1',
          jobId: 'j',
          sortBy: 'adName',
          sortOrder: 'asc',
          offset: 0,
          limit: 20,
        }).queryKey,
      ),
    ).toEqualTypeOf<RunDetailsPage | undefined>();
  });

  it('takes only the contract’s sort keys, statuses and update modes', () => {
    runDetailsQueryOptions(client, {
      ...scope,
      platform: 'google',
      accountId: '1',
      jobId: 'j',
      // @ts-expect-error not a run-details column
      sortBy: 'createdAt',
      sortOrder: 'asc',
      offset: 0,
      limit: 20,
    });
    void startTaggingRun(client, {
      platform: 'google',
      organizationId: 'o',
      adAccounts: [],
      // @ts-expect-error not an update mode
      updateApi: 'remove',
    });
    expectTypeOf(
      startTaggingRun(client, { platform: 'linkedin', organizationId: 'o', adAccounts: [] }),
    ).resolves.toEqualTypeOf<Schemas['TaggingRunOutcome'][]>();
  });
});
