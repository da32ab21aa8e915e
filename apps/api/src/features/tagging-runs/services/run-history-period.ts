import { MAX_CUSTOM_RANGE_DAYS, RUN_MESSAGES } from '@utmost/ads-sdk';
import { AppError } from '../../../core/errors/app-error.js';

// The run history's date filters (spec §2): today, yesterday, the last 7 / 14 / 30 days (today
// included) and a custom range of whole days, all in UTC.

export type RunHistoryPeriod =
  'today' | 'yesterday' | 'last_7_days' | 'last_14_days' | 'last_30_days' | 'custom';

export interface PeriodInput {
  period?: RunHistoryPeriod;
  /** `YYYY-MM-DD`, inclusive. */
  from?: string;
  to?: string;
}

/** `to` is exclusive; both null: no date filter. */
export interface DateRange {
  from: Date | null;
  to: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_CUSTOM_DAYS = MAX_CUSTOM_RANGE_DAYS;
const TRAILING_DAYS = { last_7_days: 7, last_14_days: 14, last_30_days: 30 } as const;

function startOfUtcDay(time: Date): Date {
  return new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
}

function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

/**
 * Resolves the filter against `now`; a 400 names each field that does not fit, as the contract's
 * validation names query fields (`querystring.from`).
 */
export function resolvePeriod(input: PeriodInput, now: Date): DateRange {
  const { period, from, to } = input;
  if (period !== 'custom') {
    if (from !== undefined || to !== undefined) {
      throw new AppError('BAD_REQUEST', undefined, {
        fieldErrors: { 'querystring.period': RUN_MESSAGES.datesNeedCustomPeriod },
      });
    }
    const today = startOfUtcDay(now);
    if (period === undefined) return { from: null, to: null };
    if (period === 'today') return { from: today, to: addDays(today, 1) };
    if (period === 'yesterday') return { from: addDays(today, -1), to: today };
    return { from: addDays(today, 1 - TRAILING_DAYS[period]), to: addDays(today, 1) };
  }
  const fieldErrors: Record<string, string> = {};
  if (from === undefined) fieldErrors['querystring.from'] = RUN_MESSAGES.customRangeNeedsDates;
  if (to === undefined) fieldErrors['querystring.to'] = RUN_MESSAGES.customRangeNeedsDates;
  if (from !== undefined && to !== undefined) {
    const start = new Date(`${from}T00:00:00Z`);
    const end = new Date(`${to}T00:00:00Z`);
    if (start > end) fieldErrors['querystring.from'] = RUN_MESSAGES.rangeReversed;
    else if ((end.getTime() - start.getTime()) / DAY_MS >= MAX_CUSTOM_DAYS) {
      fieldErrors['querystring.to'] = RUN_MESSAGES.rangeTooLong;
    } else return { from: start, to: addDays(end, 1) };
  }
  throw new AppError('BAD_REQUEST', undefined, { fieldErrors });
}
