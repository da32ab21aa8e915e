import type { SearchTermResultsPage } from '@utmost/ads-sdk/query';

type RunSummary = NonNullable<NonNullable<SearchTermResultsPage['run']>['summary']>;

/** A part of a whole as a share from 0 to 1; nothing of nothing is no share. */
export function findShare(part: number, whole: number): number {
  return whole > 0 ? Math.min(1, Math.max(0, part / whole)) : 0;
}

export function formatPercent(share: number): string {
  return new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** The run's wasted spend: what was excluded, and its share of the period's impressions and cost. */
export function summarizeWastedSpend(summary: RunSummary) {
  return {
    excludedImpressions: summary.excludedImpressions,
    impressionShare: findShare(summary.excludedImpressions, summary.impressions),
    excludedCostMicros: summary.excludedCostMicros,
    costShare: findShare(summary.excludedCostMicros, summary.costMicros),
    excludedTerms: summary.excludedTerms,
    terms: summary.terms,
  };
}

/**
 * Each category's bar spans that category's own spend, so the excluded part reads as its share of
 * what the category cost, however small the category is beside the others (a bar scaled to the
 * costliest category left a small category's excluded part a sliver no one could read).
 */
export function buildCategoryBars(byCategory: SearchTermResultsPage['byCategory']) {
  return byCategory.map((entry) => {
    const total = entry.keptCostMicros + entry.excludedCostMicros;
    return {
      ...entry,
      totalCostMicros: total,
      excludedShare: findShare(entry.excludedCostMicros, total),
    };
  });
}
