import { describe, expect, it } from 'vitest';
import {
  buildRangeFilters,
  buildRangeSearchChange,
  readMetricRanges,
  toApiBound,
} from './metric-ranges';

describe('toApiBound', () => {
  it('sends money in micros, a percent as a share of 1 and whole counts', () => {
    expect(toApiBound('money', 'min', 12.34)).toBe(12_340_000);
    expect(toApiBound('money', 'max', 0.1 + 0.2)).toBe(300_000);
    expect(toApiBound('percent', 'min', 80)).toBe(0.8);
    expect(toApiBound('percent', 'max', 150)).toBe(1);
    // "At least 2.5 clicks" is 3 or more; "at most 2.5" is 2 or fewer.
    expect(toApiBound('count', 'min', 2.5)).toBe(3);
    expect(toApiBound('count', 'max', 2.5)).toBe(2);
    expect(toApiBound('decimal', 'min', 1.5)).toBe(1.5);
  });
});

describe('metric ranges in the address', () => {
  it('reads the bounds the address has and sends them as the endpoint’s parameters', () => {
    const ranges = readMetricRanges({ minCost: 10, maxCost: 50, minConfidence: 80, maxClicks: 3 });
    expect(ranges.cost).toEqual({ min: 10, max: 50 });
    expect(ranges.clicks).toEqual({ max: 3 });
    expect(ranges.impressions).toEqual({});
    expect(buildRangeFilters(ranges)).toEqual({
      minCostMicros: 10_000_000,
      maxCostMicros: 50_000_000,
      minConfidence: 0.8,
      maxClicks: 3,
    });
  });

  it('writes a range as its two keys, an empty range clearing both', () => {
    expect(buildRangeSearchChange('cpa', { min: 5 })).toEqual({ minCpa: 5, maxCpa: undefined });
    expect(buildRangeSearchChange('impressions', {})).toEqual({
      minImpressions: undefined,
      maxImpressions: undefined,
    });
  });
});
