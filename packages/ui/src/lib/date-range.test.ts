import { describe, expect, it } from 'vitest';
import { countDaysBetween, extendDayRange, formatDayRange, isWholeDayRange } from './date-range';

const day = (month: number, date: number, year = 2026) => new Date(year, month - 1, date);

describe('formatDayRange', () => {
  it('says the year once when both ends share it', () => {
    expect(formatDayRange({ from: day(11, 3), to: day(11, 17) })).toBe('3 Nov – 17 Nov 2026');
  });

  it('says both years across a new year, and one day once', () => {
    expect(formatDayRange({ from: day(12, 28, 2025), to: day(1, 3) })).toBe(
      '28 Dec 2025 – 3 Jan 2026',
    );
    expect(formatDayRange({ from: day(11, 3), to: day(11, 3) })).toBe('3 Nov 2026');
  });
});

describe('extendDayRange', () => {
  it('starts a range, ends it, and starts over after a whole one', () => {
    const started = extendDayRange(undefined, day(11, 3));
    expect(started).toEqual({ from: day(11, 3), to: undefined });
    expect(isWholeDayRange(started)).toBe(false);
    const whole = extendDayRange(started, day(11, 17));
    expect(whole).toEqual({ from: day(11, 3), to: day(11, 17) });
    expect(isWholeDayRange(whole)).toBe(true);
    expect(extendDayRange(whole, day(11, 20))).toEqual({ from: day(11, 20), to: undefined });
  });

  it('never lets the end precede the start: an earlier day becomes the start', () => {
    expect(extendDayRange({ from: day(11, 17) }, day(11, 3))).toEqual({
      from: day(11, 3),
      to: day(11, 17),
    });
  });

  it('allows a range of one day', () => {
    expect(extendDayRange({ from: day(11, 3) }, day(11, 3))).toEqual({
      from: day(11, 3),
      to: day(11, 3),
    });
  });
});

describe('countDaysBetween', () => {
  it('counts calendar days, ignoring the time of day and daylight saving', () => {
    expect(countDaysBetween(new Date(2026, 2, 28, 23), new Date(2026, 2, 30, 1))).toBe(2);
    expect(countDaysBetween(day(11, 17), day(11, 3))).toBe(-14);
  });
});
