import {
  DEFAULT_NGRAM_SORT,
  type NgramSize,
  type NgramSort,
  type NgramSortKey,
} from '@utmost/ads-sdk';
import type { SearchTermNgram, SearchTermNgramFilters } from '@utmost/ads-sdk/query';

// The N-grams tab's view: the gram size, the filters a specialist sets (in the account's
// currency, sent in micros), the sort and the page; and the plain CSV of the grams it shows.

export const NGRAMS_PAGE_SIZE = 50;
/** How many grams a download reads a request (the contract's largest page). */
export const NGRAMS_DOWNLOAD_PAGE_SIZE = 10_000;

export interface NgramsView extends NgramSort {
  size: NgramSize;
  page: number;
  minImpressions?: number;
  /** In the account's currency, as typed. */
  minCost?: number;
  zeroConversions: boolean;
}

export const DEFAULT_NGRAMS_VIEW: NgramsView = {
  ...DEFAULT_NGRAM_SORT,
  size: 1,
  page: 1,
  zeroConversions: false,
};

/** The view's filters as the API takes them. */
export function buildNgramFilters(view: NgramsView): SearchTermNgramFilters {
  return {
    size: view.size,
    ...(view.minImpressions !== undefined && { minImpressions: view.minImpressions }),
    ...(view.minCost !== undefined && { minCostMicros: Math.round(view.minCost * 1_000_000) }),
    ...(view.zeroConversions && { zeroConversions: true }),
  };
}

/** A column header click: the same column flips its direction, another starts descending. */
export function findNextNgramSort(current: NgramSort, clicked: NgramSortKey): NgramSort {
  if (current.sortBy === clicked) {
    return { sortBy: clicked, sortDirection: current.sortDirection === 'desc' ? 'asc' : 'desc' };
  }
  return { sortBy: clicked, sortDirection: clicked === 'gram' ? 'asc' : 'desc' };
}

/** A whole number ≥ 0 from a field, or undefined when empty or not one. */
export function readMinimum(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

export const NGRAMS_CSV_HEADER = [
  'Gram',
  'Words',
  'Also written',
  'Terms',
  'Excluded terms',
  'Impressions',
  'Clicks',
  'Cost',
  'Conversions',
  'CTR',
  'Cost per conversion',
  'Conversion rate',
  'Excluded cost',
  'Excluded share of cost',
] as const;

function quote(value: string): string {
  return /[",\n\r]/.test(value) || /^[=+\-@]/.test(value)
    ? `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`
    : value;
}

const money = (micros: number | null) => (micros === null ? '' : (micros / 1_000_000).toFixed(2));
const rate = (value: number | null) => (value === null ? '' : value.toFixed(4));

/**
 * The grams as a plain CSV (comma-separated, a header row, money in the account's currency with
 * two decimals, rates as fractions); a cell a spreadsheet would read as a formula is quoted.
 */
export function buildNgramsCsv(grams: readonly SearchTermNgram[]): string {
  const rows = grams.map((gram) =>
    [
      gram.gram,
      String(gram.size),
      gram.surfaceForms.slice(1).join('; '),
      String(gram.termCount),
      String(gram.excludedTermCount),
      String(gram.impressions),
      String(gram.clicks),
      money(gram.costMicros),
      String(gram.conversions),
      rate(gram.ctr),
      money(gram.cpaMicros),
      rate(gram.conversionRate),
      money(gram.excludedCostMicros),
      rate(gram.excludedCostShare),
    ]
      .map(quote)
      .join(','),
  );
  return `${[NGRAMS_CSV_HEADER.join(','), ...rows].join('\r\n')}\r\n`;
}
