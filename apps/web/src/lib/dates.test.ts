import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, formatDateTime, parseLocalDay, splitDateTime } from './dates';

describe('formatDateTime', () => {
  it('uses the spec format MMM DD, YYYY HH:mm', () => {
    expect(DATE_TIME_FORMAT).toBe('MMM DD, YYYY HH:mm');
    expect(formatDateTime(new Date(2025, 2, 7, 9, 5))).toBe('Mar 07, 2025 09:05');
  });

  it('renders nothing for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('splitDateTime', () => {
  it('gives the date and the time of the spec format apart', () => {
    expect(splitDateTime(new Date(2025, 2, 7, 9, 5))).toEqual({
      date: 'Mar 07, 2025',
      time: '09:05',
    });
  });

  it('gives nothing for a value that is no date', () => {
    expect(splitDateTime('not a date')).toEqual({ date: '', time: '' });
  });
});

describe('parseLocalDay', () => {
  it('reads a day as local midnight and refuses what is not a real day', () => {
    expect(parseLocalDay('2025-03-01')).toEqual(new Date(2025, 2, 1));
    expect(parseLocalDay('2025-02-30')).toBeUndefined();
    expect(parseLocalDay('1 March')).toBeUndefined();
  });
});
