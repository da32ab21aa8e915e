import type { SearchTermRow, TermDecision } from './classifier-types.js';

/**
 * A search term's metrics in one ad group, for one triggering keyword, on one day, as Google
 * reports `search_term_view` segmented by `segments.keyword`.
 */
export interface DailySearchTermRow {
  searchTerm: string;
  impressions: number;
  clicks: number;
  costMicros: number;
  conversions: number;
  campaign?: { name: string | null } | null;
  adGroup?: { name: string | null } | null;
  /** Null where Google matched the term without a keyword (dynamic search ads, AI Max). */
  keyword?: { text: string; matchType: string } | null;
}

/** Where a term served: campaign, ad group and keyword, with what it cost there. */
interface Placement {
  campaign: string | null;
  adGroup: string | null;
  keyword: { text: string; matchType: string } | null;
  costMicros: number;
}

interface TermTotal {
  row: SearchTermRow;
  placements: Map<string, Placement>;
}

function describePlacement(row: DailySearchTermRow): Placement {
  return {
    campaign: row.campaign?.name ?? null,
    adGroup: row.adGroup?.name ?? null,
    keyword: row.keyword ? { text: row.keyword.text, matchType: row.keyword.matchType } : null,
    costMicros: 0,
  };
}

function keyPlacement(placement: Placement): string {
  const { campaign, adGroup, keyword } = placement;
  return [campaign, adGroup, keyword?.text, keyword?.matchType]
    .map((part) => part ?? '\u0001')
    .join('\u0000');
}

/** The placement the term cost most in over the period; the first seen wins a tie. */
function findCostliestPlacement(placements: Map<string, Placement>): Placement | null {
  let costliest: Placement | null = null;
  for (const placement of placements.values()) {
    if (!costliest || placement.costMicros > costliest.costMicros) costliest = placement;
  }
  return costliest;
}

/**
 * One row per search term over the period: Google reports a term once per ad group, keyword and
 * day, the analysis judges it once with its totals. The campaign, ad group and matched keyword
 * are those of the placement where the term cost most over the period.
 */
export function aggregateSearchTerms(rows: Iterable<DailySearchTermRow>): SearchTermRow[] {
  const byTerm = new Map<string, TermTotal>();
  for (const row of rows) {
    const term = row.searchTerm.trim();
    if (term === '') continue;
    let total = byTerm.get(term);
    if (!total) {
      total = {
        row: { searchTerm: term, impressions: 0, clicks: 0, costMicros: 0, conversions: 0 },
        placements: new Map(),
      };
      byTerm.set(term, total);
    }
    total.row.impressions = (total.row.impressions ?? 0) + row.impressions;
    total.row.clicks = (total.row.clicks ?? 0) + row.clicks;
    total.row.costMicros = (total.row.costMicros ?? 0) + row.costMicros;
    total.row.conversions = (total.row.conversions ?? 0) + row.conversions;
    const seen = describePlacement(row);
    const key = keyPlacement(seen);
    const placement = total.placements.get(key) ?? seen;
    total.placements.set(key, placement);
    placement.costMicros += row.costMicros;
  }
  return [...byTerm.values()].map(({ row, placements }) => {
    const costliest = findCostliestPlacement(placements);
    return {
      ...row,
      campaign: costliest?.campaign ?? null,
      adGroup: costliest?.adGroup ?? null,
      matchedKeyword: costliest?.keyword?.text ?? null,
      matchType: costliest?.keyword?.matchType ?? null,
    };
  });
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
