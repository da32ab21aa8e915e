import { useMutation } from '@tanstack/react-query';
import type { UrlTemplate } from '@utmost/ads-sdk';
import { invalidateQueryTags } from '@utmost/ads-sdk/query';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { findBrowserStorage, removeTemplateDraft } from '../lib/template-draft-storage';
import { deleteUrlTemplates } from './url-template-requests';

/**
 * Deletes one template. One in use is sent with `confirmInUse` (the dialog named its accounts);
 * its draft goes too, and the lists that show templates or their accounts are refetched.
 */
export function useDeleteUrlTemplate() {
  const { sdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  return useMutation({
    mutationFn: (template: UrlTemplate) =>
      deleteUrlTemplates(sdk, {
        platform: template.platformType,
        organizationId,
        templatesId: [template.id],
        confirmInUse: template.adAccounts.length > 0,
      }),
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
