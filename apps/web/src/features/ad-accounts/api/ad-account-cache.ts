import type { QueryClient } from '@tanstack/react-query';
import type { AdAccount, UtmostClient } from '@utmost/ads-sdk';
import { adAccountsQueryOptions } from '@utmost/ads-sdk/query';
import { groupByPlatform } from '../lib/group-by-platform';

/** Puts changed rows (as the API answered them) in place of the cached ones, by id. */
export function replaceCachedAdAccounts(
  queryClient: QueryClient,
  sdk: UtmostClient,
  organizationId: string,
  changed: readonly AdAccount[],
): void {
  for (const { platform, items } of groupByPlatform(changed)) {
    const byId = new Map(items.map((account) => [account.id, account]));
    queryClient.setQueryData(
      adAccountsQueryOptions(sdk, { platform, organizationId }).queryKey,
      (cached) => cached?.map((account) => byId.get(account.id) ?? account),
    );
  }
}

/** Spec §7: the rows a POST answers are appended to the cached list. */
export function appendCachedAdAccounts(
  queryClient: QueryClient,
  sdk: UtmostClient,
  organizationId: string,
  added: readonly AdAccount[],
): void {
  for (const { platform, items } of groupByPlatform(added)) {
    queryClient.setQueryData(
      adAccountsQueryOptions(sdk, { platform, organizationId }).queryKey,
      // Not loaded yet: the list's first fetch brings the new rows along.
      (cached) => (cached === undefined ? undefined : [...cached, ...items]),
    );
  }
}
