import type { EvaluatedTerm } from './pair-decisions.js';

/**
 * The evaluation's arithmetic (issue 16 item 7), pure: exclusion is the positive class, category
 * accuracy is over all terms, and the hard subset (`label.difficulty === 'hard'`) is scored on its
 * own. A ratio with nothing to divide by is reported as 0 with a note, never as NaN, so a broken
 * classifier reads as bad rather than as missing.
 */

export interface ExclusionScore {
  precision: number;
  recall: number;
  f1: number;
  /** Summed weights (term counts, or cost in micros for the cost view). */
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** Why a figure above is 0 without being measured. */
  notes: string[];
}

export interface EvaluationScore {
  termCount: number;
  exclusion: ExclusionScore;
  categoryAccuracy: number;
  hardTermCount: number;
  hard: ExclusionScore;
  /** Precision and recall weighted by each term's cost: the wasted-spend view. */
  costWeighted: ExclusionScore;
  /** Every note of the figures above, prefixed with the figure's scope. */
  notes: string[];
}

type Weight = (term: EvaluatedTerm) => number;

const countEach: Weight = () => 1;
const costOf: Weight = (term) => term.row.costMicros ?? 0;

export function scoreDecisions(terms: readonly EvaluatedTerm[]): EvaluationScore {
  const hardTerms = terms.filter((term) => term.label.difficulty === 'hard');
  const exclusion = scoreExclusion(terms, countEach);
  const hard = scoreExclusion(hardTerms, countEach);
  const costWeighted = scoreExclusion(terms, costOf);
  const categoryNotes = terms.length === 0 ? ['no terms: category accuracy reported as 0'] : [];
  const hardNotes =
    hardTerms.length === 0
      ? ['no hard terms: hard precision and recall reported as 0']
      : hard.notes.map((note) => `hard: ${note}`);
  const categoryMatches = terms.filter((term) => term.decision.category === term.label.category);
  return {
    termCount: terms.length,
    exclusion,
    categoryAccuracy: terms.length === 0 ? 0 : categoryMatches.length / terms.length,
    hardTermCount: hardTerms.length,
    hard,
    costWeighted,
    notes: [
      ...exclusion.notes,
      ...categoryNotes,
      ...hardNotes,
      ...costWeighted.notes.map((note) => `cost-weighted: ${note}`),
    ],
  };
}

/** Precision, recall and F1 of `isExclude`, each term counted with `weightOf(term)`. */
export function scoreExclusion(terms: readonly EvaluatedTerm[], weightOf: Weight): ExclusionScore {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  for (const term of terms) {
    const weight = weightOf(term);
    if (term.decision.isExclude && term.label.isExclude) truePositives += weight;
    else if (term.decision.isExclude) falsePositives += weight;
    else if (term.label.isExclude) falseNegatives += weight;
  }
  const notes: string[] = [];
  const predicted = truePositives + falsePositives;
  const actual = truePositives + falseNegatives;
  if (predicted === 0) notes.push('no exclusions predicted: precision reported as 0');
  if (actual === 0) notes.push('no exclusions in the labels: recall reported as 0');
  const precision = predicted === 0 ? 0 : truePositives / predicted;
  const recall = actual === 0 ? 0 : truePositives / actual;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, truePositives, falsePositives, falseNegatives, notes };
}
