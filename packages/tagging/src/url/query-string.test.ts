import { describe, expect, it } from 'vitest';
import { mergeIntoQuery, removeFromQuery, restoreQueryKeys, writePairs } from './query-string.js';

const pair = (name: string, value: string) => ({ name, value });

describe('mergeIntoQuery', () => {
  it('appends to a query without our keys, and writes a query of its own', () => {
    expect(mergeIntoQuery('a=1&b=2', [pair('utm_source', 'google')])).toBe(
      'a=1&b=2&utm_source=google',
    );
    expect(mergeIntoQuery('', [pair('utm_source', 'google'), pair('utm_medium', 'cpc')])).toBe(
      'utm_source=google&utm_medium=cpc',
    );
  });

  it('replaces our keys in place and drops their repeats', () => {
    expect(
      mergeIntoQuery('utm_medium=x&a=1&utm_source=old&utm_medium=y', [
        pair('utm_source', 'google'),
        pair('utm_medium', 'cpc'),
        pair('utm_campaign', 'c'),
      ]),
    ).toBe('utm_medium=cpc&a=1&utm_source=google&utm_campaign=c');
  });

  it('matches keys exactly, recognises percent-encoded ones and keys without a value', () => {
    expect(mergeIntoQuery('utm_sourcex=1&utm_source2=2', [pair('utm_source', 'g')])).toBe(
      'utm_sourcex=1&utm_source2=2&utm_source=g',
    );
    expect(mergeIntoQuery('utm%5Fsource=old&x=%41', [pair('utm_source', 'g')])).toBe(
      'utm_source=g&x=%41',
    );
    expect(mergeIntoQuery('utm_source&x=1', [pair('utm_source', 'g')])).toBe('utm_source=g&x=1');
    expect(mergeIntoQuery('UTM_SOURCE=old', [pair('utm_source', 'g')])).toBe(
      'UTM_SOURCE=old&utm_source=g',
    );
  });

  it('copies foreign segments byte for byte and drops empty ones', () => {
    expect(mergeIntoQuery('q=saturn+v&&x=%7E&', [pair('utm_source', 'g')])).toBe(
      'q=saturn+v&x=%7E&utm_source=g',
    );
    expect(mergeIntoQuery('&utm_source=old', [pair('utm_source', 'g')])).toBe('utm_source=g');
  });

  it('uses a given encoded value as is, and encodes plain values', () => {
    expect(
      writePairs([
        { name: 'utm_term', value: '{keyword}', encodedValue: '{keyword}' },
        pair('x', 'a b'),
      ]),
    ).toBe('utm_term={keyword}&x=a%20b');
  });
});

describe('removeFromQuery', () => {
  it('removes every occurrence and says what was there', () => {
    expect(
      removeFromQuery('utm_source=a&x=1&utm_source=b&utm_medium', ['utm_source', 'utm_medium']),
    ).toEqual({
      query: 'x=1',
      removed: { utm_source: 'a', utm_medium: '' },
    });
    expect(removeFromQuery('', ['a'])).toEqual({ query: '', removed: {} });
  });
});

describe('restoreQueryKeys', () => {
  it('puts back the original segments of the keys and removes the keys the original lacked', () => {
    expect(
      restoreQueryKeys('utm_source=google&x=new&utm_medium=cpc', 'x=old&utm_source=newsletter', [
        'utm_source',
        'utm_medium',
      ]),
    ).toBe('utm_source=newsletter&x=new');
  });
});
