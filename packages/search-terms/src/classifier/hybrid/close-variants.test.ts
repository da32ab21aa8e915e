import { describe, expect, it } from 'vitest';

import { areCloseVariants, CloseVariantIndex } from './close-variants.js';

describe('areCloseVariants', () => {
  it('matches the same words in any order, case and punctuation aside', () => {
    expect(areCloseVariants('Cheap oak desk', 'desk, oak cheap')).toBe(true);
    expect(areCloseVariants('oak desk', 'oak desk desk')).toBe(true);
  });

  it('matches one typo in a term of six letters or more', () => {
    expect(areCloseVariants('standing desk', 'standng desk')).toBe(true);
    expect(areCloseVariants('standing desk', 'standimg desk')).toBe(true);
    expect(areCloseVariants('standing desk', 'standing desks')).toBe(true);
  });

  it('does not match two typos, short terms one letter apart, or different words', () => {
    expect(areCloseVariants('standing desk', 'stnding dsk')).toBe(false);
    expect(areCloseVariants('rent', 'tent')).toBe(false);
    expect(areCloseVariants('oak desk', 'oak chair')).toBe(false);
    expect(areCloseVariants('', '')).toBe(false);
  });
});

describe('CloseVariantIndex', () => {
  it('finds the added terms that are close variants, and only those', () => {
    const index = new CloseVariantIndex<string>();
    index.add('standing desk', 'a');
    index.add('desk lamp', 'b');
    index.add('rent', 'c');

    expect(index.find('desk standing')).toEqual(['a']);
    expect(index.find('standing dsk')).toEqual(['a']);
    expect(index.find('standing desks')).toEqual(['a']);
    expect(index.find('desk lamps')).toEqual(['b']);
    expect(index.find('tent')).toEqual([]);
    expect(index.find('stnding dsk')).toEqual([]);
  });
});
