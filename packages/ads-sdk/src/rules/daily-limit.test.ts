import { describe, expect, it } from 'vitest';
import { findDailyLimitReset } from './daily-limit.js';

describe('findDailyLimitReset', () => {
  it('is the next midnight Pacific standard time in winter (08:00 UTC)', () => {
    expect(findDailyLimitReset(new Date('2026-11-29T09:45:00Z')).toISOString()).toBe(
      '2026-11-30T08:00:00.000Z',
    );
  });

  it('follows the Pacific day, not the UTC one (evening in California is the next UTC day)', () => {
    expect(findDailyLimitReset(new Date('2026-11-30T05:00:00Z')).toISOString()).toBe(
      '2026-11-30T08:00:00.000Z',
    );
  });

  it('is 07:00 UTC under daylight saving time', () => {
    expect(findDailyLimitReset(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe(
      '2026-07-02T07:00:00.000Z',
    );
  });

  it('uses the new offset on the night daylight saving time begins', () => {
    // 7 March 2026, 20:00 PST; clocks spring forward on 8 March at 02:00, midnight is still PST.
    expect(findDailyLimitReset(new Date('2026-03-08T04:00:00Z')).toISOString()).toBe(
      '2026-03-08T08:00:00.000Z',
    );
    // 31 October 2026 evening PDT; midnight on 1 November is still PDT (the change is at 02:00).
    expect(findDailyLimitReset(new Date('2026-11-01T03:00:00Z')).toISOString()).toBe(
      '2026-11-01T07:00:00.000Z',
    );
  });

  it('moves to the next day exactly at midnight', () => {
    expect(findDailyLimitReset(new Date('2026-11-30T08:00:00Z')).toISOString()).toBe(
      '2026-12-01T08:00:00.000Z',
    );
  });
});
