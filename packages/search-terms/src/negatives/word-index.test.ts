import { describe, expect, it } from 'vitest';
import { compileNegative, negativeBlocksQuery } from './negative-match.js';
import type { NegativeMatchType } from './negative-types.js';
import { WordIndex } from './word-index.js';

/** mulberry32, seeded: the same texts every run. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('WordIndex', () => {
  const random = createRandom(28);
  const vocabulary = ['zorbel', 'lantern', 'quillfin', 'parasol', 'jobs', 'repair', 'teal'];
  const phrase = (max: number) =>
    Array.from(
      { length: 1 + Math.floor(random() * max) },
      () => vocabulary[Math.floor(random() * vocabulary.length)]!,
    ).join(' ');
  const texts = Array.from({ length: 400 }, () => phrase(5));
  const index = new WordIndex(texts, (text) => text);

  it('finds exactly what a scan of every text with Google’s matching finds', () => {
    for (let i = 0; i < 300; i += 1) {
      const matchType = (['BROAD', 'PHRASE', 'EXACT'] as NegativeMatchType[])[i % 3]!;
      const text = phrase(3);
      const scanned = texts.flatMap((query, position) =>
        negativeBlocksQuery({ text, matchType }, query) ? [position] : [],
      );
      const compiled = compileNegative(text, matchType);
      expect(index.blockedBy(compiled), `${matchType} ${text}`).toEqual(scanned);
      expect(index.someBlocked(compiled, () => true)).toBe(scanned.length > 0);
    }
  });

  it('applies the scope filter and finds nothing for a word no text has', () => {
    const compiled = compileNegative('zorbel', 'BROAD');
    const even = index.blockedBy(compiled, (position) => position % 2 === 0);
    expect(even.every((position) => position % 2 === 0)).toBe(true);
    expect(index.blockedBy(compileNegative('marmot lantern', 'PHRASE'))).toEqual([]);
  });

  it('lists what a one-letter slip would add, apart from what it blocks as written', () => {
    const small = new WordIndex(['teal lantren', 'teal lantern', 'lanterns'], (text) => text);
    const slips = (word: string) => (word === 'lantern' ? ['lantren'] : []);
    expect(small.blockedThroughMisspellings(compileNegative('lantern', 'BROAD'), slips)).toEqual([
      0,
    ]);
  });
});
