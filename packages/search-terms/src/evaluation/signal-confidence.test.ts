import { describe, expect, it } from 'vitest';
import type { EvaluatedTerm } from './pair-decisions.js';
import {
  MIN_MEASURED_DECISIONS,
  UNMEASURED_CONFIDENCE,
  formatReliabilityTable,
  measureSignalConfidence,
  reliabilityBands,
} from './signal-confidence.js';

const term = (
  signal: EvaluatedTerm['decision']['signal'],
  isExclude: boolean,
  labelExclude: boolean,
  confidence = 0.8,
  needsReview = false,
): EvaluatedTerm => ({
  row: { searchTerm: `t${Math.random()}` },
  label: { isExclude: labelExclude, category: 'product', reason: 'label', difficulty: 'easy' },
  decision: {
    searchTerm: 't',
    isExclude,
    category: 'product',
    reason: 'r',
    confidence,
    signal,
    ...(needsReview ? { needsReview } : {}),
  },
});

const times = <T>(count: number, make: () => T): T[] => Array.from({ length: count }, make);

describe('measured signal confidence', () => {
  it("is each signal's share of decisions the labels agree with, exclusions and keeps apart", () => {
    const table = measureSignalConfidence([
      ...times(30, () => term('competitor', true, true)),
      ...times(10, () => term('competitor', true, false)),
      ...times(20, () => term('relevant', false, false)),
      ...times(5, () => term('job_seeker', true, true)),
      // Reviews and examples are not the rules' judgement.
      ...times(50, () => term('unrelated', false, true, 0.5, true)),
      ...times(50, () => term('example', true, false, 0.97)),
    ]);
    expect(table.exclude.competitor).toEqual({ decisions: 40, correct: 30, confidence: 0.75 });
    expect(table.keep.relevant).toEqual({ decisions: 20, correct: 20, confidence: 1 });
    expect(table.exclude.job_seeker!.confidence).toBe(UNMEASURED_CONFIDENCE);
    expect(5).toBeLessThan(MIN_MEASURED_DECISIONS);
    expect(table.keep.unrelated).toBeUndefined();
    expect(table.exclude.example).toBeUndefined();
  });

  it('prints a reliability table: decisions per confidence band and how many the labels agree with', () => {
    const bands = reliabilityBands([
      term('relevant', false, false, 0.75),
      term('relevant', false, true, 0.75),
      term('competitor', true, true, 0.97),
      term('competitor', true, true, 1),
    ]);
    expect(bands.find((band) => band.from === 0.7)).toMatchObject({ decisions: 2, observed: 0.5 });
    expect(bands.find((band) => band.from === 0.95)).toMatchObject({ decisions: 2, observed: 1 });
    expect(bands.find((band) => band.from === 0.5)).toMatchObject({ decisions: 0, observed: null });
    const lines = formatReliabilityTable(bands);
    expect(lines[0]).toMatch(/^reliability:/);
    expect(lines).toContain('  0.70–0.80:     2 decisions, 0.500');
  });
});
