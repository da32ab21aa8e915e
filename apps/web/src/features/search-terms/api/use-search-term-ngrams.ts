import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchSearchTermNgrams, searchTermNgramsQueryOptions } from '@utmost/ads-sdk/query';
import type { SearchTermNgram } from '@utmost/ads-sdk/query';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import {
  buildNgramFilters,
  NGRAMS_DOWNLOAD_PAGE_SIZE,
  NGRAMS_PAGE_SIZE,
  type NgramsView,
} from '../lib/ngrams-view';

/** One page of the grams of the account's latest run (or the one `jobId` names). */
export function useSearchTermNgrams(
  adAccountId: string,
  jobId: string | undefined,
  view: NgramsView,
) {
  const { sdk } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  return useQuery({
    ...searchTermNgramsQueryOptions(sdk, {
      organizationId,
      adAccountId,
      ...(jobId === undefined ? {} : { jobId }),
      offset: (view.page - 1) * NGRAMS_PAGE_SIZE,
      limit: NGRAMS_PAGE_SIZE,
      sortBy: view.sortBy,
      sortDirection: view.sortDirection,
      ...buildNgramFilters(view),
    }),
    enabled: organizationId !== '',
    placeholderData: keepPreviousData,
  });
}

/** Every gram the view's filters keep, in its order, without their terms (for a download). */
export function useReadAllNgrams(adAccountId: string, jobId: string | undefined) {
  const { sdk } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  return async (view: NgramsView): Promise<SearchTermNgram[]> => {
    const grams: SearchTermNgram[] = [];
    for (;;) {
      const content = await fetchSearchTermNgrams(sdk, {
        organizationId,
        adAccountId,
        ...(jobId === undefined ? {} : { jobId }),
        offset: grams.length,
        limit: NGRAMS_DOWNLOAD_PAGE_SIZE,
        sortBy: view.sortBy,
        sortDirection: view.sortDirection,
        termsPerGram: 0,
        ...buildNgramFilters(view),
      });
      grams.push(...content.ngrams);
      if (content.ngrams.length === 0 || grams.length >= content.total) return grams;
    }
  };
}
