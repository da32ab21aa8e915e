import { useQuery } from '@tanstack/react-query';
import {
  searchTermDecisionsPreviewQueryOptions,
  type LearnedSearchTermDecision,
} from '@utmost/ads-sdk/query';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';

/**
 * Before decisions are saved (issue 24): how many other terms of the shown run they would change,
 * read by the server with the same lookup the next validation runs. Off while nothing is asked.
 */
export function useDecisionsPreview(
  adAccountId: string,
  jobId: string | undefined,
  decisions: LearnedSearchTermDecision[] | null,
) {
  const { sdk } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  return useQuery({
    ...searchTermDecisionsPreviewQueryOptions(sdk, organizationId, {
      adAccountId,
      ...(jobId !== undefined && { jobId }),
      decisions: decisions ?? [],
    }),
    enabled: decisions !== null && decisions.length > 0 && organizationId !== '',
    // A preview is a question about this moment's brief, not data to keep: ask again each time.
    staleTime: 0,
    gcTime: 30_000,
  });
}
