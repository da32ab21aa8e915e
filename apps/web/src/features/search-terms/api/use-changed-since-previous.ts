import { useQuery } from '@tanstack/react-query';
import { searchTermResultsQueryOptions } from '@utmost/ads-sdk/query';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { DEFAULT_SEARCH_TERMS_SORT } from '../lib/search-terms-view';

/** Only the count is read: the smallest page the contract allows. */
const COUNT_PAGE_SIZE = 1;

/**
 * How many of a run's terms the previous run decided the other way: the total of the smallest
 * page filtered to them (the run's summary does not count them). Undefined while unknown, or
 * when `jobId` is null (no run, or no previous run to compare with).
 */
export function useChangedSincePreviousCount(adAccountId: string, jobId: string | null) {
  const { sdk } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  const query = useQuery({
    ...searchTermResultsQueryOptions(sdk, {
      organizationId,
      adAccountId,
      jobId: jobId ?? undefined,
      flag: 'changedSincePrevious',
      offset: 0,
      limit: COUNT_PAGE_SIZE,
      ...DEFAULT_SEARCH_TERMS_SORT,
    }),
    enabled: organizationId !== '' && jobId !== null,
    meta: { isSilent: true },
    select: (page) => page.total,
  });
  return jobId === null ? undefined : query.data;
}
