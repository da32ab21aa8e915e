import { describe, expect, it } from 'vitest';
import { computeModelCostMicros } from './run-classifier.js';

describe('computeModelCostMicros', () => {
  it('prices prompt and completion tokens apart, in micros of US dollars', () => {
    // 12,345 tokens at $0.15 and 678 at $0.60 per million: $0.00185175 + $0.0004068.
    expect(
      computeModelCostMicros(
        { inputPerMillion: 0.15, outputPerMillion: 0.6 },
        { promptTokens: 12_345, completionTokens: 678 },
      ),
    ).toBe(2259);
  });

  it('costs nothing for no tokens, and rounds to the nearest micro', () => {
    const prices = { inputPerMillion: 2.5, outputPerMillion: 10 };
    expect(computeModelCostMicros(prices, { promptTokens: 0, completionTokens: 0 })).toBe(0);
    expect(computeModelCostMicros(prices, { promptTokens: 1, completionTokens: 0 })).toBe(3);
  });
});
