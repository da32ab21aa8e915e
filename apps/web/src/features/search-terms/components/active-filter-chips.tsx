import { SEARCH_TERM_FLAG_LABELS, SEARCH_TERM_SIGNAL_LABELS } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { XIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SearchTermsSearch } from '../../../lib/search-schemas';
import { listActiveFilters, type ActiveFilter } from '../lib/active-filters';
import { RANGE_METRIC_DEFINITIONS } from '../lib/metric-ranges';
import { formatRangeBound } from '../lib/range-input';
import { CLEARED_FILTERS, type SearchTermsView } from '../lib/search-terms-view';

/** The filters in force as chips, each removable, and "Clear filters" for all of them. */
export function ActiveFilterChips({
  view,
  currencyCode,
  onSearchChange,
}: {
  view: SearchTermsView;
  currencyCode: string | null;
  onSearchChange: (changes: Partial<SearchTermsSearch>) => void;
}) {
  const { t } = useTranslation();
  const filters = listActiveFilters(view);
  if (filters.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t('searchTerms.filters.active')} className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const text = describeFilter(filter, currencyCode, t);
          return (
            <li
              key={filter.kind === 'range' ? filter.metric : filter.kind}
              className="inline-flex h-7 items-center gap-1 rounded-full border border-border bg-muted/40 pr-1 pl-3 text-xs"
            >
              {text}
              <Button
                variant="ghost"
                size="icon"
                className="size-5 rounded-full"
                aria-label={t('searchTerms.filters.remove', { filter: text })}
                onClick={() => onSearchChange(filter.remove)}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <Button variant="link" size="sm" onClick={() => onSearchChange(CLEARED_FILTERS)}>
        {t('searchTerms.empty.noMatch.action')}
      </Button>
    </div>
  );
}

function describeFilter(filter: ActiveFilter, currencyCode: string | null, t: TFunction): string {
  switch (filter.kind) {
    case 'search':
      return t('searchTerms.filters.chips.search', { value: filter.value });
    case 'flag':
      return SEARCH_TERM_FLAG_LABELS[filter.value];
    case 'matchType':
      return t('searchTerms.filters.chips.matchType', {
        value: t(`searchTerms.matchTypes.${filter.value}`),
      });
    case 'decision':
      return t('searchTerms.filters.chips.decision', {
        value: t(`searchTerms.decisions.${filter.value}`),
      });
    case 'category':
      return t('searchTerms.filters.chips.category', {
        value: t(`searchTerms.categories.${filter.value}`),
      });
    case 'signal':
      return t('searchTerms.filters.chips.signal', {
        value: SEARCH_TERM_SIGNAL_LABELS[filter.value],
      });
    case 'range': {
      const { unit } = RANGE_METRIC_DEFINITIONS[filter.metric];
      const name = t(`searchTerms.filters.metrics.${filter.metric}`);
      const format = (value: number) => formatRangeBound(unit, value, currencyCode);
      const { min, max } = filter.range;
      if (min !== undefined && max !== undefined) {
        return t('searchTerms.filters.chips.between', { name, min: format(min), max: format(max) });
      }
      if (min !== undefined)
        return t('searchTerms.filters.chips.atLeast', { name, min: format(min) });
      return t('searchTerms.filters.chips.atMost', { name, max: format(max ?? 0) });
    }
  }
}
