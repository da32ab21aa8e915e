import { useMutation } from '@tanstack/react-query';
import {
  BRIEF_TAGS,
  deleteBriefsMutationOptions,
  invalidateQueryTags,
} from '@utmost/ads-sdk/query';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';

/**
 * Deletes a brief. A brief in use answers 409 unless `confirmInUse` is sent: that answer is the
 * dialog's to show (it asks to confirm), every other failure goes to the global handler.
 */
export function useDeleteBrief() {
  const { sdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  return useMutation({
    ...deleteBriefsMutationOptions(sdk, organizationId),
    meta: { handledStatuses: [409] },
    onSuccess: async () => {
      await invalidateQueryTags(queryClient, BRIEF_TAGS);
    },
  });
}
