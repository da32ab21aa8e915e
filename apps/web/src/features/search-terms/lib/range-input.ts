import { SEARCH_TERM_RANGE_MAXIMUM, isRangeOrdered } from '@utmost/ads-sdk';
import { formatMicros } from '../../../lib/format-money';
import type { MetricRange, RangeUnit } from './metric-ranges';

export type RangeInputError =
  'notANumber' | 'notWhole' | 'overHundred' | 'tooLarge' | 'minAboveMax';

/**
 * What a range filter's two boxes say: empty boxes are no bound; a bound is a number of 0 or
 * more, whole for counts, at most 100 for a percent, no larger than the API takes; "at least"
 * may not exceed "at most".
 */
export function parseRangeInput(
  unit: RangeUnit,
  text: { min: string; max: string },
): { range: MetricRange } | { error: RangeInputError; bound: 'min' | 'max' } {
  const range: MetricRange = {};
  for (const bound of ['min', 'max'] as const) {
    const typed = text[bound].trim().replace(',', '.');
    if (typed === '') continue;
    const value = Number(typed);
    if (!Number.isFinite(value) || value < 0) return { error: 'notANumber', bound };
    if (unit === 'count' && !Number.isInteger(value)) return { error: 'notWhole', bound };
    if (unit === 'percent' && value > 100) return { error: 'overHundred', bound };
    // Money goes to the API in micros; no bound beyond what the API takes.
    if ((unit === 'money' ? value * 1_000_000 : value) > SEARCH_TERM_RANGE_MAXIMUM) {
      return { error: 'tooLarge', bound };
    }
    range[bound] = value;
  }
  if (!isRangeOrdered(range)) return { error: 'minAboveMax', bound: 'min' };
  return { range };
}

const COUNT = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** A bound as the chips show it: "€10.00", "80%", "1,000". */
export function formatRangeBound(
  unit: RangeUnit,
  value: number,
  currencyCode: string | null,
): string {
  if (unit === 'money') return formatMicros(Math.round(value * 1_000_000), currencyCode);
  if (unit === 'percent') return `${COUNT.format(value)}%`;
  return COUNT.format(value);
}

/** The account currency's symbol ("€"), for the boxes of a money range; null without one. */
export function findCurrencySymbol(currencyCode: string | null): string | null {
  if (currencyCode === null) return null;
  try {
    const parts = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: currencyCode,
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? null;
  } catch {
    return null;
  }
}
