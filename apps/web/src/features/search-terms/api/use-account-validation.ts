import { useMutation, useQuery } from '@tanstack/react-query';
import {
  invalidateQueryTags,
  SEARCH_TERM_RUN_TAGS,
  searchTermJobRunsQueryOptions,
  validateSearchTermsMutationOptions,
} from '@utmost/ads-sdk/query';
import { useEffect, useRef } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';

/** While a validation works, its state is asked for this often. */
const PENDING_POLL_MS = 2_000;

/**
 * One account's validation: whether a run of it is pending (the runs list is polled only then)
 * and "Validate now". When the pending run ends, the results and the accounts are refetched.
 */
export function useAccountValidation(
  resourceName: string | undefined,
  { onQueued }: { onQueued: () => void },
) {
  const { sdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  const runs = useQuery({
    ...searchTermJobRunsQueryOptions(sdk, organizationId),
    enabled: organizationId !== '',
    // Only the button's spinner reads it: the results stay useful without it.
    meta: { isSilent: true },
    refetchInterval: (current) =>
      current.state.data?.some(
        (run) => run.resourceName === resourceName && run.state === 'pending',
      )
        ? PENDING_POLL_MS
        : false,
  });
  const isRunPending = (runs.data ?? []).some(
    (run) => run.resourceName === resourceName && run.state === 'pending',
  );
  const wasPending = useRef(isRunPending);
  useEffect(() => {
    if (wasPending.current && !isRunPending) {
      void invalidateQueryTags(queryClient, ['adAccount', 'SearchTermValidationResults']);
    }
    wasPending.current = isRunPending;
  }, [isRunPending, queryClient]);

  const validate = useMutation({
    ...validateSearchTermsMutationOptions(sdk, organizationId),
    onSuccess: async () => {
      onQueued();
      await invalidateQueryTags(queryClient, SEARCH_TERM_RUN_TAGS);
    },
  });
  return {
    isRunPending: isRunPending || validate.isPending,
    validate: () => {
      if (resourceName !== undefined) validate.mutate([resourceName]);
    },
  };
}
