import { describe, expect, it } from 'vitest';
import { buildCategoryBars, findShare, formatPercent } from './wasted-spend';

describe('wasted spend', () => {
  it('takes shares safely, an empty period being no share', () => {
    expect(findShare(25, 100)).toBe(0.25);
    expect(findShare(0, 0)).toBe(0);
    expect(formatPercent(0.1234)).toBe('12.3%');
  });

  it('scales each category bar to its own spend, however small beside the others', () => {
    const [product, brand] = buildCategoryBars([
      { category: 'product', keptCostMicros: 300_000, excludedCostMicros: 100_000 },
      { category: 'brand', keptCostMicros: 1_000, excludedCostMicros: 3_000 },
    ]);
    expect(product).toMatchObject({ excludedShare: 0.25, totalCostMicros: 400_000 });
    expect(product).not.toHaveProperty('width');
    expect(brand).toMatchObject({ excludedShare: 0.75, totalCostMicros: 4_000 });
  });
});
