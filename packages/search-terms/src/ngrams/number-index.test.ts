import { describe, expect, it } from 'vitest';
import { NumberIndex } from './number-index.js';

describe('a map of whole numbers to indexes', () => {
  it('finds what it stored, large keys included, across growth', () => {
    const index = new NumberIndex();
    const keys = Array.from({ length: 5_000 }, (_, order) => order * 2 ** 26 + (order % 7));
    keys.forEach((key, order) => index.add(key, order));
    keys.forEach((key, order) => expect(index.get(key)).toBe(order));
    expect(index.get(2 ** 52 + 1)).toBe(-1);
    expect(index.get(3)).toBe(-1);
  });
});
