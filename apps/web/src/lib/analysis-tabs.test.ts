import { describe, expect, it } from 'vitest';
import { findSharedAnalysisSearch, parseAnalysisTabParam } from './analysis-tabs';

describe('analysis tabs', () => {
  it('knows the tabs that are built and nothing else', () => {
    expect(parseAnalysisTabParam('search-terms')).toBe('search-terms');
    expect(parseAnalysisTabParam('n-grams')).toBe('n-grams');
    expect(parseAnalysisTabParam('negative-planner')).toBe('negative-planner');
    for (const unknown of ['ngrams', 'negativePlanner', 'keywords', '']) {
      expect(() => parseAnalysisTabParam(unknown)).toThrow();
    }
  });

  it('keeps the run across a tab switch and leaves the tab’s own view behind', () => {
    const jobId = '0b9d1c1e-0000-4000-8000-00000000aa01';
    expect(findSharedAnalysisSearch({ jobId })).toEqual({ jobId });
    const searchTermsView = { jobId, page: 3, decision: 'exclude', search: 'jobs' };
    expect(findSharedAnalysisSearch(searchTermsView)).toEqual({ jobId });
    expect(findSharedAnalysisSearch({})).toEqual({});
  });
});
