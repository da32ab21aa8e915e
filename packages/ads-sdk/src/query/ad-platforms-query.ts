import { queryOptions } from '@tanstack/react-query';
import type { UtmostClient } from '../client/create-utmost-client.js';
import { unwrap } from '../errors/unwrap.js';
import type { Platform } from '../rules/ad-accounts.js';
import { queryKeys } from './query-keys.js';

export interface AdPlatformListParams {
  platform: Platform;
  organizationId: string;
}

/**
 * The organization's ad accounts on one platform (`GET /{platform}/ads/accounts`), spec §3 rows in
 * the API's order; show them through `sortAdAccounts()`.
 */
export function adAccountsQueryOptions(client: UtmostClient, params: AdPlatformListParams) {
  const { platform, organizationId } = params;
  return queryOptions({
    queryKey: queryKeys.adAccount.list({ platform, organizationId }),
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/{platform}/ads/accounts', {
        params: { path: { platform }, query: { organization_id: organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/**
 * The connected logins on one platform with the ad accounts each can see
 * (`GET /{platform}/ads/platformAccounts`); name the accounts with `toChoosableAccount()`.
 */
export function platformAccountsQueryOptions(client: UtmostClient, params: AdPlatformListParams) {
  const { platform, organizationId } = params;
  return queryOptions({
    queryKey: queryKeys.platformAccount.list({ platform, organizationId }),
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/{platform}/ads/platformAccounts', {
        params: { path: { platform }, query: { organization_id: organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/**
 * The organization's subscription (`GET /billing/subscription`), whose limits
 * `findSubscriptionFlags()` and `findAdAccountAllowance()` read.
 */
export function subscriptionQueryOptions(client: UtmostClient, organizationId: string) {
  return queryOptions({
    queryKey: [...queryKeys.subscription.all, 'detail', organizationId] as const,
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/billing/subscription', {
        params: { query: { organization_id: organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}
