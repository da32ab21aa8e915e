import { describe, expect, it } from 'vitest';
import { tokenize } from '../text/fold-text.js';
import { findBrand, toBrandPattern } from './brand-matcher.js';

const trade = new Set(['bakery', 'co']);
const find = (term: string, name: string) => findBrand(tokenize(term), toBrandPattern(name, trade));

describe('findBrand', () => {
  it('finds the name typed exactly, split, joined or with one typo', () => {
    for (const term of ['crumbwell bread', 'crumb well bread', 'crumbwel', 'crumbwelll loaf']) {
      expect(find(term, 'Crumbwell'), term).toMatchObject({ isFullName: true });
    }
    expect(find('oven rise bakery hours', 'Ovenrise Bakery')).toMatchObject({ isFullName: true });
  });

  it('never finds a brand inside another word, or a same-shaped phrase', () => {
    expect(find('carpet cleaning', 'Car')).toBeNull();
    // Same number of words as the name: each word must match, not the letters joined.
    expect(find('live bakery', 'Liffe Bakery')).toBeNull();
  });

  it('finds a distinctive word alone only exactly, and says the full name was not typed', () => {
    expect(find('ovenrise opening times', 'Ovenrise Bakery')).toMatchObject({ isFullName: false });
    expect(find('oven rise', 'Ovenrise Bakery')).toMatchObject({ isFullName: false });
    expect(find('ovenrose', 'Ovenrise Bakery')).toBeNull();
  });

  it('finds names and typed words that start with a digit or a letter outside a-z', () => {
    expect(find('4wheelo hire', '4Wheelo')).toMatchObject({ isFullName: true });
    expect(find('зубр bakery', 'Зубр Bakery')).toMatchObject({ isFullName: true });
    expect(find('oven rise', '4Wheelo')).toBeNull();
  });

  it('finds a distinctive word split in two only where both halves spell it', () => {
    expect(find('crumb well', 'Crumbwell Bakery')).toMatchObject({ start: 0, end: 2 });
    expect(find('crumb wells', 'Crumbwell Bakery')).toBeNull();
  });

  it('finds a name of several words with one word misspelt past its own allowance', () => {
    // 'zondrik' is two edits from 'zandric', more than a word of seven letters allows alone.
    expect(find('zondrik quellbrook hours', 'Zandric Quellbrook')).toMatchObject({
      start: 0,
      end: 2,
      isFullName: true,
    });
    // The same for the name's distinctive words inside a longer name.
    expect(find('zondrik quellbrook', 'Zandric Quellbrook Bakery')).toMatchObject({
      start: 0,
      end: 2,
    });
  });

  it('never reads a short word with two letters changed as a misspelt word of the name', () => {
    // 'jupe' keeps only half of 'juno': another word, not a typo.
    expect(find('jupe quellbrook', 'Juno Quellbrook')).toMatchObject({ isFullName: false });
    expect(find('junp quellbrook', 'Juno Quellbrook')).toMatchObject({ isFullName: true });
  });

  it('never reads an everyday word as a misspelt word of the name', () => {
    expect(find('zebra quellbrook', 'Zandric Quellbrook')).toMatchObject({
      start: 1,
      isFullName: false,
    });
    expect(find('zondrik bakery', 'Zandric Quellbrook Bakery')).toBeNull();
  });
});
