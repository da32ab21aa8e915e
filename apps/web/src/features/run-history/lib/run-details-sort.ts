import type { RunDetailSortKey } from '@utmost/ads-sdk';

export interface RunDetailsSort {
  sortBy: RunDetailSortKey;
  sortOrder: 'asc' | 'desc';
}

/**
 * Spec §4 sorting: clicking the column sorted descending makes it ascending; any other click
 * (another column, or the same one ascending) sorts that column descending.
 */
export function findNextRunDetailsSort(
  current: RunDetailsSort,
  clicked: RunDetailSortKey,
): RunDetailsSort {
  if (current.sortBy === clicked && current.sortOrder === 'desc') {
    return { sortBy: clicked, sortOrder: 'asc' };
  }
  return { sortBy: clicked, sortOrder: 'desc' };
}
