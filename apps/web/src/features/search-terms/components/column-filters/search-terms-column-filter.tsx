import { SEARCH_TERM_SIGNAL_LABELS } from '@utmost/ads-sdk';
import type { SearchTermSignal } from '@utmost/ads-sdk/query';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TERM_MATCH_TYPES, type SearchTermsSearch } from '../../../../lib/search-schemas';
import {
  buildRangeSearchChange,
  RANGE_METRIC_DEFINITIONS,
  type RangeMetric,
} from '../../lib/metric-ranges';
import type { SearchTermsView } from '../../lib/search-terms-view';
import { ChoiceColumnFilter } from './choice-column-filter';
import { RangeColumnFilter } from './range-column-filter';

export interface SearchTermsFiltersValue {
  view: SearchTermsView;
  currencyCode: string | null;
  onSearchChange: (changes: Partial<SearchTermsSearch>) => void;
}

// The view reaches the header filters through context, so the columns stay the same objects
// while filters change (new columns would rebuild the table and close an open filter).
const SearchTermsFiltersContext = createContext<SearchTermsFiltersValue | null>(null);
export const SearchTermsFiltersProvider = SearchTermsFiltersContext.Provider;

export type SearchTermsColumnFilterKind =
  'decision' | 'category' | 'signal' | 'matchType' | RangeMetric;

const SIGNALS = Object.keys(SEARCH_TERM_SIGNAL_LABELS) as SearchTermSignal[];

/** The filter in a column's header; each change goes back to the first page. */
export function SearchTermsColumnFilter({ filter }: { filter: SearchTermsColumnFilterKind }) {
  const { t } = useTranslation();
  const context = useContext(SearchTermsFiltersContext);
  if (context === null) return null;
  const { view, currencyCode, onSearchChange } = context;
  const label = t(`searchTerms.filters.by.${filter}`);
  const allLabel = t('searchTerms.filters.all');
  switch (filter) {
    case 'decision':
      return (
        <ChoiceColumnFilter
          label={label}
          allLabel={allLabel}
          options={[
            { value: 'exclude', label: t('searchTerms.decisions.exclude') },
            { value: 'keep', label: t('searchTerms.decisions.keep') },
          ]}
          value={view.decision}
          onChange={(decision) => onSearchChange({ decision, page: undefined })}
        />
      );
    case 'category':
      return (
        <ChoiceColumnFilter
          label={label}
          allLabel={allLabel}
          options={[
            { value: 'product', label: t('searchTerms.categories.product') },
            { value: 'brand', label: t('searchTerms.categories.brand') },
          ]}
          value={view.category}
          onChange={(category) => onSearchChange({ category, page: undefined })}
        />
      );
    case 'signal':
      return (
        <ChoiceColumnFilter
          label={label}
          allLabel={allLabel}
          options={SIGNALS.map((signal) => ({
            value: signal,
            label: SEARCH_TERM_SIGNAL_LABELS[signal],
          }))}
          value={view.signal}
          onChange={(signal) => onSearchChange({ signal, page: undefined })}
        />
      );
    case 'matchType':
      return (
        <ChoiceColumnFilter
          label={label}
          allLabel={allLabel}
          options={SEARCH_TERM_MATCH_TYPES.map((matchType) => ({
            value: matchType,
            label: t(`searchTerms.matchTypes.${matchType}`),
          }))}
          value={view.matchType}
          onChange={(matchType) => onSearchChange({ matchType, page: undefined })}
        />
      );
    default:
      return (
        <RangeColumnFilter
          label={label}
          unit={RANGE_METRIC_DEFINITIONS[filter].unit}
          currencyCode={currencyCode}
          range={view.ranges[filter]}
          onChange={(range) =>
            onSearchChange({ ...buildRangeSearchChange(filter, range), page: undefined })
          }
        />
      );
  }
}
