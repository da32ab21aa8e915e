import type { SearchTermRow, TermDecision } from './classifier-types.js';

/** A search term's metrics in one ad group on one day, as Google reports `search_term_view`. */
export interface DailySearchTermRow {
  searchTerm: string;
  impressions: number;
  clicks: number;
  costMicros: number;
  conversions: number;
  campaign?: { name: string | null } | null;
  adGroup?: { name: string | null } | null;
}

/**
 * One row per search term over the period: Google reports a term once per ad group and day, the
 * analysis judges it once with its totals. The campaign and ad group are those where it cost most.
 */
export function aggregateSearchTerms(rows: Iterable<DailySearchTermRow>): SearchTermRow[] {
  const byTerm = new Map<string, SearchTermRow & { topCost: number }>();
  for (const row of rows) {
    const term = row.searchTerm.trim();
    if (term === '') continue;
    let total = byTerm.get(term);
    if (!total) {
      total = {
        searchTerm: term,
        impressions: 0,
        clicks: 0,
        costMicros: 0,
        conversions: 0,
        campaign: null,
        adGroup: null,
        topCost: -1,
      };
      byTerm.set(term, total);
    }
    total.impressions = (total.impressions ?? 0) + row.impressions;
    total.clicks = (total.clicks ?? 0) + row.clicks;
    total.costMicros = (total.costMicros ?? 0) + row.costMicros;
    total.conversions = (total.conversions ?? 0) + row.conversions;
    if (row.costMicros > total.topCost) {
      total.topCost = row.costMicros;
      total.campaign = row.campaign?.name ?? null;
      total.adGroup = row.adGroup?.name ?? null;
    }
  }
  return [...byTerm.values()].map(({ topCost: _topCost, ...row }) => row);
}

export interface DecisionSummary {
  terms: number;
  excludedTerms: number;
  impressions: number;
  excludedImpressions: number;
  costMicros: number;
  excludedCostMicros: number;
  /** Which path settled each term: the brief's examples, the local rules, the model. */
  decidedBy: { examples: number; rules: number; model: number };
  /** Decisions an example of the brief changed against its rules (the terms carry `rules`). */
  changedByExamples: number;
  /** Costly terms two model answers disagreed on, left for a person. */
  needsReview: number;
}

/** A run's totals: what the period cost and what the excluded terms cost of it. */
export function summarizeDecisions(
  rows: readonly SearchTermRow[],
  decisions: readonly TermDecision[],
): DecisionSummary {
  const summary: DecisionSummary = {
    terms: rows.length,
    excludedTerms: 0,
    impressions: 0,
    excludedImpressions: 0,
    costMicros: 0,
    excludedCostMicros: 0,
    decidedBy: { examples: 0, rules: 0, model: 0 },
    changedByExamples: 0,
    needsReview: 0,
  };
  rows.forEach((row, index) => {
    const decision = decisions[index];
    const impressions = row.impressions ?? 0;
    const cost = row.costMicros ?? 0;
    summary.impressions += impressions;
    summary.costMicros += cost;
    if (!decision) return;
    if (decision.signal === 'example') summary.decidedBy.examples += 1;
    else if (decision.signal === 'model') summary.decidedBy.model += 1;
    else summary.decidedBy.rules += 1;
    if (decision.rules) summary.changedByExamples += 1;
    if (decision.needsReview) summary.needsReview += 1;
    if (decision.isExclude) {
      summary.excludedTerms += 1;
      summary.excludedImpressions += impressions;
      summary.excludedCostMicros += cost;
    }
  });
  return summary;
}
