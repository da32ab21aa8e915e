import type { EvaluatedTerm } from './pair-decisions.js';
import type { EvaluationScore } from './score-decisions.js';

/**
 * The evaluation command's output lines. The final `eval:` line is parsed by people and scripts
 * alike, so its keys, order and precision are fixed here and pinned by tests: ratios with three
 * decimals, the throughput in whole terms per second.
 */

const ratio = (value: number): string => value.toFixed(3);

/** Terms per second of wall time; 0 when nothing was timed (never Infinity or NaN). */
export function measureTermsPerSecond(termCount: number, elapsedMs: number): number {
  return elapsedMs > 0 ? Math.round((termCount * 1000) / elapsedMs) : 0;
}

export function formatScoreFields(score: EvaluationScore, termsPerSecond: number): string {
  return [
    `precision=${ratio(score.exclusion.precision)}`,
    `recall=${ratio(score.exclusion.recall)}`,
    `f1=${ratio(score.exclusion.f1)}`,
    `category=${ratio(score.categoryAccuracy)}`,
    `hard_precision=${ratio(score.hard.precision)}`,
    `hard_recall=${ratio(score.hard.recall)}`,
    // The wasted-spend view on every line: a wrong exclusion of a costly buyer term weighs more.
    `cost_precision=${ratio(score.costWeighted.precision)}`,
    `cost_recall=${ratio(score.costWeighted.recall)}`,
    `terms_per_s=${termsPerSecond}`,
  ].join(' ');
}

/** The one closing line over every file's terms. */
export function formatEvalLine(score: EvaluationScore, termsPerSecond: number): string {
  return `eval: ${formatScoreFields(score, termsPerSecond)}`;
}

/** One line per file, with its term counts ahead of the same fields as the closing line. */
export function formatFileLine(
  fileName: string,
  score: EvaluationScore,
  termsPerSecond: number,
): string {
  const counts = `terms=${score.termCount} hard=${score.hardTermCount}`;
  return `${fileName}: ${counts} ${formatScoreFields(score, termsPerSecond)}`;
}

/** The wasted-spend view: the same precision and recall with every term weighted by its cost. */
export function formatCostLine(label: string, score: EvaluationScore): string {
  const { precision, recall, f1 } = score.costWeighted;
  return `${label}: cost_precision=${ratio(precision)} cost_recall=${ratio(recall)} cost_f1=${ratio(f1)}`;
}

const describe = (isExclude: boolean, category: string): string =>
  `${isExclude ? 'exclude' : 'keep'}/${category}`;

/** A wrong decision as a developer studies it: what was expected, what came, and both reasons. */
export function formatWrongDecision({ row, label, decision }: EvaluatedTerm): string[] {
  const expected = describe(label.isExclude, label.category);
  const got = describe(decision.isExclude, decision.category);
  const confidence = decision.confidence.toFixed(2);
  return [
    `  wrong "${row.searchTerm}" (${label.difficulty}): expected ${expected}, got ${got} (signal ${decision.signal}, confidence ${confidence})`,
    `    classifier: ${decision.reason}`,
    `    label:      ${label.reason}`,
  ];
}
