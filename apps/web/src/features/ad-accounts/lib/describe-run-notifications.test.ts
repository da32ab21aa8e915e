import { decideRunNotification, type components } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { t } from '../../../i18n/i18n';
import { describeRunNotifications, summarizeRunCounts } from './describe-run-notifications';

type TaggingRunOutcome = components['schemas']['TaggingRunOutcome'];

function outcome(overrides: Partial<TaggingRunOutcome>): TaggingRunOutcome {
  return {
    resourceName: 'customers/1',
    state: 'completed',
    resumesAt: null,
    jobId: '00000000-0000-4000-8000-000000000001',
    reason: null,
    counts: { total: 4, updated: 3, skipped: 1, not_supported: 0, partially_updated: 0, error: 0 },
    ...overrides,
  };
}

function describeOutcomes(
  outcomes: TaggingRunOutcome[],
  action: 'run' | 'remove' = 'run',
  names: string[] = ['Hearthly'],
) {
  return describeRunNotifications(decideRunNotification(outcomes), action, names, t).map(
    ({ variant, message }) => ({ variant, message }),
  );
}

describe('summarizeRunCounts', () => {
  it('names the non-zero counts in the tiles’ order', () => {
    expect(
      summarizeRunCounts(
        { total: 7, updated: 1, skipped: 2, not_supported: 0, partially_updated: 1, error: 3 },
        t,
      ),
    ).toBe('1 updated, 2 already tagged, 1 partially tagged, 3 errors');
    expect(
      summarizeRunCounts(
        { total: 0, updated: 0, skipped: 0, not_supported: 0, partially_updated: 0, error: 0 },
        t,
      ),
    ).toBe('no ads');
  });
});

describe('describeRunNotifications', () => {
  it('says what was tagged where, and a removal in its own words', () => {
    expect(describeOutcomes([outcome({})])).toEqual([
      { variant: 'success', message: 'Tagged 3 ads in Hearthly · 1 already tagged' },
    ]);
    expect(
      describeOutcomes(
        [
          outcome({
            counts: {
              total: 18,
              updated: 12,
              skipped: 6,
              not_supported: 0,
              partially_updated: 0,
              error: 0,
            },
          }),
        ],
        'remove',
      ),
    ).toEqual([
      { variant: 'success', message: 'Restored 12 ads in Hearthly · 6 not tagged by Utmost' },
    ]);
    const nothingChanged = {
      total: 2,
      updated: 0,
      skipped: 2,
      not_supported: 0,
      partially_updated: 0,
      error: 0,
    };
    expect(describeOutcomes([outcome({ counts: nothingChanged })])[0]?.message).toBe(
      'No ads tagged in Hearthly · 2 already tagged',
    );
    expect(
      describeOutcomes([outcome({}), outcome({ resourceName: 'customers/2' })], 'run', [
        'A',
        'B',
      ])[0]?.message,
    ).toBe('Tagged 6 ads in 2 ad accounts · 2 already tagged');
  });

  it('offers to open the run for results, not for a no-ads or not-run message', () => {
    const decide = (outcomes: TaggingRunOutcome[]) =>
      describeRunNotifications(decideRunNotification(outcomes), 'run', ['Hearthly'], t).map(
        (message) => message.hasRunLink,
      );
    expect(decide([outcome({})])).toEqual([true]);
    expect(
      decide([
        outcome({
          reason: 'no_active_ads',
          counts: {
            total: 0,
            updated: 0,
            skipped: 0,
            not_supported: 0,
            partially_updated: 0,
            error: 0,
          },
        }),
        outcome({ state: 'not_run', reason: 'disabled', counts: null, jobId: null }),
      ]),
    ).toEqual([false, false]);
  });

  it('reports the special case, errors, a failure’s reason, no active ads and a background run', () => {
    const counts = { total: 3, updated: 2, skipped: 0, not_supported: 0, partially_updated: 0 };
    expect(describeOutcomes([outcome({ counts: { ...counts, error: 1 } })])[0]).toEqual({
      variant: 'warning',
      message: 'Tagged 2 ads in Hearthly · 1 error',
    });
    expect(
      describeOutcomes([outcome({ counts: { ...counts, total: 1, updated: 0, error: 1 } })])[0],
    ).toMatchObject({
      variant: 'error',
      message: 'No ads tagged in Hearthly · 1 error',
    });
    expect(
      describeOutcomes([outcome({ state: 'failed', reason: 'NO_PERMISSIONS', counts: null })])[0],
    ).toEqual({
      variant: 'error',
      message: 'Tagging Hearthly failed: Access denied, check permissions or reconnect',
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
      'success: Tagged 3 ads in Hearthly · 1 already tagged',
      'warning: Not run: 1 ad account has no tracking template. Assign one first.',
      'warning: Not run: 2 ad accounts have a connection error. Reconnect them first.',
    ]);
  });
});
