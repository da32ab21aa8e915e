import { useMutation } from '@tanstack/react-query';
import { assignUrlTemplateMutationOptions, invalidateQueryTags } from '@utmost/ads-sdk/query';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { replaceCachedAdAccounts } from './ad-account-cache';

/**
 * Assigns a tracking template to ad accounts (spec §2 selector, single or bulk). The answered rows
 * replace the cached ones at once, so the enable switch follows the activation rule straight away;
 * the accounts and the templates' "used by" are then refetched.
 */
export function useAssignUrlTemplate() {
  const { sdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  return useMutation({
    ...assignUrlTemplateMutationOptions(sdk, organizationId),
    onSuccess: async (changed, { platform, accounts, urlTemplateId }) => {
      if (urlTemplateId !== null) {
        track('tracking_template_assigned', { platform, count: accounts.length });
      }
      replaceCachedAdAccounts(queryClient, sdk, organizationId, changed);
      await invalidateQueryTags(queryClient, ['adAccount', 'urlTemplate']);
    },
  });
}
