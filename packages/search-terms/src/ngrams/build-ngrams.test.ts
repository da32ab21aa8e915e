import { describe, expect, it } from 'vitest';
import {
  buildNgrams,
  queryNgrams,
  type Ngram,
  type NgramPage,
  type NgramTerm,
} from './build-ngrams.js';

function term(searchTerm: string, figures: Partial<NgramTerm> = {}): NgramTerm {
  return {
    searchTerm,
    impressions: 100,
    clicks: 10,
    costMicros: 1_000_000,
    conversions: 0,
    isExclude: false,
    ...figures,
  };
}

const byGram = (grams: Ngram[]) => new Map(grams.map((gram) => [gram.gram, gram]));

describe('n-grams of a run’s terms', () => {
  it('lists the 1-, 2- and 3-word grams with their terms’ figures summed', () => {
    const grams = byGram(
      buildNgrams([
        term('teal sprocket case', { impressions: 200, clicks: 20, costMicros: 4_000_000 }),
        term('teal sprocket', {
          impressions: 100,
          clicks: 5,
          costMicros: 1_000_000,
          conversions: 1,
        }),
      ]),
    );
    expect([...grams.keys()].sort()).toEqual([
      'case',
      'sprocket',
      'sprocket case',
      'teal',
      'teal sprocket',
      'teal sprocket case',
    ]);
    expect(grams.get('teal sprocket')).toMatchObject({
      size: 2,
      termCount: 2,
      impressions: 300,
      clicks: 25,
      costMicros: 5_000_000,
      conversions: 1,
      ctr: 25 / 300,
      cpaMicros: 5_000_000,
      conversionRate: 1 / 25,
    });
    expect(grams.get('teal sprocket case')).toMatchObject({
      size: 3,
      termCount: 1,
      cpaMicros: null,
    });
  });

  it('meets singular and plural on one gram and lists how each was written', () => {
    const grams = byGram(
      buildNgrams([
        term('walnut lamps'),
        term('walnut lamps sale'),
        term('walnut lamp'),
        term('teapots'),
      ]),
    );
    const lamps = grams.get('walnut lamps')!;
    expect(lamps.lemma).toBe('walnut lamp');
    expect(lamps.termCount).toBe(3);
    expect(lamps.surfaceForms).toEqual(['walnut lamps', 'walnut lamp']);
    expect(grams.has('walnut lamp')).toBe(false);
    expect(grams.get('teapots')!.lemma).toBe('teapot');
  });

  it('counts a term once for a gram it repeats', () => {
    const [gram] = buildNgrams([term('hinge hinge', { costMicros: 3_000_000 })], [1]);
    expect(gram).toMatchObject({ gram: 'hinge', termCount: 1, costMicros: 3_000_000 });
  });

  it('never starts or ends a gram on a stop word, nor makes one of a stop word', () => {
    const grams = buildNgrams([term('knives for the kitchen')]).map((gram) => gram.gram);
    expect(grams.sort()).toEqual(['kitchen', 'knives']);
    const withStopInside = buildNgrams([term('crutches for kids')]).map((gram) => gram.gram);
    expect(withStopInside).toContain('crutches for kids');
    expect(withStopInside).not.toContain('crutches for');
    expect(withStopInside).not.toContain('for kids');
    expect(withStopInside).not.toContain('for');
  });

  it('keeps words that carry intent as grams', () => {
    const grams = buildNgrams([term('gizmo near me')]).map((gram) => gram.gram);
    expect(grams).toEqual(expect.arrayContaining(['near', 'near me', 'gizmo near me']));
  });

  it('gives the share of its cost the analysis excluded', () => {
    const grams = byGram(
      buildNgrams(
        [
          term('lily bulbs', { costMicros: 3_000_000, isExclude: true }),
          term('lily seeds', { costMicros: 1_000_000 }),
          term('lily', { costMicros: 0, impressions: 0, clicks: 0 }),
        ],
        [1],
      ),
    );
    expect(grams.get('lily')).toMatchObject({
      termCount: 3,
      excludedTermCount: 1,
      excludedCostMicros: 3_000_000,
      excludedCostShare: 0.75,
    });
    const free = buildNgrams([term('gizmo', { costMicros: 0, impressions: 0, clicks: 0 })])[0]!;
    expect(free).toMatchObject({ excludedCostShare: null, ctr: null, conversionRate: null });
  });

  it('folds case and accents as the classifier does', () => {
    const grams = buildNgrams([term('Crème Teapot'), term('creme teapot')], [2]);
    expect(grams).toHaveLength(1);
    expect(grams[0]!.termCount).toBe(2);
  });

  it('filters by size, impressions, cost and zero conversions, then sorts', () => {
    const terms = [
      term('walnut hinge', { impressions: 50, costMicros: 9_000_000 }),
      term('walnut crutch', { impressions: 500, costMicros: 2_000_000, conversions: 2 }),
      term('teal hinge', { impressions: 900, costMicros: 500_000 }),
    ];
    const words = (page: NgramPage) => page.grams.map((gram) => gram.gram);
    expect(words(queryNgrams(terms, { sizes: [1] }))).toEqual([
      'walnut',
      'hinge',
      'crutch',
      'teal',
    ]);
    expect(words(queryNgrams(terms, { sizes: [2], minImpressions: 100 }))).toEqual([
      'walnut crutch',
      'teal hinge',
    ]);
    expect(words(queryNgrams(terms, { sizes: [2], minCostMicros: 1_000_000 }))).toEqual([
      'walnut hinge',
      'walnut crutch',
    ]);
    expect(words(queryNgrams(terms, { sizes: [1], zeroConversions: true }))).toEqual([
      'hinge',
      'teal',
    ]);
    expect(
      words(queryNgrams(terms, { sizes: [2] }, { sortBy: 'impressions', sortDirection: 'asc' })),
    ).toEqual(['walnut hinge', 'walnut crutch', 'teal hinge']);
  });

  it('answers one page of the sorted grams and how many pass', () => {
    const terms = [
      term('hinge', { costMicros: 3 }),
      term('lamp', { costMicros: 2 }),
      term('gizmo'),
    ];
    const page = queryNgrams(
      terms,
      {},
      { sortBy: 'costMicros', sortDirection: 'asc' },
      {
        offset: 1,
        limit: 1,
      },
    );
    expect(page.total).toBe(3);
    expect(page.grams.map((gram) => gram.gram)).toEqual(['hinge']);
    const byWords = queryNgrams(terms, {}, { sortBy: 'gram', sortDirection: 'desc' });
    expect(byWords.grams.map((gram) => gram.gram)).toEqual(['lamp', 'hinge', 'gizmo']);
  });

  it('answers no grams for no terms', () => {
    expect(buildNgrams([])).toEqual([]);
    expect(buildNgrams([term('   '), term('the of')])).toEqual([]);
  });
});
