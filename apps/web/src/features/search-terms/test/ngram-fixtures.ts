import type { SearchTermNgram } from '@utmost/ads-sdk/query';

/** A one-word gram of four terms, a quarter of its cost excluded. */
export function buildNgram(overrides: Partial<SearchTermNgram> = {}): SearchTermNgram {
  return {
    gram: 'stove',
    lemma: 'stove',
    size: 1,
    surfaceForms: ['stove', 'stoves'],
    termCount: 4,
    excludedTermCount: 1,
    impressions: 1_000,
    clicks: 50,
    costMicros: 40_000_000,
    conversions: 2,
    excludedCostMicros: 10_000_000,
    ctr: 0.05,
    cpaMicros: 20_000_000,
    conversionRate: 0.04,
    excludedCostShare: 0.25,
    terms: [],
    ...overrides,
  };
}
