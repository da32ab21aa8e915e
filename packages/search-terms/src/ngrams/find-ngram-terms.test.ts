import { describe, expect, it } from 'vitest';
import type { NgramTerm } from './build-ngrams.js';
import { findNgramTerms } from './find-ngram-terms.js';

const term = (searchTerm: string, costMicros: number): NgramTerm => ({
  searchTerm,
  costMicros,
  impressions: 1,
  clicks: 1,
  conversions: 0,
  isExclude: false,
});

describe('the terms of a gram', () => {
  it('finds the terms that hold each gram, on lemmas, the costliest first', () => {
    const terms = [
      term('walnut lamp', 1),
      term('teal walnut lamps', 5),
      term('lamp walnut', 9),
      term('walnut', 3),
    ];
    const found = findNgramTerms(terms, ['walnut lamp', 'walnut', 'hinge']);
    expect(found.get('walnut lamp')!.map((entry) => entry.searchTerm)).toEqual([
      'teal walnut lamps',
      'walnut lamp',
    ]);
    expect(found.get('walnut')!.map((entry) => entry.searchTerm)).toEqual([
      'lamp walnut',
      'teal walnut lamps',
      'walnut',
      'walnut lamp',
    ]);
    expect(found.get('hinge')).toEqual([]);
  });

  it('keeps at most the limit a gram', () => {
    const terms = [term('walnut a', 1), term('walnut b', 2), term('walnut c', 3)];
    expect(findNgramTerms(terms, ['walnut'], 2).get('walnut')).toHaveLength(2);
  });
});
