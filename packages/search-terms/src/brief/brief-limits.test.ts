import { describe, expect, it } from 'vitest';

import {
  capSuggestedSearchTerms,
  clampAtSentence,
  clampAtWord,
  splitSentences,
} from './brief-limits.js';

describe('clampAtWord', () => {
  it('keeps short text and cuts long text at the last whole word, without a dangling comma', () => {
    expect(clampAtWord('  Fresh   bread  ', 20)).toBe('Fresh bread');
    expect(clampAtWord('Sourdough, rye, spelt and seeded loaves', 20)).toBe('Sourdough, rye');
  });

  it('cuts a single over-long word hard', () => {
    expect(clampAtWord('Supercalifragilistic', 5)).toBe('Super');
  });
});

describe('clampAtSentence', () => {
  it('keeps whole sentences that fit', () => {
    const text = 'We bake bread. We make cakes for weddings. We deliver in Bristol.';
    expect(clampAtSentence(text, 45)).toBe('We bake bread. We make cakes for weddings.');
  });

  it('falls back to a word boundary when the first sentence is too long', () => {
    expect(clampAtSentence('Our loaves are fermented for two days before baking.', 30)).toBe(
      'Our loaves are fermented for',
    );
  });
});

describe('splitSentences', () => {
  it('splits on sentence boundaries and drops empties', () => {
    expect(splitSentences('Fresh bread daily.  Cakes to order! Open 7am? ')).toEqual([
      'Fresh bread daily.',
      'Cakes to order!',
      'Open 7am?',
    ]);
  });
});

describe('capSuggestedSearchTerms', () => {
  const terms = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => `${prefix}${i}`);

  it('shares the limit evenly when both lists are long', () => {
    const capped = capSuggestedSearchTerms(terms('x', 40), terms('p', 40), 50);
    expect([capped.excluded.length, capped.perfect.length]).toEqual([25, 25]);
  });

  it('gives the unused share of a short list to the other', () => {
    const capped = capSuggestedSearchTerms(terms('x', 40), terms('p', 10), 50);
    expect([capped.excluded.length, capped.perfect.length]).toEqual([40, 10]);
    const reversed = capSuggestedSearchTerms(terms('x', 5), terms('p', 60), 50);
    expect([reversed.excluded.length, reversed.perfect.length]).toEqual([5, 45]);
  });
});
