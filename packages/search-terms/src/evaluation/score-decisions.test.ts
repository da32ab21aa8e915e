import { describe, expect, it } from 'vitest';
import type { TermCategory } from '../classifier/classifier-types.js';
import type { EvaluatedTerm } from './pair-decisions.js';
import { scoreDecisions } from './score-decisions.js';

interface TermSpec {
  expected: boolean;
  got: boolean;
  category?: TermCategory;
  gotCategory?: TermCategory;
  hard?: boolean;
  costMicros?: number;
}

let termNumber = 0;
function evaluated(spec: TermSpec): EvaluatedTerm {
  termNumber += 1;
  const searchTerm = `term ${termNumber}`;
  const category = spec.category ?? 'product';
  return {
    row: { searchTerm, costMicros: spec.costMicros ?? 1_000_000 },
    label: {
      isExclude: spec.expected,
      category,
      reason: 'labelled',
      difficulty: spec.hard ? 'hard' : 'easy',
    },
    decision: {
      searchTerm,
      isExclude: spec.got,
      category: spec.gotCategory ?? category,
      reason: 'decided',
      confidence: 0.9,
      signal: spec.got ? 'unrelated' : 'relevant',
    },
  };
}

const repeat = (count: number, spec: TermSpec): EvaluatedTerm[] =>
  Array.from({ length: count }, () => evaluated(spec));

describe('scoreDecisions', () => {
  it('counts exclusion as the positive class', () => {
    const score = scoreDecisions([
      ...repeat(6, { expected: true, got: true }), // true positives
      ...repeat(2, { expected: false, got: true }), // false positives
      ...repeat(3, { expected: true, got: false }), // false negatives
      ...repeat(9, { expected: false, got: false }), // true negatives: in no ratio
    ]);
    expect(score.termCount).toBe(20);
    expect(score.exclusion.precision).toBeCloseTo(6 / 8);
    expect(score.exclusion.recall).toBeCloseTo(6 / 9);
    const expectedF1 = (2 * (6 / 8) * (6 / 9)) / (6 / 8 + 6 / 9);
    expect(score.exclusion.f1).toBeCloseTo(expectedF1);
    expect(score.exclusion.notes).toEqual([]);
  });

  it('measures category accuracy over every term, kept ones included', () => {
    const score = scoreDecisions([
      evaluated({ expected: false, got: false, category: 'brand' }),
      evaluated({ expected: false, got: false, category: 'brand', gotCategory: 'product' }),
      evaluated({ expected: true, got: true, category: 'product' }),
      evaluated({ expected: true, got: false, category: 'product', gotCategory: 'brand' }),
    ]);
    expect(score.categoryAccuracy).toBe(0.5);
  });

  it('scores the hard subset on its own terms only', () => {
    const score = scoreDecisions([
      ...repeat(10, { expected: true, got: true }), // easy, all right
      evaluated({ expected: true, got: true, hard: true }),
      evaluated({ expected: false, got: true, hard: true }),
      evaluated({ expected: true, got: false, hard: true }),
      evaluated({ expected: true, got: false, hard: true }),
    ]);
    expect(score.hardTermCount).toBe(4);
    expect(score.hard.precision).toBe(0.5);
    expect(score.hard.recall).toBeCloseTo(1 / 3);
    expect(score.exclusion.precision).toBeCloseTo(11 / 12);
    expect(score.exclusion.recall).toBeCloseTo(11 / 13);
  });

  it('reports precision as 0 with a note when nothing is excluded, never NaN', () => {
    const score = scoreDecisions([
      evaluated({ expected: true, got: false }),
      evaluated({ expected: false, got: false }),
    ]);
    expect(score.exclusion.precision).toBe(0);
    expect(score.exclusion.recall).toBe(0);
    expect(score.exclusion.f1).toBe(0);
    expect(score.notes).toContain('no exclusions predicted: precision reported as 0');
    expect(Object.values(score.exclusion).some((value) => Number.isNaN(value))).toBe(false);
  });

  it('reports recall as 0 with a note when the labels hold no exclusion', () => {
    const score = scoreDecisions([evaluated({ expected: false, got: true })]);
    expect(score.exclusion.precision).toBe(0);
    expect(score.exclusion.recall).toBe(0);
    expect(score.notes).toContain('no exclusions in the labels: recall reported as 0');
  });

  it('notes an empty hard subset instead of dividing by zero', () => {
    const score = scoreDecisions(repeat(3, { expected: true, got: true }));
    expect(score.hardTermCount).toBe(0);
    expect(score.hard.precision).toBe(0);
    expect(score.hard.recall).toBe(0);
    expect(score.notes).toContain('no hard terms: hard precision and recall reported as 0');
    expect(score.exclusion.precision).toBe(1);
  });

  it('prefixes the hard subset’s own degenerate cases with its scope', () => {
    const score = scoreDecisions([
      evaluated({ expected: true, got: true }),
      evaluated({ expected: false, got: false, hard: true }),
    ]);
    expect(score.hard.precision).toBe(0);
    expect(score.notes).toEqual([
      'hard: no exclusions predicted: precision reported as 0',
      'hard: no exclusions in the labels: recall reported as 0',
    ]);
  });

  it('gives zeros and notes, not NaN, for no terms at all', () => {
    const score = scoreDecisions([]);
    expect(score.termCount).toBe(0);
    expect(score.categoryAccuracy).toBe(0);
    expect(score.exclusion.f1).toBe(0);
    expect(score.notes).toContain('no terms: category accuracy reported as 0');
  });

  it('weights the cost view by each term’s cost in micros', () => {
    const score = scoreDecisions([
      evaluated({ expected: true, got: true, costMicros: 9_000_000 }),
      evaluated({ expected: false, got: true, costMicros: 1_000_000 }),
      evaluated({ expected: true, got: false, costMicros: 3_000_000 }),
      evaluated({ expected: false, got: false, costMicros: 50_000_000 }),
    ]);
    expect(score.exclusion.precision).toBe(0.5);
    expect(score.costWeighted.precision).toBeCloseTo(0.9);
    expect(score.costWeighted.recall).toBeCloseTo(0.75);
    expect(score.costWeighted.truePositives).toBe(9_000_000);
  });
});
