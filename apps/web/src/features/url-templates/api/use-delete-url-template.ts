import { useMutation } from '@tanstack/react-query';
import { deleteUrlTemplateMutationOptions, invalidateQueryTags } from '@utmost/ads-sdk/query';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { findBrowserStorage, removeTemplateDraft } from '../lib/template-draft-storage';

/**
 * Deletes one template. One in use is sent with `confirmInUse` (the dialog named its accounts);
 * its draft goes too, and the lists that show templates or their accounts are refetched.
 */
export function useDeleteUrlTemplate() {
  const { sdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  return useMutation({
    ...deleteUrlTemplateMutationOptions(sdk, organizationId),
    onSuccess: async (deleted, template) => {
      track('tracking_template_deleted', {
        platform: template.platformType,
        disabledAdAccounts: deleted.disabledAdAccounts.length,
      });
      removeTemplateDraft(findBrowserStorage(), template.platformType, template.id);
      await invalidateQueryTags(queryClient, ['urlTemplate', 'templateKeys', 'adAccount']);
    },
  });
}
