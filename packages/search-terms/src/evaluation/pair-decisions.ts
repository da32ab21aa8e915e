import type { TermDecision } from '../classifier/classifier-types.js';
import type { LabelledTerm } from './dev-set.js';

export interface EvaluatedTerm extends LabelledTerm {
  decision: TermDecision;
}

/**
 * Puts each labelled term beside the classifier's decision on it. Decisions are matched by
 * `searchTerm`, not by position, since the interface does not promise to keep the input order;
 * a term left undecided (or decided twice) is an error in the classifier, not a miss to score.
 */
export function pairDecisions(
  terms: readonly LabelledTerm[],
  decisions: readonly TermDecision[],
): EvaluatedTerm[] {
  const bySearchTerm = new Map<string, TermDecision>();
  for (const decision of decisions) {
    if (bySearchTerm.has(decision.searchTerm)) {
      throw new Error(`the classifier decided "${decision.searchTerm}" more than once`);
    }
    bySearchTerm.set(decision.searchTerm, decision);
  }
  const evaluated = terms.map((term) => {
    const decision = bySearchTerm.get(term.row.searchTerm);
    if (!decision)
      throw new Error(`the classifier returned no decision for "${term.row.searchTerm}"`);
    return { ...term, decision };
  });
  if (decisions.length !== terms.length) {
    throw new Error(
      `the classifier returned ${decisions.length} decisions for ${terms.length} terms`,
    );
  }
  return evaluated;
}

/** A decision is wrong when either the exclusion or the category differs from the label. */
export function isWrongDecision({ label, decision }: EvaluatedTerm): boolean {
  return label.isExclude !== decision.isExclude || label.category !== decision.category;
}
