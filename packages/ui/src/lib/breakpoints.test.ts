import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, toMinWidthQuery } from './breakpoints';

describe('BREAKPOINTS', () => {
  it('holds the five breakpoints of the spec in ascending order', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([768, 1024, 1440, 1920, 2400]);
    expect(Object.keys(BREAKPOINTS)).toEqual(['md', 'lg', 'xl', '2xl', '3xl']);
  });

  it('builds a min-width media query for a breakpoint', () => {
    expect(toMinWidthQuery('xl')).toBe('(min-width: 1440px)');
    expect(toMinWidthQuery('3xl')).toBe('(min-width: 2400px)');
  });
});
