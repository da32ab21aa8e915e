import { describe, expect, it } from 'vitest';
import { buildResultsPage, buildSearchTermRun } from '../test/search-term-fixtures';
import {
  findNextSearchTermsSort,
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
