import { describe, expect, it } from 'vitest';
import { buildSearchTermResult } from '../test/search-term-fixtures';
import { buildLearnedDecisions, findRowFlags } from './decision-flags';

const EXCLUDED_BY_RULES = {
  isExclude: true,
  category: 'product' as const,
  reason: 'Job seekers.',
  signal: 'job_seeker' as const,
};

describe('findRowFlags', () => {
  it('flags nothing on a term the rules decided alone', () => {
    expect(findRowFlags(buildSearchTermResult())).toEqual([]);
  });

  it('shows what the rules alone would have decided where an example changed a term', () => {
    const result = buildSearchTermResult({
      isExclude: false,
      signal: 'example',
      rulesDecision: EXCLUDED_BY_RULES,
    });
    expect(findRowFlags(result)).toEqual([{ kind: 'changedByExamples', other: EXCLUDED_BY_RULES }]);
  });

  it('marks the model overruling the local rules, but not a model that agreed', () => {
    const overruled = buildSearchTermResult({
      isExclude: false,
      signal: 'model',
      localDecision: EXCLUDED_BY_RULES,
    });
    expect(findRowFlags(overruled)).toEqual([{ kind: 'modelDisagrees', other: EXCLUDED_BY_RULES }]);
    const agreed = buildSearchTermResult({ signal: 'model', localDecision: EXCLUDED_BY_RULES });
    expect(findRowFlags(agreed)).toEqual([]);
  });

  it('leaves a term two answers disagreed on for review, without calling it overruled', () => {
    const result = buildSearchTermResult({ needsReview: true, localDecision: EXCLUDED_BY_RULES });
    expect(findRowFlags(result)).toEqual([{ kind: 'needsReview', other: EXCLUDED_BY_RULES }]);
  });
});

describe('buildLearnedDecisions', () => {
  const rows = [
    buildSearchTermResult({ searchTerm: 'stove jobs', isExclude: true, category: 'product' }),
    buildSearchTermResult({ searchTerm: 'hearthly', isExclude: false, category: 'brand' }),
  ];

  it('keeps each decision when accepting and turns it when rejecting, in the same category', () => {
    expect(buildLearnedDecisions(rows, 'accept')).toEqual([
      { searchTerm: 'stove jobs', isExclude: true, category: 'product' },
      { searchTerm: 'hearthly', isExclude: false, category: 'brand' },
    ]);
    expect(buildLearnedDecisions(rows, 'reject')).toEqual([
      { searchTerm: 'stove jobs', isExclude: false, category: 'product' },
      { searchTerm: 'hearthly', isExclude: true, category: 'brand' },
    ]);
  });
});
