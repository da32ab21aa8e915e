import { useMutation } from '@tanstack/react-query';
import {
  invalidateQueryTags,
  removeAdAccountsMutationOptions,
  setAdAccountsEnabledMutationOptions,
} from '@utmost/ads-sdk/query';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { groupByPlatform } from '../lib/group-by-platform';
import { replaceCachedAdAccounts } from './ad-account-cache';

/**
 * The bulk actions of the ad accounts table. Each sends one request per platform (the API's
 * routes are per platform); failures reach the user through the app's request error handler.
 */
export function useBulkAdAccountActions() {
  const { sdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';

  const setEnabled = useMutation({
    ...setAdAccountsEnabledMutationOptions(sdk, organizationId),
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
    ...removeAdAccountsMutationOptions(sdk, organizationId),
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
