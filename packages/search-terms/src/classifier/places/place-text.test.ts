import { describe, expect, it } from 'vitest';

import { foldPlaceWord, tokenizePlaceText } from './place-text.js';

describe('tokenizePlaceText', () => {
  it('lower-cases, folds Latin accents and keeps dotted abbreviations whole', () => {
    expect(tokenizePlaceText('Café Perú, U.S.A. & EE.UU.')).toEqual([
      'cafe',
      'peru',
      'u.s.a',
      'ee.uu',
    ]);
  });

  it('keeps the vowel signs of other scripts', () => {
    expect(tokenizePlaceText('भारत')).toEqual(['भारत']);
  });

  it('turns a capitalised US into the country only when asked and in mixed-case text', () => {
    expect(tokenizePlaceText('across the US', { keepCountryCaps: true })).toEqual([
      'across',
      'the',
      'u.s',
    ]);
    expect(tokenizePlaceText('across the US')).toEqual(['across', 'the', 'us']);
    expect(tokenizePlaceText('CONTACT US', { keepCountryCaps: true })).toEqual(['contact', 'us']);
  });
});

describe('foldPlaceWord', () => {
  it('drops a final dot', () => {
    expect(foldPlaceWord('U.S.')).toBe('u.s');
  });
});
