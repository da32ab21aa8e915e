import { describe, expect, it } from 'vitest';
import { computeModelCostMicros, describeModelUsage } from './run-classifier.js';

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

describe('describeModelUsage', () => {
  const usage = { calls: 2, promptTokens: 600, completionTokens: 200 };

  it('stores a flagged model run, so the run says its model answers were not trusted', () => {
    expect(
      describeModelUsage(
        { model: 'stub-hostile-7b', prices: undefined },
        { model: usage, flagged: { exclusionFlips: 12, asked: 12 } },
      ),
    ).toEqual({
      model: 'stub-hostile-7b',
      requests: 2,
      promptTokens: 600,
      completionTokens: 200,
      costMicros: null,
      flagged: { exclusionFlips: 12, asked: 12 },
    });
  });

  it('has no flag for a run whose model was trusted', () => {
    const stored = describeModelUsage({ model: 'stub-7b', prices: undefined }, { model: usage });
    expect(stored).not.toHaveProperty('flagged');
  });
});
