import { describe, expect, it } from 'vitest';
import {
  findLearnedExampleChanges,
  toLearnedTermKey,
  type LearnedExample,
} from './learned-examples.js';

function learned(searchTerm: string, change: Partial<LearnedExample> = {}): LearnedExample {
  return {
    searchTerm,
    isExclude: true,
    category: 'product',
    matchScope: 'closeVariants',
    inUse: true,
    learnedAt: '2026-11-20T10:00:00.000Z',
    ...change,
  };
}

describe('toLearnedTermKey', () => {
  it('compares terms trimmed, in lower case and with single spaces', () => {
    expect(toLearnedTermKey('  Oven   Repair Jobs ')).toBe('oven repair jobs');
  });
});

describe('findLearnedExampleChanges', () => {
  const loaded = [learned('oven jobs'), learned('acme ovens', { category: 'brand' })];

  it('answers nothing when the editor left them as they were', () => {
    expect(
      findLearnedExampleChanges(
        loaded,
        loaded.map((example) => ({ ...example })),
      ),
    ).toBe(undefined);
  });

  it('names the terms removed', () => {
    expect(findLearnedExampleChanges(loaded, [loaded[1]!])).toEqual({
      removed: ['oven jobs'],
      changed: [],
    });
  });

  it('sends a changed exclusion, category or use with the whole decision', () => {
    const current = [
      learned('oven jobs', { isExclude: false }),
      learned('acme ovens', { category: 'brand', inUse: false }),
    ];
    expect(findLearnedExampleChanges(loaded, current)).toEqual({
      removed: [],
      changed: [
        { searchTerm: 'oven jobs', isExclude: false, category: 'product', inUse: true },
        { searchTerm: 'acme ovens', isExclude: true, category: 'brand', inUse: false },
      ],
    });
  });
});
