import { useMutation } from '@tanstack/react-query';
import { assignBriefMutationOptions, invalidateQueryTags } from '@utmost/ads-sdk/query';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { replaceCachedAdAccounts } from './ad-account-cache';

/**
 * Assigns an AI brief to Google accounts (search-terms mode's AI rules selector). The answered
 * rows replace the cached ones at once, so the validation status follows straight away; the
 * accounts and the briefs' "ad accounts" are then refetched.
 */
export function useAssignBrief() {
  const { sdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  return useMutation({
    ...assignBriefMutationOptions(sdk, organizationId),
    onSuccess: async (changed) => {
      replaceCachedAdAccounts(queryClient, sdk, organizationId, changed);
      await invalidateQueryTags(queryClient, ['adAccount', 'brand']);
    },
  });
}
