import { ACTIVATION_NEEDS_TEMPLATE } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { buildAdAccount } from '../../../test/api-fixtures';
import { groupByPlatform } from './group-by-platform';
import { findSelectionPlatform, splitBulkSelection } from './bulk-selection';

const TEMPLATE = { id: 't-1', name: 'Default' };

describe('splitBulkSelection', () => {
  it('enables only what the activation rule allows, disables what is on', () => {
    const on = buildAdAccount({ adAccountId: '1', enabled: true, urlTemplate: TEMPLATE });
    const ready = buildAdAccount({ adAccountId: '2', urlTemplate: TEMPLATE });
    const bare = buildAdAccount({ adAccountId: '3' });
    const { toEnable, toDisable, firstBlocker } = splitBulkSelection([on, ready, bare]);
    expect(toEnable).toEqual([ready]);
    expect(toDisable).toEqual([on]);
    expect(firstBlocker).toBe(ACTIVATION_NEEDS_TEMPLATE);
  });
});

describe('findSelectionPlatform', () => {
  it('names the platform of a one-platform selection, and none for a mixed or empty one', () => {
    const g1 = buildAdAccount({ adAccountId: '1' });
    const g2 = buildAdAccount({ adAccountId: '2' });
    const li = buildAdAccount({ platform: 'linkedin', adAccountId: '9' });
    expect(findSelectionPlatform([g1, g2])).toBe('google');
    expect(findSelectionPlatform([li])).toBe('linkedin');
    expect(findSelectionPlatform([g1, li])).toBeNull();
    expect(findSelectionPlatform([])).toBeNull();
  });
});

describe('groupByPlatform', () => {
  it('keeps each platform’s items in order, platforms in order of first appearance', () => {
    const li = buildAdAccount({ platform: 'linkedin', adAccountId: '9' });
    const g1 = buildAdAccount({ adAccountId: '1' });
    const g2 = buildAdAccount({ adAccountId: '2' });
    expect(groupByPlatform([li, g1, g2])).toEqual([
      { platform: 'linkedin', items: [li] },
      { platform: 'google', items: [g1, g2] },
    ]);
  });
});
