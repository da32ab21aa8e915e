import type { SearchTermRow, TermDecision } from '@utmost/search-terms';
import type { NewSearchTermResult } from '../repositories/search-term-result-repository.js';

/**
 * A run's terms as stored: each term's totals and keyword beside its decision, with the local
 * and the rules' decision where the classifier kept them (a hybrid's, an example's change).
 */
export function toResultRows(
  run: { id: string; organizationId: string },
  rows: readonly SearchTermRow[],
  decisions: readonly TermDecision[],
): NewSearchTermResult[] {
  return rows.map((row, index) => {
    const decision = decisions[index]!;
    return {
      runId: run.id,
      organizationId: run.organizationId,
      searchTerm: row.searchTerm,
      matchedKeyword: row.matchedKeyword ?? null,
      matchType: row.matchType ?? null,
      impressions: row.impressions ?? 0,
      clicks: row.clicks ?? 0,
      costMicros: row.costMicros ?? 0,
      conversions: row.conversions ?? 0,
      isExclude: decision.isExclude,
      category: decision.category,
      reason: decision.reason,
      confidence: decision.confidence,
      signal: decision.signal,
      needsReview: decision.needsReview ?? false,
      localDecision: decision.local ?? null,
      rulesDecision: decision.rules ?? null,
    };
  });
}
