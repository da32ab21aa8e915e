import { describe, expect, it } from 'vitest';
import { isNgramSortKey, sortNgrams, type SortableNgram } from './ngrams.js';

function gram(words: string, values: Partial<SortableNgram> = {}): SortableNgram {
  return {
    gram: words,
    costMicros: 0,
    impressions: 0,
    clicks: 0,
    conversions: 0,
    ctr: null,
    cpaMicros: null,
    conversionRate: null,
    excludedCostMicros: 0,
    excludedCostShare: null,
    termCount: 1,
    ...values,
  };
}

const words = (grams: SortableNgram[]) => grams.map((entry) => entry.gram);

describe('sorting grams', () => {
  it('sorts by a column in either direction, ties by the gram’s words', () => {
    const grams = [
      gram('blue', { costMicros: 5 }),
      gram('amber', { costMicros: 9 }),
      gram('cyan', { costMicros: 5 }),
    ];
    expect(words(sortNgrams(grams))).toEqual(['amber', 'blue', 'cyan']);
    expect(words(sortNgrams(grams, { sortBy: 'costMicros', sortDirection: 'asc' }))).toEqual([
      'blue',
      'cyan',
      'amber',
    ]);
  });

  it('puts a gram without a value last whichever the direction', () => {
    const grams = [gram('none'), gram('low', { cpaMicros: 1 }), gram('high', { cpaMicros: 7 })];
    expect(words(sortNgrams(grams, { sortBy: 'cpaMicros', sortDirection: 'desc' }))).toEqual([
      'high',
      'low',
      'none',
    ]);
    expect(words(sortNgrams(grams, { sortBy: 'cpaMicros', sortDirection: 'asc' }))).toEqual([
      'low',
      'high',
      'none',
    ]);
  });

  it('sorts by the words themselves', () => {
    const grams = [gram('beta'), gram('alpha')];
    expect(words(sortNgrams(grams, { sortBy: 'gram', sortDirection: 'asc' }))).toEqual([
      'alpha',
      'beta',
    ]);
    expect(words(sortNgrams(grams, { sortBy: 'gram', sortDirection: 'desc' }))).toEqual([
      'beta',
      'alpha',
    ]);
  });

  it('knows its columns', () => {
    expect(isNgramSortKey('excludedCostShare')).toBe(true);
    expect(isNgramSortKey('searchTerm')).toBe(false);
  });
});
