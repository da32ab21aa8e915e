// The Search terms tab's range filters (spec: filters on every column): which query parameters
// bound each metric column from below and above, and the one rule they share — a minimum above
// its maximum holds nothing, a mistake the form refuses and the API answers with a 400.
import type { operations } from '../generated/schema.js';
import { RANGE_MIN_ABOVE_MAX } from './validation-messages.js';

type ResultsParameters = NonNullable<operations['listSearchTermResults']['parameters']['query']>;

export const SEARCH_TERM_RANGE_PARAMETERS = {
  impressions: { min: 'minImpressions', max: 'maxImpressions' },
  clicks: { min: 'minClicks', max: 'maxClicks' },
  costMicros: { min: 'minCostMicros', max: 'maxCostMicros' },
  conversions: { min: 'minConversions', max: 'maxConversions' },
  cpaMicros: { min: 'minCpaMicros', max: 'maxCpaMicros' },
  confidence: { min: 'minConfidence', max: 'maxConfidence' },
} as const satisfies Record<string, { min: keyof ResultsParameters; max: keyof ResultsParameters }>;

export type SearchTermRangeColumn = keyof typeof SEARCH_TERM_RANGE_PARAMETERS;

/**
 * The largest bound a range parameter takes (the contract's maximum, 2^53 − 1: the largest whole
 * number a JSON reader holds exactly); money bounds count micros.
 */
export const SEARCH_TERM_RANGE_MAXIMUM = Number.MAX_SAFE_INTEGER;

export const SEARCH_TERM_RANGE_COLUMNS = Object.keys(
  SEARCH_TERM_RANGE_PARAMETERS,
) as readonly SearchTermRangeColumn[];

/** Whether a range can hold anything: an open end, or a minimum at most its maximum. */
export function isRangeOrdered(range: { min?: number; max?: number }): boolean {
  return range.min === undefined || range.max === undefined || range.min <= range.max;
}

/**
 * The field error on a range's maximum when it is below its minimum: what is wrong and how to fix
 * it, in the filter's own words (the column and the minimum no longer change it; kept in the
 * signature for callers of earlier versions).
 */
export function describeRangeBelowMinimum(_column: SearchTermRangeColumn, _min: number): string {
  return RANGE_MIN_ABOVE_MAX;
}
