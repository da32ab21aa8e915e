import { describe, expect, it } from 'vitest';
import { buildSearchTermRun } from '../test/search-term-fixtures';
import { compareRunSummaries, isEarlierRun, listFinishedRuns } from './search-term-runs';

const LATEST = buildSearchTermRun({ jobId: '0b9d1c1e-0000-4000-8000-00000000aa03' });
const EARLIER = buildSearchTermRun({ jobId: '0b9d1c1e-0000-4000-8000-00000000aa02' });

describe('listFinishedRuns', () => {
  it('leaves out a pending run and keeps the order of the others (newest first)', () => {
    const pending = buildSearchTermRun({ state: 'pending', finishedAt: null, summary: null });
    const failed = buildSearchTermRun({ jobId: 'failed', state: 'failed', summary: null });
    expect(listFinishedRuns([pending, LATEST, failed, EARLIER])).toEqual([LATEST, failed, EARLIER]);
  });
});

describe('isEarlierRun', () => {
  it('is an earlier run when the address names one that is not the latest', () => {
    expect(isEarlierRun(EARLIER.jobId, [LATEST, EARLIER])).toBe(true);
    expect(isEarlierRun(LATEST.jobId, [LATEST, EARLIER])).toBe(false);
    expect(isEarlierRun(undefined, [LATEST, EARLIER])).toBe(false);
  });

  it('takes a named run for an earlier one while the runs are unknown', () => {
    expect(isEarlierRun(EARLIER.jobId, undefined)).toBe(true);
    expect(isEarlierRun(undefined, undefined)).toBe(false);
  });
});

describe('compareRunSummaries', () => {
  it('tells each figure’s direction and its difference, never negative', () => {
    const previous = buildSearchTermRun().summary!;
    const current = {
      ...previous,
      excludedCostMicros: previous.excludedCostMicros + 120_000_000,
      excludedImpressions: previous.excludedImpressions - 300,
    };
    expect(compareRunSummaries(current, previous)).toEqual({
      excludedCostMicros: { direction: 'up', difference: 120_000_000 },
      excludedImpressions: { direction: 'down', difference: 300 },
      excludedTerms: { direction: 'none', difference: 0 },
    });
  });
});
