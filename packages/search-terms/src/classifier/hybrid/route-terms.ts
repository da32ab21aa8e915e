import type { DecisionSignal, SearchTermRow, TermDecision } from '../classifier-types.js';

// Which local decisions a model should check, and in what order (DESIGN §7: the hybrid sends the
// model what is risky). A term is routed for the first of these reasons that fits it; the list is
// ordered so that, when the budget runs out, the money most at risk has been checked.

/** Why a term goes to the model. */
export type RouteReason =
  /** An exclusion costing at least `costlyExclusionShare` of the run's spend. */
  | 'costly_exclusion'
  /** A local decision below `unsureBelow`, every term kept for review among them. */
  | 'unsure'
  /** An exclusion resting on a signal that reads the brief loosely (see WEAK_EXCLUSION_SIGNALS). */
  | 'weak_exclusion'
  /** One of the costliest confident keeps: an audit of what the local classifier is sure of. */
  | 'keep_sample';

export const ROUTE_REASONS: readonly RouteReason[] = [
  'costly_exclusion',
  'unsure',
  'weak_exclusion',
  'keep_sample',
];

/**
 * Exclusions read from a name, a place or the brief's offer: a competitor's name that is also a
 * word, a namesake town, a kind of product the brief never lists. These go wrong more often than
 * an intent the term spells out (a job search, a free download), so every one is checked.
 */
export const WEAK_EXCLUSION_SIGNALS: ReadonlySet<DecisionSignal> = new Set<DecisionSignal>([
  'wrong_location',
  'competitor',
  'not_sold',
  'unrelated',
]);

/** DESIGN §7: a model never overrides the advertiser's own brand or the user's own examples. */
export const PROTECTED_SIGNALS: ReadonlySet<DecisionSignal> = new Set<DecisionSignal>([
  'own_brand',
  'example',
]);

export interface RoutingOptions {
  /** A local decision below this confidence is unsure. */
  unsureBelow: number;
  /** An exclusion costing at least this share (0–1) of the run's spend is costly. */
  costlyExclusionShare: number;
  /** How many of the costliest confident keeps are checked. */
  confidentKeepSample: number;
}

export interface RoutedTerm {
  /** The term's position in the run's rows. */
  index: number;
  reason: RouteReason;
}

/**
 * The order a term's reason puts it in: costly exclusions first (a wrong one silently drops a
 * buyer the account pays most for), then the unsure decisions and the weak exclusions together,
 * then the sample of confident keeps. Within a tier, the costliest term first.
 */
const TIER: Record<RouteReason, number> = {
  costly_exclusion: 0,
  unsure: 1,
  weak_exclusion: 1,
  keep_sample: 2,
};

/**
 * Every term a model should check, with why, the riskiest money first. A term that cost nothing
 * is only routed when unsure or weakly excluded: it is never costly and never sampled.
 */
export function routeTerms(
  rows: readonly SearchTermRow[],
  decisions: readonly TermDecision[],
  options: RoutingOptions,
): RoutedTerm[] {
  const costOf = (index: number) => rows[index]?.costMicros ?? 0;
  const totalCost = rows.reduce((sum, row) => sum + Math.max(0, row.costMicros ?? 0), 0);
  const costlyFrom = options.costlyExclusionShare * totalCost;

  const routed: RoutedTerm[] = [];
  const confidentKeeps: number[] = [];
  decisions.forEach((decision, index) => {
    if (PROTECTED_SIGNALS.has(decision.signal)) return;
    const cost = costOf(index);
    if (decision.isExclude && cost > 0 && cost >= costlyFrom) {
      routed.push({ index, reason: 'costly_exclusion' });
    } else if (decision.confidence < options.unsureBelow) {
      routed.push({ index, reason: 'unsure' });
    } else if (decision.isExclude && WEAK_EXCLUSION_SIGNALS.has(decision.signal)) {
      routed.push({ index, reason: 'weak_exclusion' });
    } else if (!decision.isExclude && cost > 0) {
      confidentKeeps.push(index);
    }
  });
  const sample = confidentKeeps
    .sort((a, b) => costOf(b) - costOf(a))
    .slice(0, Math.max(0, options.confidentKeepSample))
    .map((index): RoutedTerm => ({ index, reason: 'keep_sample' }));
  // Array sort is stable: equal costs keep the rows' order, so a run routes the same way twice.
  return [...routed, ...sample].sort(
    (a, b) => TIER[a.reason] - TIER[b.reason] || costOf(b.index) - costOf(a.index),
  );
}

/** How many terms each reason routed. */
export function countRouteReasons(routed: readonly RoutedTerm[]): Record<RouteReason, number> {
  const counts = Object.fromEntries(ROUTE_REASONS.map((reason) => [reason, 0])) as Record<
    RouteReason,
    number
  >;
  for (const { reason } of routed) counts[reason] += 1;
  return counts;
}
