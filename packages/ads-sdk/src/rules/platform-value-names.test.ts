import { describe, expect, it } from 'vitest';
import { describePlatformValue } from './platform-value-names.js';

describe('describePlatformValue', () => {
  it('names campaign types, formats and ad types as the platforms do', () => {
    expect(describePlatformValue('EXPANDED_DYNAMIC_SEARCH_AD')).toBe('Dynamic search ad');
    expect(describePlatformValue('PERFORMANCE_MAX')).toBe('Performance Max');
    expect(describePlatformValue('MULTI_CHANNEL')).toBe('App');
    expect(describePlatformValue('SPONSORED_UPDATES')).toBe('Sponsored content');
  });

  it('puts any other enum in sentence case, whatever its case', () => {
    expect(describePlatformValue('RESPONSIVE_SEARCH_AD')).toBe('Responsive search ad');
    expect(describePlatformValue('SEARCH')).toBe('Search');
    expect(describePlatformValue('carousel')).toBe('Carousel');
    expect(describePlatformValue('performance_max')).toBe('Performance Max');
  });

  it('leaves what is not an enum as it is', () => {
    expect(describePlatformValue('Brand – EU')).toBe('Brand – EU');
    expect(describePlatformValue('')).toBe('');
  });
});
