import type { NegativeContext } from './negative-context.js';
import { compileNegative, type CompiledNegative } from './negative-match.js';
import { scopeReachesKeyword, scopeReachesTerm } from './negative-scope.js';
import type { HistoricalTerm, NegativeKeyword, PositiveKeyword } from './negative-types.js';

/**
 * What one negative at its scope blocks among the account's enabled keywords and the period's
 * terms. The keyword rule: a negative blocks a positive keyword when it would block the keyword's
 * own text as a search query. That is the search the keyword exists for (an exact keyword's only
 * search; the closest search of a phrase or broad one), so such a keyword stops serving what it
 * was added for. A broad keyword the negative does not block by its own text can still lose some
 * searches to it; those show up among the blocked terms instead.
 */
export interface TermTotals {
  terms: number;
  cost: number;
  clicks: number;
  conversions: number;
  conversionValue: number;
}

export interface NegativeReach {
  keywords: PositiveKeyword[];
  /** Most costly first. */
  terms: HistoricalTerm[];
  totals: TermTotals;
}

export function sumTerms(terms: readonly HistoricalTerm[]): TermTotals {
  const totals: TermTotals = { terms: terms.length, cost: 0, clicks: 0, conversions: 0, conversionValue: 0 };
  for (const term of terms) {
    totals.cost += term.cost;
    totals.clicks += term.clicks ?? 0;
    totals.conversions += term.conversions;
    totals.conversionValue += term.conversionValue ?? 0;
  }
  return totals;
}

export function reachOf(
  context: NegativeContext,
  negative: NegativeKeyword,
  compiled: CompiledNegative = compileNegative(negative.text, negative.matchType),
): NegativeReach {
  const { keywords, terms } = context;
  const keywordPositions = keywords.blockedBy(compiled, (position) =>
    scopeReachesKeyword(negative.scope, keywords.items[position]!),
  );
  const termPositions = terms.blockedBy(compiled, (position) =>
    scopeReachesTerm(negative.scope, terms.items[position]!),
  );
  const blockedTerms = termPositions
    .map((position) => terms.items[position]!)
    .sort((left, right) => right.cost - left.cost);
  return {
    keywords: keywordPositions.map((position) => keywords.items[position]!),
    terms: blockedTerms,
    totals: sumTerms(blockedTerms),
  };
}
