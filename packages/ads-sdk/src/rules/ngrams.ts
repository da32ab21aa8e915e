// The N-grams tab's rules, written once for the API and the web app: the gram sizes, the columns a
// gram list sorts by and how it sorts (a column without a value, such as the cost per conversion
// of a gram that never converted, sits last whichever the direction; equal values fall back to the
// gram's words, so every page reads the same each time).

import type { components } from '../generated/schema.js';

/** Grams of one, two and three words. */
export const NGRAM_SIZES = [1, 2, 3] as const;
export type NgramSize = (typeof NGRAM_SIZES)[number];

export const NGRAM_SORT_KEYS = [
  'costMicros',
  'impressions',
  'clicks',
  'conversions',
  'ctr',
  'cpaMicros',
  'conversionRate',
  'excludedCostMicros',
  'excludedCostShare',
  'termCount',
  'gram',
] as const satisfies readonly components['schemas']['SearchTermNgramSortKey'][];
export type NgramSortKey = (typeof NGRAM_SORT_KEYS)[number];

// Every column of the contract is in the list (the `satisfies` above checks the other way).
type MissingSortKey = Exclude<components['schemas']['SearchTermNgramSortKey'], NgramSortKey>;
const EVERY_SORT_KEY_LISTED: MissingSortKey extends never ? true : never = true;
void EVERY_SORT_KEY_LISTED;

export interface NgramSort {
  sortBy: NgramSortKey;
  sortDirection: 'asc' | 'desc';
}

/** The costliest grams first: where the money goes is what a specialist reads grams for. */
export const DEFAULT_NGRAM_SORT: NgramSort = { sortBy: 'costMicros', sortDirection: 'desc' };

/** What sorting needs of a gram: its words and its metrics (null where there is none). */
export type SortableNgram = { gram: string } & Record<Exclude<NgramSortKey, 'gram'>, number | null>;

/** Two values of a column in the sort's direction; a missing value is last whatever the direction. */
export function compareNgramValues(
  left: number | null,
  right: number | null,
  sortDirection: 'asc' | 'desc',
): number {
  if (left === right) return 0;
  if (left === null) return 1;
  if (right === null) return -1;
  return sortDirection === 'asc' ? left - right : right - left;
}

/** Two grams' words in code-point order (the tie-break, and the `gram` column ascending). */
export function compareNgramWords(left: string, right: string): number {
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/** The order of two grams under `sort`: by the column, then by their words (ascending). */
export function compareNgrams(left: SortableNgram, right: SortableNgram, sort: NgramSort): number {
  if (sort.sortBy === 'gram') {
    const order = compareNgramWords(left.gram, right.gram);
    return sort.sortDirection === 'asc' ? order : -order;
  }
  const order = compareNgramValues(left[sort.sortBy], right[sort.sortBy], sort.sortDirection);
  return order !== 0 ? order : compareNgramWords(left.gram, right.gram);
}

/** A sorted copy of `grams`. */
export function sortNgrams<T extends SortableNgram>(
  grams: readonly T[],
  sort: NgramSort = DEFAULT_NGRAM_SORT,
): T[] {
  return [...grams].sort((left, right) => compareNgrams(left, right, sort));
}

export function isNgramSortKey(value: string): value is NgramSortKey {
  return (NGRAM_SORT_KEYS as readonly string[]).includes(value);
}
