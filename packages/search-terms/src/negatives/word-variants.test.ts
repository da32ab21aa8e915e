import { describe, expect, it } from 'vitest';
import { MisspellingIndex } from './misspelling-index.js';
import { isMisspellingOf, pluralVariantOf, singularPluralPair } from './word-variants.js';

describe('singular / plural pair', () => {
  it.each([
    ['lantern', 'lanterns'],
    ['lanterns', 'lantern'],
    ['berry', 'berries'],
    ['berries', 'berry'],
    ['box', 'boxes'],
    ['boxes', 'box'],
    ['brush', 'brushes'],
    ['glass', 'glasses'],
    ['day', 'days'],
  ])('%s ⇄ %s', (word, other) => {
    expect(singularPluralPair(word)).toBe(other);
  });

  it('offers none for short or non-letter words', () => {
    expect(singularPluralPair('tv')).toBeNull();
    expect(singularPluralPair('4k')).toBeNull();
  });

  it('varies the last word of a negative', () => {
    expect(pluralVariantOf('Zorbel Lantern')).toBe('zorbel lanterns');
    expect(pluralVariantOf('')).toBeNull();
  });

  it('offers no form the dictionary does not know', () => {
    const isWord = (word: string) => word === 'lanterns';
    expect(pluralVariantOf('zorbel lantern', isWord)).toBe('zorbel lanterns');
    expect(pluralVariantOf('zorbel cheapest', isWord)).toBeNull();
  });
});

describe('misspellings', () => {
  it('reads one slip on a long word as a misspelling, never the plural', () => {
    expect(isMisspellingOf('lantren', 'lantern')).toBe(true);
    expect(isMisspellingOf('lanern', 'lantern')).toBe(true);
    expect(isMisspellingOf('lanterm', 'lantern')).toBe(true);
    expect(isMisspellingOf('lanterns', 'lantern')).toBe(false);
    expect(isMisspellingOf('lantern', 'lantern')).toBe(false);
    expect(isMisspellingOf('cart', 'card')).toBe(false);
  });

  it('finds a vocabulary’s misspellings of a word', () => {
    const index = new MisspellingIndex(['lantren', 'lanterns', 'lantern', 'parasol', 'lanxern']);
    expect(index.misspellingsOf('lantern').sort()).toEqual(['lantren', 'lanxern']);
  });
});
