import { describe, expect, it } from 'vitest';
import type { ClassifierBrief, SearchTermRow, TermDecision } from '../classifier-types.js';
import { createLocalClassifier } from './create-local-classifier.js';

// A learned decision covers its term's close variants and, taught as a phrase, every term holding
// its words in order; invented advertiser and words throughout.

const SHAKES: ClassifierBrief = {
  name: 'Brindlemoss',
  website: 'https://www.brindlemoss.test',
  shortDescription: 'Brindlemoss sells plant protein powders and shakes online.',
  competitorsList: [],
  products: [{ name: 'Protein powder', description: 'Plant protein powder in four flavours.' }],
  rules: [],
  examples: [],
};

async function decide(
  brief: ClassifierBrief,
  rows: SearchTermRow[],
): Promise<Map<string, TermDecision>> {
  const decisions = await createLocalClassifier(brief).classify(rows);
  return new Map(decisions.map((decision) => [decision.searchTerm, decision]));
}

const TERMS = [
  'zorblat protein',
  'zorblat proteins',
  'protein for zorblat',
  'zorblat protein discount code',
  'plant protein powder',
];

describe('a learned decision', () => {
  it('covers the close variants of its term, and no longer term', async () => {
    const decisions = await decide(
      {
        ...SHAKES,
        examples: [{ searchTerm: 'zorblat protein', isExclude: true, category: 'brand' }],
      },
      TERMS.map((searchTerm) => ({ searchTerm })),
    );
    for (const term of ['zorblat protein', 'zorblat proteins', 'protein for zorblat']) {
      expect(decisions.get(term)).toMatchObject({ isExclude: true, signal: 'example' });
    }
    expect(decisions.get('zorblat protein discount code')?.signal).not.toBe('example');
  });

  it('taught as a phrase, covers every term holding its words in order', async () => {
    const decisions = await decide(
      {
        ...SHAKES,
        examples: [
          {
            searchTerm: 'zorblat protein',
            isExclude: true,
            category: 'brand',
            matchScope: 'phrase',
          },
        ],
      },
      TERMS.map((searchTerm) => ({ searchTerm })),
    );
    expect(decisions.get('zorblat protein discount code')).toMatchObject({
      isExclude: true,
      category: 'brand',
      signal: 'example',
      reason: 'Contains "zorblat protein", a phrase the brief excludes.',
    });
    // What the rules alone decided stays beside it.
    expect(decisions.get('zorblat protein discount code')?.rules?.isExclude).toBe(false);
    expect(decisions.get('plant protein powder')?.signal).not.toBe('example');
  });

  it('never excludes by a phrase a term that converted; the exact term it decides', async () => {
    const decisions = await decide(
      {
        ...SHAKES,
        examples: [
          {
            searchTerm: 'zorblat protein',
            isExclude: true,
            category: 'product',
            matchScope: 'phrase',
          },
        ],
      },
      [
        { searchTerm: 'zorblat protein', conversions: 2 },
        { searchTerm: 'zorblat protein bars', conversions: 1 },
      ],
    );
    expect(decisions.get('zorblat protein')?.isExclude).toBe(true);
    expect(decisions.get('zorblat protein bars')).toMatchObject({
      isExclude: false,
      needsReview: true,
    });
    // Kept either way: the phrase changed nothing the run should count as changed.
    expect(decisions.get('zorblat protein bars')?.rules).toBeUndefined();
  });

  it("gives way to the brief's own example, and to a closer one", async () => {
    const decisions = await decide(
      {
        ...SHAKES,
        examples: [
          // The brief's own, then the learned ones, newest first.
          { searchTerm: 'zorblat protein review', isExclude: false, category: 'brand' },
          {
            searchTerm: 'zorblat protein',
            isExclude: true,
            category: 'brand',
            matchScope: 'phrase',
          },
          { searchTerm: 'zorblat protein', isExclude: false, category: 'brand' },
        ],
      },
      ['zorblat protein reviews', 'zorblat protein shaker'].map((searchTerm) => ({ searchTerm })),
    );
    expect(decisions.get('zorblat protein reviews')?.isExclude).toBe(false);
    expect(decisions.get('zorblat protein shaker')?.isExclude).toBe(true);
  });

  it("never excludes by a phrase a search for the advertiser's own brand", async () => {
    const decisions = await decide(
      {
        ...SHAKES,
        examples: [
          {
            searchTerm: 'protein powder',
            isExclude: true,
            category: 'product',
            matchScope: 'phrase',
          },
        ],
      },
      ['brindlemoss protein powder', 'cheap protein powder'].map((searchTerm) => ({ searchTerm })),
    );
    expect(decisions.get('brindlemoss protein powder')).toMatchObject({
      isExclude: false,
      signal: 'own_brand',
    });
    expect(decisions.get('cheap protein powder')).toMatchObject({
      isExclude: true,
      signal: 'example',
    });
  });
});
