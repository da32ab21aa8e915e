import { describe, expect, it } from 'vitest';
import { findRunDetailsEmptyState } from './run-details-empty-state';

const SUMMARY = {
  total: 5,
  updated: 3,
  skipped: 2,
  not_supported: 0,
  partially_updated: 0,
  error: 0,
};

describe('findRunDetailsEmptyState', () => {
  it('says no data when the run had no ads, whatever is chosen', () => {
    const empty = { ...SUMMARY, total: 0, updated: 0, skipped: 0 };
    expect(findRunDetailsEmptyState({ summary: empty, status: null, totalCount: 0 })).toBe(
      'no_data',
    );
    expect(findRunDetailsEmptyState({ summary: empty, status: 'error', totalCount: 0 })).toBe(
      'no_data',
    );
  });

  it('shows the success picture for the error tile with no errors', () => {
    expect(findRunDetailsEmptyState({ summary: SUMMARY, status: 'error', totalCount: 0 })).toBe(
      'no_errors',
    );
  });

  it('says no ads with the status for another tile with a zero count, before any request', () => {
    expect(
      findRunDetailsEmptyState({
        summary: SUMMARY,
        status: 'not_supported',
        totalCount: undefined,
      }),
    ).toBe('no_status');
  });

  it('says no results when the column filters leave nothing', () => {
    expect(findRunDetailsEmptyState({ summary: SUMMARY, status: 'updated', totalCount: 0 })).toBe(
      'no_results',
    );
    expect(findRunDetailsEmptyState({ summary: SUMMARY, status: null, totalCount: 5 })).toBeNull();
    expect(
      findRunDetailsEmptyState({ summary: SUMMARY, status: null, totalCount: undefined }),
    ).toBeNull();
  });
});
