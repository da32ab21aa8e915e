import { SEARCH_TERM_RANGE_PARAMETERS } from '@utmost/ads-sdk';
import type { SearchTermResultFilters } from '@utmost/ads-sdk/query';
import type { SearchTermsSearch } from '../../../lib/search-schemas';

/** The columns a header filters by a range: at least / at most. */
export const RANGE_METRICS = [
  'impressions',
  'clicks',
  'cost',
  'conversions',
  'cpa',
  'confidence',
] as const;
export type RangeMetric = (typeof RANGE_METRICS)[number];

/**
 * How a range is typed: a whole count, a count with decimals (conversions), an amount of the
 * account's currency, or a percent.
 */
export type RangeUnit = 'count' | 'decimal' | 'money' | 'percent';

export interface MetricRange {
  min?: number;
  max?: number;
}

type Bound = 'min' | 'max';
type SearchBoundKey = Extract<keyof SearchTermsSearch, `${Bound}${string}`>;
type ApiBoundKey = Extract<keyof SearchTermResultFilters, `${Bound}${string}`>;

interface RangeMetricDefinition {
  unit: RangeUnit;
  search: Record<Bound, SearchBoundKey>;
  api: Record<Bound, ApiBoundKey>;
}

export const RANGE_METRIC_DEFINITIONS: Readonly<Record<RangeMetric, RangeMetricDefinition>> = {
  impressions: {
    unit: 'count',
    search: { min: 'minImpressions', max: 'maxImpressions' },
    api: SEARCH_TERM_RANGE_PARAMETERS.impressions,
  },
  clicks: {
    unit: 'count',
    search: { min: 'minClicks', max: 'maxClicks' },
    api: SEARCH_TERM_RANGE_PARAMETERS.clicks,
  },
  cost: {
    unit: 'money',
    search: { min: 'minCost', max: 'maxCost' },
    api: SEARCH_TERM_RANGE_PARAMETERS.costMicros,
  },
  conversions: {
    unit: 'decimal',
    search: { min: 'minConversions', max: 'maxConversions' },
    api: SEARCH_TERM_RANGE_PARAMETERS.conversions,
  },
  cpa: {
    unit: 'money',
    search: { min: 'minCpa', max: 'maxCpa' },
    api: SEARCH_TERM_RANGE_PARAMETERS.cpaMicros,
  },
  confidence: {
    unit: 'percent',
    search: { min: 'minConfidence', max: 'maxConfidence' },
    api: SEARCH_TERM_RANGE_PARAMETERS.confidence,
  },
};

const MICROS_PER_UNIT = 1_000_000;

/**
 * A typed bound in the API's terms: money in micros, percent as a share of 1, counts whole (a
 * lower bound rounds up and an upper bound down, so "at least 2.5 clicks" means 3 or more).
 */
export function toApiBound(unit: RangeUnit, bound: Bound, value: number): number {
  switch (unit) {
    case 'count':
      return bound === 'min' ? Math.ceil(value) : Math.floor(value);
    case 'decimal':
      return value;
    case 'money':
      return Math.round(value * MICROS_PER_UNIT);
    case 'percent':
      return Math.min(1, value / 100);
  }
}

/** Each metric's range as the address holds it (only the bounds it has). */
export function readMetricRanges(search: SearchTermsSearch): Record<RangeMetric, MetricRange> {
  return Object.fromEntries(
    RANGE_METRICS.map((metric) => {
      const keys = RANGE_METRIC_DEFINITIONS[metric].search;
      const range: MetricRange = {};
      if (search[keys.min] !== undefined) range.min = search[keys.min];
      if (search[keys.max] !== undefined) range.max = search[keys.max];
      return [metric, range];
    }),
  ) as Record<RangeMetric, MetricRange>;
}

/** The address change that sets one metric's range (an empty range clears it). */
export function buildRangeSearchChange(
  metric: RangeMetric,
  range: MetricRange,
): Partial<SearchTermsSearch> {
  const keys = RANGE_METRIC_DEFINITIONS[metric].search;
  return { [keys.min]: range.min, [keys.max]: range.max };
}

/** The ranges as the results endpoint's min/max parameters. */
export function buildRangeFilters(
  ranges: Record<RangeMetric, MetricRange>,
): Partial<SearchTermResultFilters> {
  const filters: Partial<Record<ApiBoundKey, number>> = {};
  for (const metric of RANGE_METRICS) {
    const { unit, api } = RANGE_METRIC_DEFINITIONS[metric];
    const range = ranges[metric];
    if (range.min !== undefined) filters[api.min] = toApiBound(unit, 'min', range.min);
    if (range.max !== undefined) filters[api.max] = toApiBound(unit, 'max', range.max);
  }
  return filters;
}

export function hasRange(range: MetricRange): boolean {
  return range.min !== undefined || range.max !== undefined;
}
