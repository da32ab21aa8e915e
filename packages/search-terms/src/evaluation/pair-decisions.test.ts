import { describe, expect, it } from 'vitest';
import type { TermDecision } from '../classifier/classifier-types.js';
import type { LabelledTerm } from './dev-set.js';
import { isWrongDecision, pairDecisions } from './pair-decisions.js';

const labelled = (searchTerm: string, isExclude: boolean): LabelledTerm => ({
  row: { searchTerm },
  label: { isExclude, category: 'product', reason: 'labelled', difficulty: 'easy' },
});

const decided = (searchTerm: string, isExclude: boolean): TermDecision => ({
  searchTerm,
  isExclude,
  category: 'product',
  reason: 'decided',
  confidence: 0.8,
  signal: isExclude ? 'unrelated' : 'relevant',
});

describe('pairDecisions', () => {
  it('matches decisions to terms by search term, whatever their order', () => {
    const pairs = pairDecisions(
      [labelled('sourdough bread', false), labelled('bakery jobs', true)],
      [decided('bakery jobs', true), decided('sourdough bread', false)],
    );
    expect(pairs.map((pair) => [pair.row.searchTerm, pair.decision.searchTerm])).toEqual([
      ['sourdough bread', 'sourdough bread'],
      ['bakery jobs', 'bakery jobs'],
    ]);
  });

  it('refuses a term the classifier left undecided', () => {
    expect(() => pairDecisions([labelled('sourdough bread', false)], [])).toThrow(
      /no decision for "sourdough bread"/,
    );
  });

  it('refuses a term decided twice', () => {
    expect(() =>
      pairDecisions(
        [labelled('sourdough bread', false)],
        [decided('sourdough bread', false), decided('sourdough bread', true)],
      ),
    ).toThrow(/more than once/);
  });

  it('refuses decisions for terms it was not given', () => {
    expect(() =>
      pairDecisions([labelled('a', false)], [decided('a', false), decided('b', true)]),
    ).toThrow(/2 decisions for 1 terms/);
  });
});

describe('isWrongDecision', () => {
  it('flags a wrong exclusion or a wrong category, and nothing else', () => {
    const [right, wrongExclusion] = pairDecisions(
      [labelled('a', false), labelled('b', true)],
      [decided('a', false), decided('b', false)],
    );
    expect(isWrongDecision(right!)).toBe(false);
    expect(isWrongDecision(wrongExclusion!)).toBe(true);
    expect(
      isWrongDecision({ ...right!, decision: { ...right!.decision, category: 'brand' } }),
    ).toBe(true);
  });
});
