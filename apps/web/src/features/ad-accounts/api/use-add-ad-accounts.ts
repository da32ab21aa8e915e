import { useMutation } from '@tanstack/react-query';
import type { Platform } from '@utmost/ads-sdk';
import { addAdAccountsMutationOptions, invalidateQueryTags } from '@utmost/ads-sdk/query';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { buildRowErrorTarget } from '../lib/row-error-target';
import { appendCachedAdAccounts } from './ad-account-cache';

/**
 * Adds the chosen accounts of a login. The answer's rows are appended to the cached list (spec §7);
 * an id the API refuses gets its message under its row through `onRowError`.
 */
export function useAddAdAccounts({
  platform,
  email,
  sentIds,
  onRowError,
}: {
  platform: Platform;
  email: string;
  /** The ids about to be sent, so that `adAccountIds.N` errors find their row. */
  sentIds: readonly number[];
  onRowError: (id: number, message: string) => void;
}) {
  const { sdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  return useMutation({
    ...addAdAccountsMutationOptions(sdk, { platform, organizationId, email }),
    meta: { form: buildRowErrorTarget(sentIds, onRowError) },
    onSuccess: async (added) => {
      track('add_ad_account', { platform, count: added.length });
      appendCachedAdAccounts(queryClient, sdk, organizationId, added);
      await invalidateQueryTags(queryClient, ['platformAccount', 'subscription']);
    },
  });
}
