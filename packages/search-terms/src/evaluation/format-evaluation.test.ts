import { describe, expect, it } from 'vitest';
import type { EvaluatedTerm } from './pair-decisions.js';
import {
  formatCostLine,
  formatEvalLine,
  formatFileLine,
  formatWrongDecision,
  measureTermsPerSecond,
} from './format-evaluation.js';
import { scoreDecisions } from './score-decisions.js';

const term = (
  isExclude: boolean,
  gotExclude: boolean,
  difficulty: 'easy' | 'hard',
): EvaluatedTerm => ({
  row: { searchTerm: `term ${isExclude}-${gotExclude}-${difficulty}`, costMicros: 2_000_000 },
  label: { isExclude, category: 'product', reason: 'the label says so', difficulty },
  decision: {
    searchTerm: `term ${isExclude}-${gotExclude}-${difficulty}`,
    isExclude: gotExclude,
    category: 'product',
    reason: 'the classifier says so',
    confidence: 0.625,
    signal: gotExclude ? 'job_seeker' : 'relevant',
  },
});

const score = scoreDecisions([
  term(true, true, 'easy'),
  term(true, true, 'hard'),
  term(false, true, 'hard'),
  term(true, false, 'easy'),
]);

describe('the evaluation lines', () => {
  it('prints the closing line exactly, ratios with three decimals', () => {
    expect(formatEvalLine(score, 123_456)).toBe(
      'eval: precision=0.667 recall=0.667 f1=0.667 category=1.000 hard_precision=0.500 hard_recall=1.000 cost_precision=0.667 cost_recall=0.667 terms_per_s=123456',
    );
  });

  it('prints a file line with its term counts ahead of the same fields', () => {
    expect(formatFileLine('acme.json', score, 99)).toBe(
      'acme.json: terms=4 hard=2 precision=0.667 recall=0.667 f1=0.667 category=1.000 hard_precision=0.500 hard_recall=1.000 cost_precision=0.667 cost_recall=0.667 terms_per_s=99',
    );
  });

  it('prints the cost-weighted view', () => {
    expect(formatCostLine('cost', score)).toBe(
      'cost: cost_precision=0.667 cost_recall=0.667 cost_f1=0.667',
    );
  });

  it('shows a wrong decision with both reasons', () => {
    expect(formatWrongDecision(term(false, true, 'hard'))).toEqual([
      '  wrong "term false-true-hard" (hard): expected keep/product, got exclude/product (signal job_seeker, confidence 0.63)',
      '    classifier: the classifier says so',
      '    label:      the label says so',
    ]);
  });
});

describe('measureTermsPerSecond', () => {
  it('divides terms by wall seconds and rounds', () => {
    expect(measureTermsPerSecond(417, 2.5)).toBe(166_800);
  });

  it('gives 0 rather than Infinity when nothing was timed', () => {
    expect(measureTermsPerSecond(417, 0)).toBe(0);
  });
});
