import { RUN_MESSAGES } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../../../core/errors/app-error.js';
import { resolvePeriod, type PeriodInput } from './run-history-period.js';

const NOW = new Date('2026-11-25T15:30:00Z');

function fieldErrorsOf(input: PeriodInput): Record<string, string> | undefined {
  try {
    resolvePeriod(input, NOW);
  } catch (error) {
    if (isAppError(error)) return error.fieldErrors;
    throw error;
  }
  throw new Error('Expected a 400');
}

describe('resolvePeriod', () => {
  it('has no bounds without a period', () => {
    expect(resolvePeriod({}, NOW)).toEqual({ from: null, to: null });
  });

  it('reads today and yesterday as UTC days', () => {
    expect(resolvePeriod({ period: 'today' }, NOW)).toEqual({
      from: new Date('2026-11-25T00:00:00Z'),
      to: new Date('2026-11-26T00:00:00Z'),
    });
    expect(resolvePeriod({ period: 'yesterday' }, NOW)).toEqual({
      from: new Date('2026-11-24T00:00:00Z'),
      to: new Date('2026-11-25T00:00:00Z'),
    });
  });

  it('counts today in the trailing periods', () => {
    expect(resolvePeriod({ period: 'last_7_days' }, NOW).from).toEqual(
      new Date('2026-11-19T00:00:00Z'),
    );
    expect(resolvePeriod({ period: 'last_30_days' }, NOW)).toEqual({
      from: new Date('2026-10-27T00:00:00Z'),
      to: new Date('2026-11-26T00:00:00Z'),
    });
  });

  it('includes the last day of a custom range', () => {
    expect(resolvePeriod({ period: 'custom', from: '2026-11-01', to: '2026-11-03' }, NOW)).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-11-04T00:00:00Z'),
    });
  });

  it('names every missing or bad date', () => {
    expect(fieldErrorsOf({ period: 'custom' })).toEqual({
      'querystring.from': RUN_MESSAGES.customRangeNeedsDates,
      'querystring.to': RUN_MESSAGES.customRangeNeedsDates,
    });
    expect(fieldErrorsOf({ period: 'custom', from: '2026-11-05', to: '2026-11-01' })).toEqual({
      'querystring.from': RUN_MESSAGES.rangeReversed,
    });
    expect(fieldErrorsOf({ period: 'custom', from: '2025-01-01', to: '2026-11-01' })).toEqual({
      'querystring.to': RUN_MESSAGES.rangeTooLong,
    });
    expect(fieldErrorsOf({ period: 'today', from: '2026-11-01' })).toEqual({
      'querystring.period': RUN_MESSAGES.datesNeedCustomPeriod,
    });
  });
});
