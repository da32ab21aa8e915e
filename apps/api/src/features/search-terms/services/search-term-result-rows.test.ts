import type { TermDecision } from '@utmost/search-terms';
import { describe, expect, it } from 'vitest';
import { toResultRows } from './search-term-result-rows.js';

const RUN = { id: 'run-1', organizationId: 'org-1' };

const DECISION: TermDecision = {
  searchTerm: 'oak tables',
  isExclude: false,
  category: 'product',
  reason: 'Names oak tables, which the brief sells.',
  confidence: 0.9,
  signal: 'relevant',
};

describe('toResultRows', () => {
  it('stores the row’s keyword and match type, and the local and rules’ decisions kept', () => {
    const local = { ...DECISION, isExclude: true, signal: 'unrelated' as const };
    const rules = { ...DECISION, signal: 'relevant' as const };
    const [row] = toResultRows(
      RUN,
      [
        {
          searchTerm: 'oak tables',
          matchedKeyword: 'oak table',
          matchType: 'PHRASE',
          impressions: 10,
          clicks: 2,
          costMicros: 3_000_000,
          conversions: 1,
        },
      ],
      [{ ...DECISION, signal: 'model', needsReview: true, local, rules }],
    );
    expect(row).toEqual({
      runId: 'run-1',
      organizationId: 'org-1',
      searchTerm: 'oak tables',
      matchedKeyword: 'oak table',
      matchType: 'PHRASE',
      impressions: 10,
      clicks: 2,
      costMicros: 3_000_000,
      conversions: 1,
      isExclude: false,
      category: 'product',
      reason: DECISION.reason,
      confidence: 0.9,
      signal: 'model',
      needsReview: true,
      localDecision: local,
      rulesDecision: rules,
    });
  });

  it('stores nulls, zeros and no review where the row and decision say nothing', () => {
    const [row] = toResultRows(RUN, [{ searchTerm: 'oak tables' }], [DECISION]);
    expect(row).toMatchObject({
      matchedKeyword: null,
      matchType: null,
      impressions: 0,
      clicks: 0,
      costMicros: 0,
      conversions: 0,
      needsReview: false,
      localDecision: null,
      rulesDecision: null,
    });
  });
});
