import { describe, expect, it } from 'vitest';
import { aggregateSearchTerms, summarizeDecisions } from './aggregate-search-terms.js';
import type { TermDecision } from './classifier-types.js';

const day = (
  searchTerm: string,
  costMicros: number,
  adGroup: string,
  keyword: { text: string; matchType: string } | null = null,
) => ({
  searchTerm,
  impressions: 10,
  clicks: 2,
  costMicros,
  conversions: 0.5,
  campaign: { name: 'Search' },
  adGroup: { name: adGroup },
  keyword,
});

describe('aggregateSearchTerms', () => {
  it('adds up a term over days and ad groups, naming the ad group where it cost most', () => {
    expect(
      aggregateSearchTerms([
        day('oak tables', 1_000_000, 'Tables'),
        day('oak tables', 3_000_000, 'Oak'),
        day('pine chairs', 500_000, 'Chairs'),
        day('  ', 1, 'Empty'),
      ]),
    ).toEqual([
      {
        searchTerm: 'oak tables',
        impressions: 20,
        clicks: 4,
        costMicros: 4_000_000,
        conversions: 1,
        campaign: 'Search',
        adGroup: 'Oak',
        matchedKeyword: null,
        matchType: null,
      },
      {
        searchTerm: 'pine chairs',
        impressions: 10,
        clicks: 2,
        costMicros: 500_000,
        conversions: 0.5,
        campaign: 'Search',
        adGroup: 'Chairs',
        matchedKeyword: null,
        matchType: null,
      },
    ]);
  });

  it('names the keyword the term cost most under over the period, not on its costliest day', () => {
    const oak = { text: 'oak tables', matchType: 'PHRASE' };
    const tables = { text: 'tables', matchType: 'BROAD' };
    const [row] = aggregateSearchTerms([
      day('solid oak tables', 3_000_000, 'Tables', tables),
      day('solid oak tables', 2_000_000, 'Oak', oak),
      day('solid oak tables', 2_000_000, 'Oak', oak),
    ]);
    expect(row).toMatchObject({
      costMicros: 7_000_000,
      adGroup: 'Oak',
      matchedKeyword: 'oak tables',
      matchType: 'PHRASE',
    });
  });

  it('tells apart the same keyword text under two match types', () => {
    const [row] = aggregateSearchTerms([
      day('oak tables', 1_000_000, 'Oak', { text: 'oak tables', matchType: 'EXACT' }),
      day('oak tables', 1_500_000, 'Oak', { text: 'oak tables', matchType: 'BROAD' }),
      day('oak tables', 1_000_000, 'Oak', { text: 'oak tables', matchType: 'EXACT' }),
    ]);
    expect(row).toMatchObject({ matchedKeyword: 'oak tables', matchType: 'EXACT' });
  });

  it('leaves the keyword empty when the costliest placement had none (dynamic search ads)', () => {
    const [row] = aggregateSearchTerms([
      day('oak table legs', 4_000_000, 'Dynamic', null),
      day('oak table legs', 1_000_000, 'Oak', { text: 'oak tables', matchType: 'BROAD' }),
    ]);
    expect(row).toMatchObject({ adGroup: 'Dynamic', matchedKeyword: null, matchType: null });
  });
});

describe('summarizeDecisions', () => {
  it('counts the excluded terms, their impressions and cost, and the path that decided each', () => {
    const rows = aggregateSearchTerms([
      day('oak tables', 4_000_000, 'A'),
      day('oak jobs', 1_500_000, 'A'),
    ]);
    const decide = (isExclude: boolean, signal: TermDecision['signal']): TermDecision => ({
      searchTerm: '',
      isExclude,
      category: 'product',
      reason: '',
      confidence: 1,
      signal,
    });
    expect(summarizeDecisions(rows, [decide(false, 'relevant'), decide(true, 'example')])).toEqual({
      terms: 2,
      excludedTerms: 1,
      impressions: 20,
      excludedImpressions: 10,
      costMicros: 5_500_000,
      excludedCostMicros: 1_500_000,
      decidedBy: { examples: 1, rules: 1, model: 0 },
      changedByExamples: 0,
      needsReview: 0,
    });
  });

  it('counts the decisions examples changed and the terms left for a person', () => {
    const rows = aggregateSearchTerms([day('oak tables', 1, 'A'), day('oak jobs', 1, 'A')]);
    const base = { searchTerm: '', category: 'product', reason: '', confidence: 1 } as const;
    const summary = summarizeDecisions(rows, [
      {
        ...base,
        isExclude: false,
        signal: 'example',
        rules: { ...base, isExclude: true, signal: 'unrelated' },
      },
      { ...base, isExclude: true, signal: 'relevant', needsReview: true },
    ]);
    expect(summary).toMatchObject({ changedByExamples: 1, needsReview: 1 });
  });
});
