import type { SearchTermRule } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { isFiltering, matchesExampleFilters, NO_EXAMPLE_FILTERS } from './filter-examples';

const EXAMPLE: SearchTermRule = {
  id: 'e-1',
  searchTerm: 'Hearthly stove jobs',
  isExclude: true,
  category: 'brand',
  source: 'AIAssistant',
  updatedAt: new Date(2026, 10, 20, 12, 0).toISOString(),
  inUse: false,
};

describe('matchesExampleFilters', () => {
  it('lets everything through without filters', () => {
    expect(matchesExampleFilters(EXAMPLE, NO_EXAMPLE_FILTERS)).toBe(true);
    expect(isFiltering(NO_EXAMPLE_FILTERS)).toBe(false);
  });

  it.each([
    [{ term: 'STOVE' }, true],
    [{ term: 'fireplace' }, false],
    [{ exclude: 'yes' }, true],
    [{ exclude: 'no' }, false],
    [{ category: 'brand' }, true],
    [{ category: 'product' }, false],
    [{ source: 'AIAssistant' }, true],
    [{ source: 'User' }, false],
    [{ modifiedOn: '2026-11-20' }, true],
    [{ modifiedOn: '2026-11-21' }, false],
    [{ inUse: 'no' }, true],
    [{ inUse: 'yes' }, false],
  ] as const)('filter %o matches: %s', (filter, expected) => {
    const filters = { ...NO_EXAMPLE_FILTERS, ...filter };
    expect(isFiltering(filters)).toBe(true);
    expect(matchesExampleFilters(EXAMPLE, filters)).toBe(expected);
  });
});
