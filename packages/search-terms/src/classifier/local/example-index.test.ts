import { describe, expect, it } from 'vitest';
import type { ExampleMatchScope } from '../classifier-types.js';
import { ExampleIndex, toExample, type Example } from './example-index.js';

function example(text: string, isExclude = true, matchScope?: ExampleMatchScope): Example {
  return toExample({ searchTerm: text, isExclude, category: 'product', matchScope });
}

function findText(index: ExampleIndex, term: string): string | undefined {
  return index.find(term.split(' '))?.text;
}

describe('ExampleIndex', () => {
  const index = new ExampleIndex([
    example('sourdough starter kit'),
    example('crumbwell franchise', false),
    example('sourdough starter kits', false),
    example('rye bread'),
  ]);

  it('finds the same words, in any order', () => {
    expect(index.find(['franchise', 'crumbwell'])?.text).toBe('crumbwell franchise');
    expect(index.find(['rye', 'bread'])?.text).toBe('rye bread');
  });

  it('finds a typo in a longer term, and none in a short one', () => {
    expect(index.find(['crumbwell', 'franchse'])?.text).toBe('crumbwell franchise');
    expect(index.find(['rye', 'brd'])).toBeUndefined();
  });

  it('finds one typo in a term of 8 to 15 letters, never two, nor a different first letter', () => {
    const typos = new ExampleIndex([example('rye loaves'), example('spelt loaf')]);
    expect(findText(typos, 'rye loavez')).toBe('rye loaves');
    expect(findText(typos, 'rye laves')).toBe('rye loaves');
    expect(findText(typos, 'ryee loaves')).toBe('rye loaves');
    expect(findText(typos, 'rye lovaez')).toBeUndefined();
    expect(findText(typos, 'bye loaves')).toBeUndefined();
  });

  it("prefers the example first in the brief's order when several match", () => {
    // 'sourdough starter kits' is the same words; the earlier 'sourdough starter kit' is one
    // letter away, and comes first.
    expect(index.find(['sourdough', 'starter', 'kits'])?.text).toBe('sourdough starter kit');
  });

  it('finds nothing in an empty brief', () => {
    expect(new ExampleIndex([]).find(['anything'])).toBeUndefined();
  });
});

describe('ExampleIndex close variants', () => {
  const index = new ExampleIndex([
    example('quindle lantern'),
    example('plimsock without laces', false),
  ]);

  it('finds plurals and other forms of the words, and the words with function words', () => {
    expect(findText(index, 'quindle lanterns')).toBe('quindle lantern');
    expect(findText(index, 'lanterns for the quindle')).toBe('quindle lantern');
    expect(findText(index, 'a quindle lantern')).toBe('quindle lantern');
  });

  it('keeps the words that change what a search means', () => {
    expect(findText(index, 'plimsocks without laces')).toBe('plimsock without laces');
    expect(findText(index, 'plimsock laces')).toBeUndefined();
  });

  it('does not read a longer search as a variant unless taught as a phrase', () => {
    expect(findText(index, 'quindle lantern discount code')).toBeUndefined();
  });
});

describe('ExampleIndex phrases', () => {
  const index = new ExampleIndex([example('zorblat protein', true, 'phrase')]);

  it('finds every term with the words in order, in any form, around other words', () => {
    expect(findText(index, 'zorblat protein discount code')).toBe('zorblat protein');
    expect(findText(index, 'cheap zorblat proteins')).toBe('zorblat protein');
    expect(findText(index, 'zorblat protein')).toBe('zorblat protein');
  });

  it('needs the words together and in their order', () => {
    expect(findText(index, 'zorblat vegan protein')).toBeUndefined();
    expect(findText(index, 'protein zorblat discount')).toBeUndefined();
    expect(findText(index, 'zorblat')).toBeUndefined();
  });
});

describe('ExampleIndex precedence', () => {
  // The brief's own examples, then the learned ones, newest first.
  const index = new ExampleIndex([
    example('fernwhistle', true, 'phrase'),
    example('fernwhistle careers', false, 'phrase'),
    example('fernwhistle reviews', false),
  ]);

  it('lets a closer match win over a phrase that comes first', () => {
    expect(index.find(['fernwhistle', 'reviews'])?.isExclude).toBe(false);
    expect(index.find(['fernwhistle', 'review'])?.isExclude).toBe(false);
  });

  it("lets the first phrase in the brief's order win among phrases", () => {
    expect(findText(index, 'fernwhistle careers portal')).toBe('fernwhistle');
    expect(findText(index, 'fernwhistle pricing')).toBe('fernwhistle');
  });
});
