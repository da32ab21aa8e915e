import { describe, expect, it } from 'vitest';
import { formatModelCost } from './model-cost';

describe('formatModelCost', () => {
  it('shows dollars and cents, a fraction of a cent as under a cent, and no price as null', () => {
    expect(formatModelCost(4_230_000)).toBe('$4.23');
    expect(formatModelCost(0)).toBe('$0.00');
    expect(formatModelCost(3_200)).toBe('< $0.01');
    expect(formatModelCost(null)).toBeNull();
  });
});
