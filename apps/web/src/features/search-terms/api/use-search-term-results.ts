import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchTermResultsQueryOptions } from '@utmost/ads-sdk/query';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import {
  buildResultFilters,
  SEARCH_TERMS_PAGE_SIZE,
  type SearchTermsView,
} from '../lib/search-terms-view';

/**
 * One page of the validated terms of the account's latest run (or the earlier one the view
 * names) with the run's summary and the previous run's, to compare. The previous page stays on
 * screen while another sort, filter or page loads, so the table does not flash empty.
 */
export function useSearchTermResults(adAccountId: string, view: SearchTermsView) {
  const { sdk } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  return useQuery({
    ...searchTermResultsQueryOptions(sdk, {
      organizationId,
      adAccountId,
      ...(view.jobId === undefined ? {} : { jobId: view.jobId }),
      offset: (view.page - 1) * SEARCH_TERMS_PAGE_SIZE,
      limit: SEARCH_TERMS_PAGE_SIZE,
      sortBy: view.sortBy,
      sortDirection: view.sortDirection,
      ...buildResultFilters(view),
    }),
    enabled: organizationId !== '',
    placeholderData: keepPreviousData,
  });
}
