import type { NegativeContext } from './negative-context.js';
import { compileNegative, type CompiledNegative } from './negative-match.js';
import { scopeReachesKeyword, scopeReachesTerm } from './negative-scope.js';
import type {
  HistoricalTerm,
  NegativeKeyword,
  NegativeScope,
  PositiveKeyword,
} from './negative-types.js';

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

/** Positions in the context's indexes (the planner and check reuse them). */
export interface ReachPositions {
  keywordPositions: number[];
  termPositions: number[];
}

export function sumTerms(terms: readonly HistoricalTerm[]): TermTotals {
  const totals: TermTotals = {
    terms: terms.length,
    cost: 0,
    clicks: 0,
    conversions: 0,
    conversionValue: 0,
  };
  for (const term of terms) {
    totals.cost += term.cost;
    totals.clicks += term.clicks ?? 0;
    totals.conversions += term.conversions;
    totals.conversionValue += term.conversionValue ?? 0;
  }
  return totals;
}

/** Filters of index positions by scope; none at the account level, which reaches everything. */
export function scopeFilters(
  context: NegativeContext,
  scope: NegativeScope,
): { keyword?: (position: number) => boolean; term?: (position: number) => boolean } {
  if (scope.level === 'account') return {};
  const { keywords, terms } = context;
  return {
    keyword: (position) => scopeReachesKeyword(scope, keywords.items[position]!),
    term: (position) => scopeReachesTerm(scope, terms.items[position]!),
  };
}

export function findReach(
  context: NegativeContext,
  scope: NegativeScope,
  compiled: CompiledNegative,
): ReachPositions {
  const filters = scopeFilters(context, scope);
  return {
    keywordPositions: context.keywords.blockedBy(compiled, filters.keyword),
    termPositions: context.terms.blockedBy(compiled, filters.term),
  };
}

export function reachFromPositions(
  context: NegativeContext,
  positions: ReachPositions,
): NegativeReach {
  const blockedTerms = positions.termPositions
    .map((position) => context.terms.items[position]!)
    .sort((left, right) => right.cost - left.cost);
  return {
    keywords: positions.keywordPositions.map((position) => context.keywords.items[position]!),
    terms: blockedTerms,
    totals: sumTerms(blockedTerms),
  };
}

export function reachOf(
  context: NegativeContext,
  negative: NegativeKeyword,
  compiled: CompiledNegative = compileNegative(negative.text, negative.matchType),
): NegativeReach {
  return reachFromPositions(context, findReach(context, negative.scope, compiled));
}
