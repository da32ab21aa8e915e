import { describe, expect, it } from 'vitest';
import { ExampleIndex, type Example } from './example-index.js';

function example(text: string, isExclude = true): Example {
  return {
    folded: text,
    sortedTokens: [...new Set(text.split(' '))].sort().join(' '),
    isExclude,
    category: 'product',
    text,
  };
}

describe('ExampleIndex', () => {
  const index = new ExampleIndex([
    example('sourdough starter kit'),
    example('crumbwell franchise', false),
    example('sourdough starter kits', false),
    example('rye bread'),
  ]);

  it('finds the same words, in any order', () => {
    expect(index.find(['franchise', 'crumbwell'])?.text).toBe('crumbwell franchise');
    expect(index.find(['rye', 'bread'])?.text).toBe('rye bread');
  });

  it('finds a typo in a longer term, and none in a short one', () => {
    expect(index.find(['crumbwell', 'franchse'])?.text).toBe('crumbwell franchise');
    expect(index.find(['rye', 'brd'])).toBeUndefined();
  });

  it("prefers the example first in the brief's order when several match", () => {
    // 'sourdough starter kits' is the same words; the earlier 'sourdough starter kit' is one
    // letter away, and comes first.
    expect(index.find(['sourdough', 'starter', 'kits'])?.text).toBe('sourdough starter kit');
  });

  it('finds nothing in an empty brief', () => {
    expect(new ExampleIndex([]).find(['anything'])).toBeUndefined();
  });
});
