import { describe, expect, it } from 'vitest';
import { findRetryAfterMinutes, parseRetryAfterHeader } from './retry-after.js';

describe('findRetryAfterMinutes', () => {
  it.each([
    [undefined, 1],
    [0, 1],
    [1, 1],
    [60, 1],
    [61, 2],
    [125, 3],
    [3600, 60],
  ])('%j seconds -> %i minutes', (seconds, minutes) => {
    expect(findRetryAfterMinutes(seconds)).toBe(minutes);
  });
});

describe('parseRetryAfterHeader', () => {
  const now = new Date('2026-01-01T12:00:00Z');

  it('reads delta-seconds', () => {
    expect(parseRetryAfterHeader(' 90 ', now)).toBe(90);
  });

  it('reads an HTTP date as the seconds until then', () => {
    expect(parseRetryAfterHeader('Thu, 01 Jan 2026 12:02:00 GMT', now)).toBe(120);
    expect(parseRetryAfterHeader('Thu, 01 Jan 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('gives undefined for an absent or unreadable header', () => {
    expect(parseRetryAfterHeader(null, now)).toBeUndefined();
    expect(parseRetryAfterHeader('soon', now)).toBeUndefined();
  });
});
