import { describe, expect, it } from 'vitest';
import { buildCategoryBars, findShare, formatPercent } from './wasted-spend';

describe('wasted spend', () => {
  it('takes shares safely, an empty period being no share', () => {
    expect(findShare(25, 100)).toBe(0.25);
    expect(findShare(0, 0)).toBe(0);
    expect(formatPercent(0.1234)).toBe('12.3%');
  });

  it('scales the category bars to the costliest category', () => {
    const [product, brand] = buildCategoryBars([
      { category: 'product', keptCostMicros: 300, excludedCostMicros: 100 },
      { category: 'brand', keptCostMicros: 100, excludedCostMicros: 100 },
    ]);
    expect(product).toMatchObject({ width: 1, excludedShare: 0.25, totalCostMicros: 400 });
    expect(brand).toMatchObject({ width: 0.5, excludedShare: 0.5 });
  });
});
