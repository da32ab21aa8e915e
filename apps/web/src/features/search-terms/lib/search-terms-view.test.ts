import { describe, expect, it } from 'vitest';
import { buildResultsPage, buildSearchTermRun } from '../test/search-term-fixtures';
import {
  buildResultFilters,
  buildRunChange,
  CLEARED_FILTERS,
  findNextSearchTermsSort,
  hasSearchTermsFilters,
  findSearchTermsEmptyState,
  readSearchTermsView,
} from './search-terms-view';

describe('findNextSearchTermsSort', () => {
  it('flips the sorted column and starts another with its biggest figures', () => {
    expect(
      findNextSearchTermsSort({ sortBy: 'costMicros', sortDirection: 'desc' }, 'costMicros'),
    ).toEqual({ sortBy: 'costMicros', sortDirection: 'asc' });
    expect(
      findNextSearchTermsSort({ sortBy: 'costMicros', sortDirection: 'asc' }, 'clicks'),
    ).toEqual({ sortBy: 'clicks', sortDirection: 'desc' });
    expect(
      findNextSearchTermsSort({ sortBy: 'costMicros', sortDirection: 'desc' }, 'searchTerm'),
    ).toEqual({ sortBy: 'searchTerm', sortDirection: 'asc' });
  });

  it('starts the columns of words A to Z and the decision with the excluded terms', () => {
    const current = { sortBy: 'costMicros', sortDirection: 'desc' } as const;
    for (const key of ['matchedKeyword', 'category', 'signal'] as const) {
      expect(findNextSearchTermsSort(current, key)).toEqual({ sortBy: key, sortDirection: 'asc' });
    }
    expect(findNextSearchTermsSort(current, 'isExclude')).toEqual({
      sortBy: 'isExclude',
      sortDirection: 'desc',
    });
  });
});

describe('buildResultFilters', () => {
  it('sends only the filters in force, in the endpoint’s units', () => {
    expect(buildResultFilters(readSearchTermsView({}))).toEqual({});
    expect(
      buildResultFilters(
        readSearchTermsView({
          decision: 'keep',
          category: 'brand',
          signal: 'own_brand',
          flag: 'changedByExamples',
          matchType: 'PHRASE',
          search: ' stove ',
          minCpa: 2.5,
          minImpressions: 100,
        }),
      ),
    ).toEqual({
      decision: 'keep',
      category: 'brand',
      signal: 'own_brand',
      flag: 'changedByExamples',
      matchType: 'PHRASE',
      search: 'stove',
      minCpaMicros: 2_500_000,
      minImpressions: 100,
    });
  });
});

describe('buildRunChange', () => {
  const latest = '0b9d1c1e-0000-4000-8000-00000000aa03';
  const earlier = '0b9d1c1e-0000-4000-8000-00000000aa02';

  it('names an earlier run in the address and the latest by naming none, from page 1', () => {
    expect(buildRunChange(earlier, latest)).toEqual({ jobId: earlier, page: undefined });
    expect(buildRunChange(latest, latest)).toEqual({ jobId: undefined, page: undefined });
  });

  it('is part of the view, which clearing the filters keeps', () => {
    expect(readSearchTermsView({ jobId: earlier }).jobId).toBe(earlier);
    expect(readSearchTermsView({}).jobId).toBeUndefined();
    expect(CLEARED_FILTERS).not.toHaveProperty('jobId');
    expect(hasSearchTermsFilters(readSearchTermsView({ jobId: earlier }))).toBe(false);
  });
});

describe('hasSearchTermsFilters and CLEARED_FILTERS', () => {
  it('counts a range or a flag as a filter, and clearing leaves none of them', () => {
    expect(hasSearchTermsFilters(readSearchTermsView({ maxClicks: 3 }))).toBe(true);
    expect(hasSearchTermsFilters(readSearchTermsView({ flag: 'needsReview' }))).toBe(true);
    expect(hasSearchTermsFilters(readSearchTermsView({ sortBy: 'clicks' }))).toBe(false);
    const cleared = {
      maxClicks: 3,
      flag: 'needsReview' as const,
      sortBy: 'clicks' as const,
      ...CLEARED_FILTERS,
    };
    expect(hasSearchTermsFilters(readSearchTermsView(cleared))).toBe(false);
    expect(cleared.sortBy).toBe('clicks');
  });
});

describe('findSearchTermsEmptyState', () => {
  const view = readSearchTermsView({});
  const empty = { results: [], total: 0 };

  it('asks for a brief, then a run, before anything else', () => {
    const page = buildResultsPage({ run: null, ...empty });
    expect(findSearchTermsEmptyState({ page, hasBrief: false, view })).toBe('noBrief');
    expect(findSearchTermsEmptyState({ page, hasBrief: true, view })).toBe('noRun');
  });

  it('tells a failed run and an empty period apart', () => {
    const failed = buildResultsPage({ run: buildSearchTermRun({ state: 'failed' }), ...empty });
    const none = buildResultsPage({ run: buildSearchTermRun({ state: 'no_result' }), ...empty });
    expect(findSearchTermsEmptyState({ page: failed, hasBrief: true, view })).toBe('failed');
    expect(findSearchTermsEmptyState({ page: none, hasBrief: true, view })).toBe('noResult');
  });

  it('blames the filters only when there are filters', () => {
    const page = buildResultsPage(empty);
    const filtered = readSearchTermsView({ search: 'jobs' });
    expect(findSearchTermsEmptyState({ page, hasBrief: true, view: filtered })).toBe('noMatch');
    expect(findSearchTermsEmptyState({ page: buildResultsPage(), hasBrief: true, view })).toBe(
      null,
    );
  });
});
