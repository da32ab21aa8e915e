import type { RunDetailIdFilter } from '@utmost/ads-sdk';
import {
  ColumnFilterPopover,
  type ColumnFilterOption,
} from '@utmost/ui/components/column-filter-popover';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdFilters } from '../hooks/use-run-details-state';

export interface IdColumnFiltersValue {
  /** Each filter's values: the run's unique campaigns, ad groups, ads, … (run metadata). */
  options: Readonly<Record<RunDetailIdFilter, readonly ColumnFilterOption[]>>;
  selected: IdFilters;
  onChange: (filter: RunDetailIdFilter, ids: string[] | undefined) => void;
}

const NO_OPTIONS: readonly ColumnFilterOption[] = [];

// The filters reach the column headers through context, so the columns stay the same objects
// while the checked values change (a new column array would rebuild the table).
const IdColumnFiltersContext = createContext<IdColumnFiltersValue | null>(null);
export const IdColumnFiltersProvider = IdColumnFiltersContext.Provider;

/**
 * A column's filter popup (spec §2: search box, checkboxes, Only, select all / unselect all),
 * fed by the run's unique values. Every value checked is no filter at all.
 */
export function IdColumnFilter({ filter }: { filter: RunDetailIdFilter }) {
  const { t } = useTranslation();
  const context = useContext(IdColumnFiltersContext);
  const options = context?.options[filter] ?? NO_OPTIONS;
  const checked = context?.selected[filter];
  const allValues = useMemo(() => options.map((option) => option.value), [options]);
  const labels = useMemo(
    () => ({
      searchPlaceholder: t('runHistory.details.filters.search'),
      selectAll: t('runHistory.details.filters.selectAll'),
      unselectAll: t('runHistory.details.filters.unselectAll'),
      only: t('runHistory.details.filters.only'),
      selectOnly: (name: string) => t('runHistory.details.filters.selectOnly', { name }),
      noMatches: t('runHistory.details.filters.noMatches'),
      selectedCount: (selected: number, total: number) =>
        t('runHistory.details.filters.selectedCount', { selected, total }),
      filtered: t('runHistory.details.filters.filtered'),
    }),
    [t],
  );
  if (context === null) return null;
  return (
    <ColumnFilterPopover
      label={t(`runHistory.details.filters.${filter}`)}
      options={options}
      selected={checked ?? allValues}
      isActive={checked !== undefined}
      labels={labels}
      onSelectedChange={(next) =>
        context.onChange(filter, next.length === options.length ? undefined : next)
      }
    />
  );
}
