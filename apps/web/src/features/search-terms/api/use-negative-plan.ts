import { useQuery } from '@tanstack/react-query';
import { negativeKeywordPlanQueryOptions } from '@utmost/ads-sdk/query';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';

/**
 * How many suggestions the tab reads: the contract's largest page, as many as the account-level
 * list holds, so the tab shows (and an export writes) every one without paging.
 */
export const NEGATIVE_PLAN_LIMIT = 1_000;

export type NegativePlanMatchType = 'PHRASE' | 'EXACT' | 'BROAD';

/** The planner's suggestions for the account's latest run (or the one `jobId` names). */
export function useNegativePlan(
  adAccountId: string,
  jobId: string | undefined,
  matchType: NegativePlanMatchType,
) {
  const { sdk } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  return useQuery({
    ...negativeKeywordPlanQueryOptions(sdk, {
      organizationId,
      adAccountId,
      ...(jobId === undefined ? {} : { jobId }),
      matchType,
      offset: 0,
      limit: NEGATIVE_PLAN_LIMIT,
    }),
    enabled: organizationId !== '',
  });
}
