import type { SearchTermRow, TermDecision } from '@utmost/search-terms';
import { describe, expect, it } from 'vitest';
import { summarizeConvertedExclusions } from './wasted-spend.js';

function row(searchTerm: string, costMicros: number, conversions: number): SearchTermRow {
  return { searchTerm, impressions: 10, clicks: 1, costMicros, conversions };
}

function decided(searchTerm: string, isExclude: boolean): TermDecision {
  return {
    searchTerm,
    isExclude,
    category: 'product',
    reason: 'Invented for the test.',
    confidence: 0.9,
    signal: isExclude ? 'example' : 'relevant',
  };
}

describe('summarizeConvertedExclusions', () => {
  it('counts only excluded terms that brought conversions', () => {
    const rows = [
      row('acme careers', 20_000_000, 2),
      row('acme free trial', 21_200_000, 0.5),
      row('acme manual pdf', 5_000_000, 0),
      row('acme pricing', 90_000_000, 7),
    ];
    const decisions = [
      decided('acme careers', true),
      decided('acme free trial', true),
      decided('acme manual pdf', true),
      decided('acme pricing', false),
    ];
    expect(summarizeConvertedExclusions(rows, decisions)).toEqual({
      excludedCostWithConversionsMicros: 41_200_000,
      excludedConversions: 2.5,
    });
  });

  it('is nothing when no excluded term converted, or a term has no decision', () => {
    expect(
      summarizeConvertedExclusions(
        [row('acme jobs', 3_000_000, 0), row('acme shop', 8_000_000, 4)],
        [decided('acme jobs', true)],
      ),
    ).toEqual({ excludedCostWithConversionsMicros: 0, excludedConversions: 0 });
  });
});
