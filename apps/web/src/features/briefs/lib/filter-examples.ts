import type { BrandType, ExampleSource, SearchTermRule } from '@utmost/ads-sdk';

type YesNo = 'yes' | 'no';

/** The extra examples' filters (spec §2); `all` (or an empty text) lets every example through. */
export interface ExampleFilters {
  term: string;
  exclude: 'all' | YesNo;
  category: 'all' | BrandType;
  source: 'all' | ExampleSource;
  /** A day, `YYYY-MM-DD` in the viewer's time zone; empty for any. */
  modifiedOn: string;
  inUse: 'all' | YesNo;
}

export const NO_EXAMPLE_FILTERS: ExampleFilters = {
  term: '',
  exclude: 'all',
  category: 'all',
  source: 'all',
  modifiedOn: '',
  inUse: 'all',
};

function matchesYesNo(filter: 'all' | YesNo, value: boolean): boolean {
  return filter === 'all' || (filter === 'yes') === value;
}

/** The day of a timestamp as the viewer's calendar shows it, `YYYY-MM-DD`. */
function toLocalDay(timestamp: string): string {
  const date = new Date(timestamp);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear())}-${month}-${day}`;
}

export function matchesExampleFilters(example: SearchTermRule, filters: ExampleFilters): boolean {
  const term = filters.term.trim().toLowerCase();
  return (
    (term === '' || example.searchTerm.toLowerCase().includes(term)) &&
    matchesYesNo(filters.exclude, example.isExclude) &&
    (filters.category === 'all' || example.category === filters.category) &&
    (filters.source === 'all' || example.source === filters.source) &&
    (filters.modifiedOn === '' || toLocalDay(example.updatedAt) === filters.modifiedOn) &&
    matchesYesNo(filters.inUse, example.inUse)
  );
}

export function isFiltering(filters: ExampleFilters): boolean {
  return (Object.keys(filters) as Array<keyof ExampleFilters>).some(
    (key) => filters[key] !== NO_EXAMPLE_FILTERS[key],
  );
}
