import { describe, expect, it } from 'vitest';
import { buildExample } from '../test/brief-api-routes';
import { toExampleRows } from './example-rows';

describe('toExampleRows', () => {
  it('lists the brief’s own examples, then its learned decisions newest first, as the user’s', () => {
    const rows = toExampleRows(
      [buildExample({ id: 'ex-1', searchTerm: 'hearthly jobs' })],
      [
        {
          searchTerm: 'stove repair',
          isExclude: true,
          category: 'product',
          matchScope: 'closeVariants',
          inUse: true,
          learnedAt: '2026-11-20T10:00:00.000Z',
        },
        {
          searchTerm: 'Acme Stoves',
          isExclude: true,
          category: 'brand',
          matchScope: 'phrase',
          inUse: false,
          learnedAt: '2026-11-21T10:00:00.000Z',
        },
      ],
    );
    expect(rows.map((row) => [row.key, row.isLearned, row.isWholePhrase])).toEqual([
      ['ex-1', false, false],
      ['learned:acme stoves', true, true],
      ['learned:stove repair', true, false],
    ]);
    expect(rows[1]?.example).toEqual({
      id: 'learned:acme stoves',
      searchTerm: 'Acme Stoves',
      isExclude: true,
      category: 'brand',
      source: 'User',
      updatedAt: '2026-11-21T10:00:00.000Z',
      inUse: false,
    });
  });
});
