import { describe, expect, it } from 'vitest';
import { findConvertedPart, formatConversions, readAccountWastedSpend } from './wasted-spend';

describe('findConvertedPart', () => {
  it('names the part of the wasted spend whose terms brought conversions', () => {
    expect(
      findConvertedPart({
        costMicros: 519_980_000,
        costWithConversionsMicros: 41_200_000,
        conversions: 2,
      }),
    ).toEqual({ costMicros: 41_200_000, conversions: 2 });
  });

  it('is nothing when no excluded term converted', () => {
    expect(
      findConvertedPart({ costMicros: 519_980_000, costWithConversionsMicros: 0, conversions: 0 }),
    ).toBeNull();
    // A conversion on a term that cost nothing leaves no money to single out.
    expect(
      findConvertedPart({ costMicros: 519_980_000, costWithConversionsMicros: 0, conversions: 1 }),
    ).toBeNull();
  });
});

describe('readAccountWastedSpend', () => {
  it('reads an account’s period summary, and nothing before its first results', () => {
    expect(
      readAccountWastedSpend({
        calculatedExcludedCost: 519_980_000,
        excludedCostWithConversions: 41_200_000,
        excludedConversions: 2,
      }),
    ).toEqual({ costMicros: 519_980_000, costWithConversionsMicros: 41_200_000, conversions: 2 });
    expect(readAccountWastedSpend(null)).toBeNull();
    expect(readAccountWastedSpend(undefined)).toBeNull();
  });
});

describe('formatConversions', () => {
  it('keeps a fractional conversion to one decimal', () => {
    expect(formatConversions(2)).toBe('2');
    expect(formatConversions(2.5)).toBe('2.5');
    expect(formatConversions(1234.56)).toBe('1,234.6');
  });
});
