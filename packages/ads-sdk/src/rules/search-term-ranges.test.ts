import { describe, expect, it } from 'vitest';
import {
  SEARCH_TERM_RANGE_COLUMNS,
  describeRangeBelowMinimum,
  isRangeOrdered,
} from './search-term-ranges.js';

describe('search-term range filters', () => {
  it('holds a range with an open end or a minimum at most its maximum', () => {
    expect(isRangeOrdered({})).toBe(true);
    expect(isRangeOrdered({ min: 5 })).toBe(true);
    expect(isRangeOrdered({ max: 5 })).toBe(true);
    expect(isRangeOrdered({ min: 5, max: 5 })).toBe(true);
    expect(isRangeOrdered({ min: 6, max: 5 })).toBe(false);
  });

  it('bounds every metric column and names the minimum in the error', () => {
    expect(SEARCH_TERM_RANGE_COLUMNS).toEqual([
      'impressions',
      'clicks',
      'costMicros',
      'conversions',
      'cpaMicros',
      'confidence',
    ]);
    // Names the problem and the way out, in the filter's words, not the query parameter's.
    expect(describeRangeBelowMinimum('impressions', 10)).toBe(
      '“At least” is more than “At most”, so no search term can match: lower “At least” or raise “At most”',
    );
  });
});
