import type { SearchTermResultsPage, SearchTermSortKey } from '@utmost/ads-sdk/query';
import type { SearchTermsSearch } from '../../../lib/search-schemas';

/** Terms a page: enough to scan, few enough to read (the contract allows 10–200). */
export const SEARCH_TERMS_PAGE_SIZE = 50;

/** The costliest terms first: where the wasted spend is. */
export const DEFAULT_SEARCH_TERMS_SORT = {
  sortBy: 'costMicros',
  sortDirection: 'desc',
} as const satisfies { sortBy: SearchTermSortKey; sortDirection: 'asc' | 'desc' };

export interface SearchTermsView {
  page: number;
  sortBy: SearchTermSortKey;
  sortDirection: 'asc' | 'desc';
  decision: 'exclude' | 'keep' | undefined;
  category: 'product' | 'brand' | undefined;
  search: string;
}

/** The view the address describes, with the defaults filled in. */
export function readSearchTermsView(search: SearchTermsSearch): SearchTermsView {
  return {
    page: search.page ?? 1,
    sortBy: search.sortBy ?? DEFAULT_SEARCH_TERMS_SORT.sortBy,
    sortDirection: search.sortDirection ?? DEFAULT_SEARCH_TERMS_SORT.sortDirection,
    decision: search.decision,
    category: search.category,
    search: search.search?.trim() ?? '',
  };
}

/**
 * A header click: the same column flips its direction; another column starts with the biggest
 * figures (the term itself A to Z).
 */
export function findNextSearchTermsSort(
  current: Pick<SearchTermsView, 'sortBy' | 'sortDirection'>,
  clicked: SearchTermSortKey,
): Pick<SearchTermsView, 'sortBy' | 'sortDirection'> {
  if (current.sortBy === clicked) {
    return { sortBy: clicked, sortDirection: current.sortDirection === 'desc' ? 'asc' : 'desc' };
  }
  return { sortBy: clicked, sortDirection: clicked === 'searchTerm' ? 'asc' : 'desc' };
}

export function hasSearchTermsFilters(view: SearchTermsView): boolean {
  return view.decision !== undefined || view.category !== undefined || view.search !== '';
}

export type SearchTermsEmptyState = 'noBrief' | 'noRun' | 'failed' | 'noResult' | 'noMatch';

/**
 * What the tab shows instead of terms, or null when it has terms: no brief to judge them by, no
 * run yet, the last run failed or found no terms in its period, or the filters match none.
 */
export function findSearchTermsEmptyState({
  page,
  hasBrief,
  view,
}: {
  page: Pick<SearchTermResultsPage, 'run' | 'total'>;
  hasBrief: boolean;
  view: SearchTermsView;
}): SearchTermsEmptyState | null {
  const { run } = page;
  if (run === null) return hasBrief ? 'noRun' : 'noBrief';
  if (run.state === 'failed') return 'failed';
  if (run.state === 'no_result') return 'noResult';
  if (page.total === 0) return hasSearchTermsFilters(view) ? 'noMatch' : 'noResult';
  return null;
}
