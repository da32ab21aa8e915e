import type {
  SearchTermFlag,
  SearchTermResultFilters,
  SearchTermResultsPage,
  SearchTermSignal,
  SearchTermSortKey,
} from '@utmost/ads-sdk/query';
import {
  RANGE_METRIC_DEFINITIONS,
  RANGE_METRICS,
  buildRangeFilters,
  hasRange,
  readMetricRanges,
  type MetricRange,
  type RangeMetric,
} from './metric-ranges';
import type { SearchTermMatchType, SearchTermsSearch } from '../../../lib/search-schemas';

/** Terms a page: enough to scan, few enough to read (the contract allows 10–200). */
export const SEARCH_TERMS_PAGE_SIZE = 50;

/** The costliest terms first: where the wasted spend is. */
export const DEFAULT_SEARCH_TERMS_SORT = {
  sortBy: 'costMicros',
  sortDirection: 'desc',
} as const satisfies { sortBy: SearchTermSortKey; sortDirection: 'asc' | 'desc' };

export interface SearchTermsView {
  /** An earlier run the user chose; undefined for the latest. */
  jobId: string | undefined;
  page: number;
  sortBy: SearchTermSortKey;
  sortDirection: 'asc' | 'desc';
  decision: 'exclude' | 'keep' | undefined;
  category: 'product' | 'brand' | undefined;
  signal: SearchTermSignal | undefined;
  flag: SearchTermFlag | undefined;
  matchType: SearchTermMatchType | undefined;
  ranges: Record<RangeMetric, MetricRange>;
  search: string;
}

/** The view the address describes, with the defaults filled in. */
export function readSearchTermsView(search: SearchTermsSearch): SearchTermsView {
  return {
    jobId: search.jobId,
    page: search.page ?? 1,
    sortBy: search.sortBy ?? DEFAULT_SEARCH_TERMS_SORT.sortBy,
    sortDirection: search.sortDirection ?? DEFAULT_SEARCH_TERMS_SORT.sortDirection,
    decision: search.decision,
    category: search.category,
    signal: search.signal,
    flag: search.flag,
    matchType: search.matchType,
    ranges: readMetricRanges(search),
    search: search.search?.trim() ?? '',
  };
}

/** The view's filters as the results endpoint takes them (money in micros, confidence 0–1). */
export function buildResultFilters(view: SearchTermsView): SearchTermResultFilters {
  return {
    ...(view.decision === undefined ? {} : { decision: view.decision }),
    ...(view.category === undefined ? {} : { category: view.category }),
    ...(view.signal === undefined ? {} : { signal: view.signal }),
    ...(view.flag === undefined ? {} : { flag: view.flag }),
    ...(view.matchType === undefined ? {} : { matchType: view.matchType }),
    ...(view.search === '' ? {} : { search: view.search }),
    ...buildRangeFilters(view.ranges),
  };
}

/**
 * The address change that opens another run: its id, or none for the latest (so the address of
 * the latest stays the plain one, and follows the next validation). Paging starts again; the sort
 * and filters stay, to compare like with like.
 */
export function buildRunChange(jobId: string, latestJobId: string | undefined) {
  return { jobId: jobId === latestJobId ? undefined : jobId, page: undefined };
}

/** The address change that removes every filter (the run and sort stay) and goes back to page 1. */
export const CLEARED_FILTERS: Partial<SearchTermsSearch> = {
  page: undefined,
  decision: undefined,
  category: undefined,
  signal: undefined,
  flag: undefined,
  matchType: undefined,
  search: undefined,
  ...Object.fromEntries(
    RANGE_METRICS.flatMap((metric) => {
      const keys = RANGE_METRIC_DEFINITIONS[metric].search;
      return [
        [keys.min, undefined],
        [keys.max, undefined],
      ];
    }),
  ),
};

/** Columns of words, which a first click sorts A to Z. */
const TEXT_SORT_KEYS: ReadonlySet<SearchTermSortKey> = new Set([
  'searchTerm',
  'matchedKeyword',
  'category',
  'signal',
]);

/**
 * A header click: the same column flips its direction; another column starts with the biggest
 * figures (excluded terms first), a column of words A to Z.
 */
export function findNextSearchTermsSort(
  current: Pick<SearchTermsView, 'sortBy' | 'sortDirection'>,
  clicked: SearchTermSortKey,
): Pick<SearchTermsView, 'sortBy' | 'sortDirection'> {
  if (current.sortBy === clicked) {
    return { sortBy: clicked, sortDirection: current.sortDirection === 'desc' ? 'asc' : 'desc' };
  }
  return { sortBy: clicked, sortDirection: TEXT_SORT_KEYS.has(clicked) ? 'asc' : 'desc' };
}

export function hasSearchTermsFilters(view: SearchTermsView): boolean {
  return (
    view.decision !== undefined ||
    view.category !== undefined ||
    view.signal !== undefined ||
    view.flag !== undefined ||
    view.matchType !== undefined ||
    view.search !== '' ||
    RANGE_METRICS.some((metric) => hasRange(view.ranges[metric]))
  );
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
