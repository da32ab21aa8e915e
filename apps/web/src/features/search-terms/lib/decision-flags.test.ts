import { describe, expect, it } from 'vitest';
import { buildSearchTermResult } from '../test/search-term-fixtures';
import { buildLearnedDecisions, findRowFlags } from './decision-flags';

const EXCLUDED_BY_RULES = {
  isExclude: true,
  category: 'product' as const,
  reason: 'Job seekers.',
  signal: 'job_seeker' as const,
};

/** No previous run to compare with. */
const ALONE = { hasPreviousRun: false };
const AFTER_ANOTHER = { hasPreviousRun: true };

describe('findRowFlags', () => {
  it('flags nothing on a term the rules decided alone', () => {
    expect(findRowFlags(buildSearchTermResult(), ALONE)).toEqual([]);
  });

  it('shows what the rules alone would have decided where an example changed a term', () => {
    const result = buildSearchTermResult({
      isExclude: false,
      signal: 'example',
      rulesDecision: EXCLUDED_BY_RULES,
    });
    expect(findRowFlags(result, ALONE)).toEqual([
      { kind: 'changedByExamples', other: EXCLUDED_BY_RULES },
    ]);
  });

  it('marks the model overruling the local rules, but not a model that agreed', () => {
    const overruled = buildSearchTermResult({
      isExclude: false,
      signal: 'model',
      localDecision: EXCLUDED_BY_RULES,
    });
    expect(findRowFlags(overruled, ALONE)).toEqual([
      { kind: 'modelDisagrees', other: EXCLUDED_BY_RULES },
    ]);
    const agreed = buildSearchTermResult({ signal: 'model', localDecision: EXCLUDED_BY_RULES });
    expect(findRowFlags(agreed, ALONE)).toEqual([]);
  });

  it('leaves a term two answers disagreed on for review, without calling it overruled', () => {
    const result = buildSearchTermResult({ needsReview: true, localDecision: EXCLUDED_BY_RULES });
    expect(findRowFlags(result, ALONE)).toEqual([
      { kind: 'needsReview', other: EXCLUDED_BY_RULES },
    ]);
  });

  it('marks a term the previous run decided the other way, not one it decided alike', () => {
    const kept = { isExclude: false, category: 'product' as const };
    const turned = buildSearchTermResult({ isExclude: true, previousDecision: kept });
    expect(findRowFlags(turned, AFTER_ANOTHER)).toEqual([
      { kind: 'changedSincePrevious', other: kept },
    ]);
    // The API's filter compares exclude or keep only: a new category alone is no change.
    const recategorized = buildSearchTermResult({
      isExclude: false,
      category: 'brand',
      previousDecision: kept,
    });
    expect(findRowFlags(recategorized, AFTER_ANOTHER)).toEqual([]);
  });

  it('marks a term the previous run did not have as new, and nothing as new without one', () => {
    const result = buildSearchTermResult({ previousDecision: null });
    expect(findRowFlags(result, AFTER_ANOTHER)).toEqual([
      { kind: 'newSincePrevious', other: null },
    ]);
    expect(findRowFlags(result, ALONE)).toEqual([]);
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
