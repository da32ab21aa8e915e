import { describe, expect, it } from 'vitest';
import { findNextRunDetailsSort } from './run-details-sort';

describe('findNextRunDetailsSort (spec §4)', () => {
  it('turns the same column from descending to ascending', () => {
    expect(findNextRunDetailsSort({ sortBy: 'adName', sortOrder: 'desc' }, 'adName')).toEqual({
      sortBy: 'adName',
      sortOrder: 'asc',
    });
  });

  it('sorts descending on any other click', () => {
    expect(findNextRunDetailsSort({ sortBy: 'adName', sortOrder: 'asc' }, 'adName')).toEqual({
      sortBy: 'adName',
      sortOrder: 'desc',
    });
    expect(findNextRunDetailsSort({ sortBy: 'adName', sortOrder: 'desc' }, 'status')).toEqual({
      sortBy: 'status',
      sortOrder: 'desc',
    });
  });
});
