import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  runHistoryAccountsQueryOptions,
  runHistoryQueryOptions,
  type RunHistoryFilters,
} from '@utmost/ads-sdk/query';
import { useAppContext } from '../../../lib/app-context';
import { useRunScope } from './use-run-scope';

/**
 * The run history list, a page at a time; nothing is asked while `isEnabled` is false. Its failures
 * are shown on the page: a bad custom range under the dates, anything else with a retry.
 */
export function useRunHistory(filters: RunHistoryFilters, isEnabled: boolean) {
  const { sdk } = useAppContext();
  const scope = useRunScope();
  return useInfiniteQuery({
    ...runHistoryQueryOptions(sdk, { ...scope, ...filters }),
    enabled: isEnabled,
    meta: { showsOwnErrors: true },
  });
}

/** The ad accounts that have runs: the account filter's choices, and whether any run exists. */
export function useRunHistoryAccounts() {
  const { sdk } = useAppContext();
  return useQuery(runHistoryAccountsQueryOptions(sdk, useRunScope()));
}
