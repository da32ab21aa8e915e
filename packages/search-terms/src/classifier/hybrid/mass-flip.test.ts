import { describe, expect, it } from 'vitest';

import type { TermDecision } from '../classifier-types.js';
import { findMassExclusionFlips } from './mass-flip.js';

const decide = (isExclude: boolean): TermDecision => ({
  searchTerm: 'zorblat',
  isExclude,
  category: 'product',
  reason: 'stub',
  confidence: 0.5,
  signal: 'relevant',
});

/** `asked` local keeps, the first `flipped` of which the model excludes. */
function answersFor(asked: number, flipped: number) {
  const local = Array.from({ length: asked }, () => decide(false));
  const answers = new Map(local.map((_, index) => [index, decide(index < flipped)]));
  return { local, answers };
}

describe('findMassExclusionFlips', () => {
  it('holds back the exclusion flips when more than half of at least ten asked flip', () => {
    const { local, answers } = answersFor(10, 6);
    expect([...findMassExclusionFlips(answers, local)]).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('trusts half or fewer, and any number of fewer than ten asked', () => {
    expect(findMassExclusionFlips(answersFor(10, 5).answers, answersFor(10, 5).local).size).toBe(0);
    expect(findMassExclusionFlips(answersFor(9, 9).answers, answersFor(9, 9).local).size).toBe(0);
  });

  it('does not count a confirmed local exclusion as a flip', () => {
    const local = Array.from({ length: 10 }, () => decide(true));
    const answers = new Map(local.map((_, index) => [index, decide(true)]));
    expect(findMassExclusionFlips(answers, local).size).toBe(0);
  });
});
