import { useMutation } from '@tanstack/react-query';
import type { AdAccount } from '@utmost/ads-sdk';
import { invalidateQueryTags } from '@utmost/ads-sdk/query';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { groupByPlatform } from '../lib/group-by-platform';
import { replaceCachedAdAccounts } from './ad-account-cache';
import { removeAdAccounts, setAdAccountsEnabled } from './ad-account-requests';

/**
 * The bulk actions of the ad accounts table. Each sends one request per platform (the API's
 * routes are per platform); failures reach the user through the app's request error handler.
 */
export function useBulkAdAccountActions() {
  const { sdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';

  const setEnabled = useMutation({
    mutationFn: async ({ accounts, enabled }: { accounts: AdAccount[]; enabled: boolean }) => {
      const changed = await Promise.all(
        groupByPlatform(accounts).map(({ platform, items }) =>
          setAdAccountsEnabled(sdk, {
            platform,
            organizationId,
            resourceNames: items.map((account) => account.resourceName),
            enabled,
          }),
        ),
      );
      return changed.flat();
    },
    onSuccess: (changed, { accounts, enabled }) => {
      for (const { platform, items } of groupByPlatform(accounts)) {
        track(enabled ? 'enable_auto_tagging' : 'disable_auto_tagging', {
          platform,
          count: items.length,
        });
      }
      replaceCachedAdAccounts(queryClient, sdk, organizationId, changed);
    },
  });

  const remove = useMutation({
    mutationFn: (accounts: AdAccount[]) =>
      Promise.all(
        groupByPlatform(accounts).map(({ platform, items }) =>
          removeAdAccounts(sdk, {
            platform,
            organizationId,
            resourceNames: items.map((account) => account.resourceName),
          }),
        ),
      ),
    onSuccess: async (_removed, accounts) => {
      for (const { platform, items } of groupByPlatform(accounts)) {
        track('remove_ad_account', { platform, count: items.length });
      }
      // Removing frees places in the subscription and changes what choose-account marks connected.
      await invalidateQueryTags(queryClient, ['adAccount', 'platformAccount', 'subscription']);
    },
  });

  return { setEnabled, remove };
}
