import { useMutation, useQuery } from '@tanstack/react-query';
import type { SearchTermJobRun } from '@utmost/ads-sdk/query';
import {
  invalidateQueryTags,
  SEARCH_TERM_RUN_TAGS,
  searchTermJobRunsQueryOptions,
  validateSearchTermsMutationOptions,
} from '@utmost/ads-sdk/query';
import { useEffect, useRef } from 'react';
import { useAppContext } from '../app-context';
import { useSessionScope } from '../session/use-session-scope';

// Shared by the ad accounts page and the search terms tab: both show "Validate now" and a
// spinner while an account's run works, and both need fresh figures when it ends.

/** While a validation works, its state is asked for this often. */
const PENDING_POLL_MS = 2_000;

/**
 * The organization's validation runs, polled while one is pending; when one finishes, the
 * accounts (last validation, wasted spend), the results and the runs are refetched. `pending` holds the
 * resource names of the accounts whose run works.
 */
export function useSearchTermRuns() {
  const { sdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  const query = useQuery({
    ...searchTermJobRunsQueryOptions(sdk, organizationId),
    enabled: organizationId !== '',
    // Only the spinners read it: the pages stay useful without it.
    meta: { isSilent: true },
    refetchInterval: (current) =>
      current.state.data?.some((run) => run.state === 'pending') ? PENDING_POLL_MS : false,
  });
  const pending = new Set(
    (query.data ?? []).filter((run) => run.state === 'pending').map((run) => run.resourceName),
  );
  const pendingKey = [...pending].sort().join(' ');
  const previous = useRef(pendingKey);
  useEffect(() => {
    if (previous.current !== '' && pendingKey !== previous.current) {
      // The runs too: the search terms tab's run picker lists the run that just ended.
      void invalidateQueryTags(queryClient, SEARCH_TERM_RUN_TAGS);
    }
    previous.current = pendingKey;
  }, [pendingKey, queryClient]);
  return { runs: query.data ?? [], pending };
}

/** "Validate now": queues a run per account; the runs list then polls until they end. */
export function useValidateSearchTerms({
  onQueued,
}: {
  onQueued: (runs: SearchTermJobRun[]) => void;
}) {
  const { sdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  return useMutation({
    ...validateSearchTermsMutationOptions(sdk, organizationId),
    onSuccess: async (runs) => {
      onQueued(runs);
      await invalidateQueryTags(queryClient, SEARCH_TERM_RUN_TAGS);
    },
  });
}
