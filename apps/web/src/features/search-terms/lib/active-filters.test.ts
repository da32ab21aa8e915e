import { describe, expect, it } from 'vitest';
import { listActiveFilters } from './active-filters';
import { readSearchTermsView } from './search-terms-view';

describe('listActiveFilters', () => {
  it('lists nothing for the default view', () => {
    expect(listActiveFilters(readSearchTermsView({ sortBy: 'clicks', page: 3 }))).toEqual([]);
  });

  it('lists each filter in force with the change that removes it alone', () => {
    const filters = listActiveFilters(
      readSearchTermsView({
        search: 'jobs',
        flag: 'needsReview',
        decision: 'exclude',
        signal: 'competitor',
        minCost: 10,
        maxConfidence: 90,
        page: 2,
      }),
    );
    expect(filters.map((filter) => filter.kind)).toEqual([
      'search',
      'flag',
      'decision',
      'signal',
      'range',
      'range',
    ]);
    expect(filters[0]?.remove).toEqual({ page: undefined, search: undefined });
    expect(filters[4]).toEqual({
      kind: 'range',
      metric: 'cost',
      range: { min: 10 },
      remove: { page: undefined, minCost: undefined, maxCost: undefined },
    });
    expect(filters[5]).toMatchObject({ metric: 'confidence', range: { max: 90 } });
  });
});
