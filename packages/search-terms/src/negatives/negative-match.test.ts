import { describe, expect, it } from 'vitest';
import { keywordWords } from './keyword-text.js';
import {
  compileNegative,
  negativeBlocksQuery,
  negativeCovers,
  sameNegative,
} from './negative-match.js';
import type { NegativeMatchType } from './negative-types.js';

const blocks = (text: string, matchType: NegativeMatchType, query: string) =>
  negativeBlocksQuery({ text, matchType }, query);

describe('Google’s negative matching', () => {
  // Google's reference table of the three match types (platform-apis.md §2.4), with an invented product.
  const table: [string, string][] = [
    ['glimmet lantern', 'BPE'],
    ['lantern glimmet', 'B'],
    ['blue glimmet lantern', 'BP'],
    ['glimmet lantern sale', 'BP'],
    ['glimmet lanterns', ''],
    ['glimmet gear', ''],
    ['blue quillfin lantern', ''],
  ];
  it.each(table)('“%s” is blocked by %s', (query, expected) => {
    const got = [
      blocks('glimmet lantern', 'BROAD', query) ? 'B' : '',
      blocks('glimmet lantern', 'PHRASE', query) ? 'P' : '',
      blocks('glimmet lantern', 'EXACT', query) ? 'E' : '',
    ].join('');
    expect(got).toBe(expected);
  });

  it('matches no close variants: plurals and misspellings are other words', () => {
    expect(blocks('zorbel', 'BROAD', 'red zorbels')).toBe(false);
    expect(blocks('zorbels', 'BROAD', 'red zorbel')).toBe(false);
    expect(blocks('zorbel', 'BROAD', 'red zorbell')).toBe(false);
  });

  it('broad needs every word, in any order, with other words around', () => {
    expect(blocks('zorbel repair', 'BROAD', 'repair kit for a zorbel')).toBe(true);
    expect(blocks('zorbel repair', 'BROAD', 'zorbel kit')).toBe(false);
  });

  it('phrase needs the words together: a word between them breaks it', () => {
    expect(blocks('zorbel repair', 'PHRASE', 'zorbel lamp repair')).toBe(false);
    expect(blocks('zorbel repair', 'PHRASE', 'cheap zorbel repair kit')).toBe(true);
  });

  it('a one-word phrase negative blocks what the broad one does', () => {
    for (const query of ['zorbel', 'teal zorbel', 'zorbel teal kit', 'zorbels']) {
      expect(blocks('zorbel', 'PHRASE', query)).toBe(blocks('zorbel', 'BROAD', query));
    }
  });

  it('ignores case, spacing, "." and "-"; keeps "&" and accents significant', () => {
    expect(blocks('Zorbel  Repair', 'EXACT', 'zorbel repair')).toBe(true);
    expect(blocks('zorbel repair', 'EXACT', 'zorbel-repair')).toBe(true);
    expect(blocks('zorbel repair', 'EXACT', 'zorbel. repair')).toBe(true);
    expect(blocks('marmot & snorkel', 'EXACT', 'marmot and snorkel')).toBe(false);
    expect(blocks('café zorbel', 'EXACT', 'cafe zorbel')).toBe(false);
    // The same "é" written as one character or as e + combining accent.
    expect(blocks('caf\u00e9', 'EXACT', 'cafe\u0301')).toBe(true);
  });

  it('matches whole words only', () => {
    expect(blocks('lamp', 'BROAD', 'zorbel lampshade')).toBe(false);
    expect(keywordWords('  Zorbel-Lamp, repair? ')).toEqual(['zorbel', 'lamp', 'repair']);
  });
});

describe('negativeCovers', () => {
  const c = (text: string, matchType: NegativeMatchType) => compileNegative(text, matchType);

  it('broad covers any negative holding all its words', () => {
    expect(negativeCovers(c('zorbel', 'BROAD'), c('red zorbel repair', 'EXACT'))).toBe(true);
    expect(negativeCovers(c('zorbel repair', 'BROAD'), c('repair zorbel', 'PHRASE'))).toBe(true);
    expect(negativeCovers(c('zorbel repair', 'BROAD'), c('zorbel', 'BROAD'))).toBe(false);
  });

  it('phrase covers phrase and exact negatives holding its words in order', () => {
    expect(negativeCovers(c('zorbel repair', 'PHRASE'), c('zorbel repair kit', 'PHRASE'))).toBe(
      true,
    );
    expect(negativeCovers(c('zorbel repair', 'PHRASE'), c('repair zorbel', 'EXACT'))).toBe(false);
    expect(negativeCovers(c('zorbel repair', 'PHRASE'), c('zorbel repair', 'BROAD'))).toBe(false);
  });

  it('a one-word phrase is broad, so it covers broad negatives and equals the broad one', () => {
    expect(negativeCovers(c('zorbel', 'PHRASE'), c('repair zorbel', 'BROAD'))).toBe(true);
    expect(sameNegative(c('zorbel', 'PHRASE'), c('zorbel', 'BROAD'))).toBe(true);
    expect(sameNegative(c('zorbel repair', 'PHRASE'), c('zorbel repair', 'BROAD'))).toBe(false);
  });

  it('exact covers only the same exact negative', () => {
    expect(negativeCovers(c('zorbel', 'EXACT'), c('zorbel', 'EXACT'))).toBe(true);
    expect(negativeCovers(c('zorbel', 'EXACT'), c('zorbel', 'PHRASE'))).toBe(false);
  });
});
