import { RUN_RESULT_STATUSES } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { t } from '../i18n/i18n';
import { findStatusCountKey, findStatusLabelKey } from './run-status-words';

describe('run status words', () => {
  it('speaks of restored ads and ads Utmost never tagged in a removal', () => {
    expect(t(findStatusCountKey('updated', true), { count: 12 })).toBe('12 restored');
    expect(t(findStatusCountKey('skipped', true), { count: 6 })).toBe('6 not tagged by Utmost');
    expect(t(findStatusLabelKey('updated', true))).toBe('Restored');
    expect(t(findStatusLabelKey('skipped', true))).toBe('Not tagged by Utmost');
  });

  it('uses the spec’s count words in tagging runs', () => {
    expect(t(findStatusCountKey('updated', false), { count: 3 })).toBe('3 updated');
    expect(t(findStatusCountKey('skipped', false), { count: 2 })).toBe('2 already tagged');
    expect(t(findStatusCountKey('partially_updated', false), { count: 1 })).toBe(
      '1 partially tagged',
    );
    expect(t(findStatusLabelKey('skipped', false))).toBe('Already tagged');
  });

  it('has a name and a count for every status in both kinds of run', () => {
    for (const isRemoval of [false, true]) {
      for (const status of RUN_RESULT_STATUSES) {
        expect(t(findStatusLabelKey(status, isRemoval))).not.toMatch(/^runs\./);
        expect(t(findStatusCountKey(status, isRemoval), { count: 2 })).toMatch(/^2 /);
      }
    }
  });
});
