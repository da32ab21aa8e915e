import type { TermDecision } from '../classifier-types.js';

/** When a model's exclusions of local keeps are too many to trust. */
export interface MassFlipRule {
  /** Fewer terms asked than this never counts as a mass flip (too few to judge). */
  minAsked: number;
  /** A share (0–1) of the terms asked: more exclusion flips than this are not trusted. */
  maxExclusionFlipShare: number;
}

/**
 * Issue 26 item 6: a hostile model (or a prompt-injected term) flipped every unsure term to
 * exclude. The local reading routes mostly doubtful keeps and weak exclusions, so a model that
 * wants to exclude more than half of at least ten of them is more likely wrong than right.
 */
export const DEFAULT_MASS_FLIP_RULE: MassFlipRule = { minAsked: 10, maxExclusionFlipShare: 0.5 };

/**
 * The terms (by row index) whose model answer flipped a local keep to exclude, when there are
 * more of them than the rule trusts; otherwise none.
 */
export function findMassExclusionFlips(
  answers: ReadonlyMap<number, TermDecision>,
  localDecisions: readonly TermDecision[],
  rule: MassFlipRule = DEFAULT_MASS_FLIP_RULE,
): Set<number> {
  const exclusionFlips = [...answers]
    .filter(([index, answer]) => answer.isExclude && !localDecisions[index]!.isExclude)
    .map(([index]) => index);
  const isMassFlip =
    answers.size >= rule.minAsked &&
    exclusionFlips.length > rule.maxExclusionFlipShare * answers.size;
  return new Set(isMassFlip ? exclusionFlips : []);
}
