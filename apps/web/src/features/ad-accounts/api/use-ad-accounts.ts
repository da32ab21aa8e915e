import { useQueries } from '@tanstack/react-query';
import type { AdAccount } from '@utmost/ads-sdk';
import { adAccountsQueryOptions } from '@utmost/ads-sdk/query';
import { useCallback } from 'react';
import { useAppContext } from '../../../lib/app-context';
import type { AppMode } from '../../../lib/mode/app-mode';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { findPlatformsForMode } from '../lib/platforms-for-mode';

interface AdAccountsResult {
  /** Every platform's accounts of the mode, in the API's order. */
  accounts: AdAccount[];
  isPending: boolean;
  /** Some platform's list failed and none is shown for it. */
  isError: boolean;
  refetch: () => void;
}

const NO_ACCOUNTS: AdAccount[] = [];

/** The ad accounts of the mode's platforms (both in tagging mode, Google in search-terms mode). */
export function useAdAccounts(mode: AppMode): AdAccountsResult {
  const { sdk } = useAppContext();
  const { organizationId } = useSessionScope();
  const combine = useCallback(
    (
      results: Array<{
        data?: AdAccount[];
        isPending: boolean;
        isError: boolean;
        refetch: () => unknown;
      }>,
    ) => {
      const lists = results.map((result) => result.data ?? NO_ACCOUNTS);
      return {
        accounts: lists.every((list) => list === NO_ACCOUNTS) ? NO_ACCOUNTS : lists.flat(),
        isPending: results.some((result) => result.isPending && !result.isError),
        isError: results.some((result) => result.isError),
        refetch: () => {
          for (const result of results) void result.refetch();
        },
      };
    },
    [],
  );
  return useQueries({
    queries: findPlatformsForMode(mode).map((platform) => ({
      ...adAccountsQueryOptions(sdk, { platform, organizationId: organizationId ?? '' }),
      enabled: organizationId !== null,
    })),
    combine,
  });
}
