import type { components } from '../generated/schema.js';
import { formatCsvLine } from './csv.js';

// The columns an export of search-term results has, for the README's script and
// `utmost search-terms export --format csv`: what a marketer pastes into a negative keyword list
// or a spreadsheet, money in the account currency rather than the API's micros.

type SearchTermResult = components['schemas']['SearchTermResult'];

export const SEARCH_TERM_CSV_COLUMNS = [
  'searchTerm',
  'decision',
  'category',
  'reason',
  'matchedKeyword',
  'matchType',
  'impressions',
  'clicks',
  'cost',
  'conversions',
  'needsReview',
] as const;

const MICROS_PER_UNIT = 1_000_000;

/** The header line of a search-term export. */
export function formatSearchTermCsvHeader(): string {
  return formatCsvLine(SEARCH_TERM_CSV_COLUMNS);
}

/** One result as a line under `formatSearchTermCsvHeader()`. */
export function formatSearchTermCsvLine(result: SearchTermResult): string {
  return formatCsvLine([
    result.searchTerm,
    result.isExclude ? 'exclude' : 'keep',
    result.category,
    result.reason,
    result.matchedKeyword,
    result.matchType,
    result.impressions,
    result.clicks,
    result.costMicros / MICROS_PER_UNIT,
    result.conversions,
    result.needsReview,
  ]);
}
