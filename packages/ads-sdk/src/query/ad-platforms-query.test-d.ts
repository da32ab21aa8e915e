import { QueryClient } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import { createUtmostClient } from '../client/create-utmost-client.js';
import type { AdAccount, PlatformAccount, Subscription } from '../index.js';
import {
  adAccountsQueryOptions,
  platformAccountsQueryOptions,
  subscriptionQueryOptions,
} from './ad-platforms-query.js';

describe('ad platform query types', () => {
  const client = createUtmostClient({ baseUrl: '' });
  const queryClient = new QueryClient();

  it('tags each key with its data type', () => {
    const params = { platform: 'google', organizationId: 'o' } as const;
    expectTypeOf(
      queryClient.getQueryData(adAccountsQueryOptions(client, params).queryKey),
    ).toEqualTypeOf<AdAccount[] | undefined>();
    expectTypeOf(
      queryClient.getQueryData(platformAccountsQueryOptions(client, params).queryKey),
    ).toEqualTypeOf<PlatformAccount[] | undefined>();
    expectTypeOf(
      queryClient.getQueryData(subscriptionQueryOptions(client, 'o').queryKey),
    ).toEqualTypeOf<Subscription | undefined>();
  });

  it('accepts only connectable platforms', () => {
    // @ts-expect-error meta is a coming-soon logo, not a platform
    adAccountsQueryOptions(client, { platform: 'meta', organizationId: 'o' });
  });
});
