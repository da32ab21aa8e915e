import { describe, expect, it } from 'vitest';
import type { components } from '../generated/schema.js';
import { formatSearchTermCsvHeader, formatSearchTermCsvLine } from './search-term-csv.js';

const RESULT: components['schemas']['SearchTermResult'] = {
  id: '6d1f8f8e-7c1a-4c55-9d6b-2b8e3c1f0a11',
  searchTerm: 'stove fitter jobs, london',
  isExclude: true,
  category: 'product',
  reason: 'Looks for a job ("jobs"), not for what the brief sells.',
  confidence: 0.9,
  signal: 'job_seeker',
  impressions: 120,
  clicks: 7,
  costMicros: 12_340_000,
  conversions: 0,
  cpaMicros: null,
  matchedKeyword: 'stove fitter',
  matchType: 'BROAD',
  needsReview: false,
  localDecision: null,
  rulesDecision: null,
  previousDecision: null,
};

describe('the search-term CSV export', () => {
  it('names its columns in the header', () => {
    expect(formatSearchTermCsvHeader()).toBe(
      'searchTerm,decision,category,reason,matchedKeyword,matchType,impressions,clicks,cost,conversions,needsReview',
    );
  });

  it('writes a result with its decision in words and its cost in the account currency', () => {
    expect(formatSearchTermCsvLine(RESULT)).toBe(
      '"stove fitter jobs, london",exclude,product,"Looks for a job (""jobs""), not for what the brief sells.",stove fitter,BROAD,120,7,12.34,0,false',
    );
  });

  it('leaves the keyword cells empty where Google names none, and says keep', () => {
    const kept = { ...RESULT, searchTerm: 'hearthly stoves', isExclude: false };
    expect(formatSearchTermCsvLine({ ...kept, matchedKeyword: null, matchType: null })).toBe(
      'hearthly stoves,keep,product,"Looks for a job (""jobs""), not for what the brief sells.",,,120,7,12.34,0,false',
    );
  });
});
