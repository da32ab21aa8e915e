import type { SearchTermFlag, SearchTermSignal } from '@utmost/ads-sdk/query';
import type { SearchTermMatchType, SearchTermsSearch } from '../../../lib/search-schemas';
import {
  buildRangeSearchChange,
  hasRange,
  RANGE_METRICS,
  type MetricRange,
  type RangeMetric,
} from './metric-ranges';
import type { SearchTermsView } from './search-terms-view';

/** One filter in force, as a chip shows it, with the address change that removes it. */
export type ActiveFilter =
  | { kind: 'search'; value: string; remove: Partial<SearchTermsSearch> }
  | { kind: 'decision'; value: 'exclude' | 'keep'; remove: Partial<SearchTermsSearch> }
  | { kind: 'category'; value: 'product' | 'brand'; remove: Partial<SearchTermsSearch> }
  | { kind: 'signal'; value: SearchTermSignal; remove: Partial<SearchTermsSearch> }
  | { kind: 'flag'; value: SearchTermFlag; remove: Partial<SearchTermsSearch> }
  | { kind: 'matchType'; value: SearchTermMatchType; remove: Partial<SearchTermsSearch> }
  | { kind: 'range'; metric: RangeMetric; range: MetricRange; remove: Partial<SearchTermsSearch> };

/** The view's filters in force, in the order of the table's columns (search and flag first). */
export function listActiveFilters(view: SearchTermsView): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  const back = { page: undefined };
  if (view.search !== '') {
    filters.push({ kind: 'search', value: view.search, remove: { ...back, search: undefined } });
  }
  if (view.flag !== undefined) {
    filters.push({ kind: 'flag', value: view.flag, remove: { ...back, flag: undefined } });
  }
  if (view.matchType !== undefined) {
    filters.push({
      kind: 'matchType',
      value: view.matchType,
      remove: { ...back, matchType: undefined },
    });
  }
  if (view.decision !== undefined) {
    filters.push({
      kind: 'decision',
      value: view.decision,
      remove: { ...back, decision: undefined },
    });
  }
  if (view.category !== undefined) {
    filters.push({
      kind: 'category',
      value: view.category,
      remove: { ...back, category: undefined },
    });
  }
  if (view.signal !== undefined) {
    filters.push({ kind: 'signal', value: view.signal, remove: { ...back, signal: undefined } });
  }
  for (const metric of RANGE_METRICS) {
    const range = view.ranges[metric];
    if (!hasRange(range)) continue;
    filters.push({
      kind: 'range',
      metric,
      range,
      remove: { ...back, ...buildRangeSearchChange(metric, {}) },
    });
  }
  return filters;
}
