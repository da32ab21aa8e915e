import { decideRunNotification, type components } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { t } from '../../../i18n/i18n';
import { describeRunNotifications, summarizeRunCounts } from './describe-run-notifications';

type TaggingRunOutcome = components['schemas']['TaggingRunOutcome'];

function outcome(overrides: Partial<TaggingRunOutcome>): TaggingRunOutcome {
  return {
    resourceName: 'customers/1',
    state: 'completed',
    jobId: '00000000-0000-4000-8000-000000000001',
    reason: null,
    counts: { total: 4, updated: 3, skipped: 1, not_supported: 0, partially_updated: 0, error: 0 },
    ...overrides,
  };
}

function describeOutcomes(outcomes: TaggingRunOutcome[], action: 'run' | 'remove' = 'run') {
  return describeRunNotifications(decideRunNotification(outcomes), action, t);
}

describe('summarizeRunCounts', () => {
  it('names the non-zero counts in the tiles’ order', () => {
    expect(
      summarizeRunCounts(
        { total: 7, updated: 1, skipped: 2, not_supported: 0, partially_updated: 1, error: 3 },
        t,
      ),
    ).toBe('1 updated, 2 already tagged, 1 partially updated, 3 errors');
    expect(
      summarizeRunCounts(
        { total: 0, updated: 0, skipped: 0, not_supported: 0, partially_updated: 0, error: 0 },
        t,
      ),
    ).toBe('no ads');
  });
});

describe('describeRunNotifications', () => {
  it('reports a job run success, and a removal in its own words', () => {
    expect(describeOutcomes([outcome({})])).toEqual([
      { variant: 'success', message: 'Job run success: 3 updated, 1 already tagged.' },
    ]);
    expect(describeOutcomes([outcome({})], 'remove')).toEqual([
      { variant: 'success', message: 'Parameters removed: 3 updated, 1 already tagged.' },
    ]);
  });

  it('reports the special case, errors, a failure’s reason, no active ads and a background run', () => {
    const counts = { total: 3, updated: 2, skipped: 0, not_supported: 0, partially_updated: 0 };
    expect(describeOutcomes([outcome({ counts: { ...counts, error: 1 } })])[0]).toEqual({
      variant: 'warning',
      message:
        'Special case detected: the run ended with errors beside other results (2 updated, 1 error). Open the run history to see which ads.',
    });
    expect(
      describeOutcomes([outcome({ counts: { ...counts, total: 1, updated: 0, error: 1 } })])[0],
    ).toMatchObject({
      variant: 'error',
      message: expect.stringContaining('ended with errors (1 error)'),
    });
    expect(
      describeOutcomes([outcome({ state: 'failed', reason: 'NO_PERMISSIONS', counts: null })])[0],
    ).toEqual({
      variant: 'error',
      message: 'The run failed: Access denied, check permissions or reconnect',
    });
    expect(
      describeOutcomes([
        outcome({ reason: 'no_active_ads', counts: { ...counts, total: 0, updated: 0, error: 0 } }),
      ])[0],
    ).toEqual({
      variant: 'info',
      message: 'No active ads: the ad account has no active ad to tag.',
    });
    expect(describeOutcomes([outcome({ state: 'running', counts: null })])[0]?.message).toMatch(
      /^The run is taking longer than 3 minutes/,
    );
  });

  it('adds one warning per reason some accounts were not run', () => {
    expect(
      describeOutcomes([
        outcome({}),
        outcome({ state: 'not_run', reason: 'disabled', counts: null, jobId: null }),
        outcome({ state: 'not_run', reason: 'connection_error', counts: null, jobId: null }),
        outcome({ state: 'not_run', reason: 'connection_error', counts: null, jobId: null }),
      ]).map(({ variant, message }) => `${variant}: ${message}`),
    ).toEqual([
      'success: Job run success: 3 updated, 1 already tagged.',
      'warning: Not run: 1 ad account has no tracking template. Assign one first.',
      'warning: Not run: 2 ad accounts have a connection error. Reconnect them first.',
    ]);
  });
});
