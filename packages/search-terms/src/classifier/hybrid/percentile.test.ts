import { describe, expect, it } from 'vitest';

import { percentileOf } from './percentile.js';

describe('percentileOf', () => {
  it('takes the nearest rank', () => {
    const values = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(percentileOf(values, 0.9)).toBe(9);
    expect(percentileOf(values, 1)).toBe(10);
    expect(percentileOf(values, 0)).toBe(1);
    expect(percentileOf([], 0.9)).toBe(0);
  });
});
