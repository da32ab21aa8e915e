import {
  findDefaultRunDetailsPaging,
  type Platform,
  type RunDetailIdFilter,
  type RunDetailSortKey,
  type RunResultStatus,
} from '@utmost/ads-sdk';
import { useCallback, useMemo, useState } from 'react';
import { findNextRunDetailsSort, type RunDetailsSort } from '../lib/run-details-sort';

/** Checked ids per column filter; a column without an entry is not filtered. */
export type IdFilters = Partial<Record<RunDetailIdFilter, string[]>>;

interface RunDetailsView {
  status: RunResultStatus | null;
  sort: RunDetailsSort;
  /** From 1. */
  page: number;
  idFilters: IdFilters;
}

function createInitialView(platform: Platform): RunDetailsView {
  const { sortBy, sortOrder } = findDefaultRunDetailsPaging(platform);
  return {
    status: null,
    sort: { sortBy: sortBy as RunDetailSortKey, sortOrder },
    page: 1,
    idFilters: {},
  };
}

/**
 * What the run details show: the status tile, the sort, the page and the column filters, kept in
 * the page's own state (spec §4), starting from the spec's defaults. Every change but paging goes
 * back to the first page. The page is remounted for another run, which starts over.
 */
export function useRunDetailsState(platform: Platform) {
  const [view, setView] = useState(() => createInitialView(platform));
  const { limit } = findDefaultRunDetailsPaging(platform);

  const selectStatus = useCallback(
    (status: RunResultStatus | null) => setView((current) => ({ ...current, status, page: 1 })),
    [],
  );
  const toggleSort = useCallback(
    (clicked: RunDetailSortKey) =>
      setView((current) => ({
        ...current,
        sort: findNextRunDetailsSort(current.sort, clicked),
        page: 1,
      })),
    [],
  );
  const setPage = useCallback((page: number) => setView((current) => ({ ...current, page })), []);
  const setIdFilter = useCallback(
    (filter: RunDetailIdFilter, ids: string[] | undefined) =>
      setView((current) => {
        const idFilters = { ...current.idFilters };
        if (ids === undefined) delete idFilters[filter];
        else idFilters[filter] = ids;
        return { ...current, idFilters, page: 1 };
      }),
    [],
  );

  return useMemo(
    () => ({
      ...view,
      offset: (view.page - 1) * limit,
      limit,
      selectStatus,
      toggleSort,
      setPage,
      setIdFilter,
    }),
    [view, limit, selectStatus, toggleSort, setPage, setIdFilter],
  );
}
