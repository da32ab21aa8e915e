import type { SearchTermJobRun } from '@utmost/ads-sdk/query';
import { describe, expect, it } from 'vitest';
import { findValidationProgress } from './validation-progress';

function buildRun(overrides: Partial<SearchTermJobRun>): SearchTermJobRun {
  return {
    jobId: '00000000-0000-4000-8000-000000000001',
    resourceName: 'customers/4120000001',
    accountName: 'Hearthly',
    state: 'pending',
    failureReason: null,
    periodStart: '2026-10-27',
    periodEnd: '2026-11-25',
    createdAt: '2026-11-26T09:00:00.000Z',
    startedAt: '2026-11-26T09:00:01.000Z',
    finishedAt: null,
    progress: null,
    summary: null,
    ...overrides,
  };
}

const HEARTHLY = 'customers/4120000001';

describe('findValidationProgress', () => {
  it('waits until a worker has taken the run', () => {
    expect(findValidationProgress([buildRun({})], HEARTHLY)).toEqual({ stage: 'waiting' });
    expect(findValidationProgress([], HEARTHLY)).toEqual({ stage: 'waiting' });
  });

  it('counts the terms read, then the terms classified, of the account’s pending run', () => {
    const reading = { stage: 'reading' as const, termsRead: 45_210, termsClassified: 0 };
    expect(findValidationProgress([buildRun({ progress: reading })], HEARTHLY)).toEqual({
      stage: 'reading',
      termsRead: 45_210,
    });
    const saving = { stage: 'saving' as const, termsRead: 100_000, termsClassified: 100_000 };
    expect(findValidationProgress([buildRun({ progress: saving })], HEARTHLY)).toEqual({
      stage: 'saving',
      termsRead: 100_000,
      termsClassified: 100_000,
    });
  });

  it('reads only a pending run of that account', () => {
    const progress = { stage: 'classifying' as const, termsRead: 7, termsClassified: 0 };
    const runs = [
      buildRun({ resourceName: 'customers/4120000002', progress }),
      buildRun({ state: 'completed', progress }),
    ];
    expect(findValidationProgress(runs, HEARTHLY)).toEqual({ stage: 'waiting' });
  });
});
