import { describe, expect, it } from 'vitest';
import {
  buildNgramFilters,
  buildNgramsCsv,
  DEFAULT_NGRAMS_VIEW,
  findNextNgramSort,
  NGRAMS_CSV_HEADER,
  readMinimum,
} from './ngrams-view';
import { buildNgram } from '../test/ngram-fixtures';

describe('the n-grams view', () => {
  it('sends the filters in the API’s units and leaves out those not set', () => {
    expect(buildNgramFilters(DEFAULT_NGRAMS_VIEW)).toEqual({ size: 1 });
    expect(
      buildNgramFilters({
        ...DEFAULT_NGRAMS_VIEW,
        size: 2,
        minImpressions: 100,
        minCost: 12.5,
        zeroConversions: true,
      }),
    ).toEqual({ size: 2, minImpressions: 100, minCostMicros: 12_500_000, zeroConversions: true });
  });

  it('flips the sorted column and starts another descending (the words ascending)', () => {
    const cost = { sortBy: 'costMicros', sortDirection: 'desc' } as const;
    expect(findNextNgramSort(cost, 'costMicros')).toEqual({
      sortBy: 'costMicros',
      sortDirection: 'asc',
    });
    expect(findNextNgramSort(cost, 'clicks')).toEqual({ sortBy: 'clicks', sortDirection: 'desc' });
    expect(findNextNgramSort(cost, 'gram')).toEqual({ sortBy: 'gram', sortDirection: 'asc' });
  });

  it('reads a minimum from a field, or none', () => {
    expect(readMinimum(' 25 ')).toBe(25);
    expect(readMinimum('')).toBeUndefined();
    expect(readMinimum('-3')).toBeUndefined();
    expect(readMinimum('lots')).toBeUndefined();
  });

  it('writes the grams as a plain CSV with a header, money in units and formulas defused', () => {
    const csv = buildNgramsCsv([
      buildNgram(),
      buildNgram({
        gram: '=cmd, "x"',
        surfaceForms: ['=cmd, "x"'],
        conversions: 0,
        cpaMicros: null,
        ctr: null,
      }),
    ]);
    const [header, first, second] = csv.split('\r\n');
    expect(header).toBe(NGRAMS_CSV_HEADER.join(','));
    expect(first).toBe('stove,1,stoves,4,1,1000,50,40.00,2,0.0500,20.00,0.0400,10.00,0.2500');
    expect(second).toBe(`"'=cmd, ""x""",1,,4,1,1000,50,40.00,0,,,0.0400,10.00,0.2500`);
    expect(buildNgramsCsv([])).toBe(`${NGRAMS_CSV_HEADER.join(',')}\r\n`);
  });
});
