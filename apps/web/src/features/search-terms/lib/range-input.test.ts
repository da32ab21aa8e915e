import { describe, expect, it } from 'vitest';
import { findCurrencySymbol, formatRangeBound, parseRangeInput } from './range-input';

describe('parseRangeInput', () => {
  it('reads empty boxes as no bound and a decimal comma as a point', () => {
    expect(parseRangeInput('money', { min: ' ', max: '' })).toEqual({ range: {} });
    expect(parseRangeInput('money', { min: '12,5', max: '40' })).toEqual({
      range: { min: 12.5, max: 40 },
    });
  });

  it('says which box is wrong and why', () => {
    expect(parseRangeInput('count', { min: 'ten', max: '' })).toEqual({
      error: 'notANumber',
      bound: 'min',
    });
    expect(parseRangeInput('count', { min: '', max: '-1' })).toEqual({
      error: 'notANumber',
      bound: 'max',
    });
    expect(parseRangeInput('count', { min: '1.5', max: '' })).toEqual({
      error: 'notWhole',
      bound: 'min',
    });
    expect(parseRangeInput('decimal', { min: '1.5', max: '' })).toEqual({ range: { min: 1.5 } });
    expect(parseRangeInput('percent', { min: '', max: '101' })).toEqual({
      error: 'overHundred',
      bound: 'max',
    });
    expect(parseRangeInput('money', { min: '50', max: '10' })).toEqual({
      error: 'minAboveMax',
      bound: 'min',
    });
  });

  it('refuses a bound larger than the API takes (money counts in micros)', () => {
    expect(parseRangeInput('count', { min: '', max: '9223372036854775807' })).toEqual({
      error: 'tooLarge',
      bound: 'max',
    });
    expect(parseRangeInput('money', { min: '9007199255', max: '' })).toEqual({
      error: 'tooLarge',
      bound: 'min',
    });
    expect(parseRangeInput('count', { min: '', max: '9007199254740991' })).toEqual({
      range: { max: 9007199254740991 },
    });
    expect(parseRangeInput('money', { min: '9007199254', max: '' })).toEqual({
      range: { min: 9007199254 },
    });
  });
});

describe('formatRangeBound', () => {
  it('shows money in the account’s currency, a percent and a count', () => {
    expect(formatRangeBound('money', 10, 'EUR')).toBe('€10.00');
    expect(formatRangeBound('money', 10, null)).toBe('10');
    expect(formatRangeBound('percent', 80, 'EUR')).toBe('80%');
    expect(formatRangeBound('count', 1000, 'EUR')).toBe('1,000');
  });
});

describe('findCurrencySymbol', () => {
  it('names the currency’s symbol, or none without a known currency', () => {
    expect(findCurrencySymbol('EUR')).toBe('€');
    expect(findCurrencySymbol('USD')).toBe('$');
    expect(findCurrencySymbol(null)).toBeNull();
    expect(findCurrencySymbol('NOPE!')).toBeNull();
  });
});
