import { describe, expect, it } from 'vitest';
import {
  isRunDetailSortKey,
  normaliseCampaignKind,
  readSortDirection,
  RUN_MESSAGES,
  SORT_DIRECTION_VALUE,
  IGNORED_PARAMETER_MESSAGES,
  RUN_ERROR_MESSAGES,
  countPages,
  describeIgnoredParameter,
  describeRunError,
  describePausedGoogleAd,
  isAppliedParameterNote,
  findDefaultRunDetailsPaging,
  checkCustomRange,
  checkJumpPage,
  findJumpPage,
  isPaginationShown,
  listStatusTiles,
} from './runs.js';

describe('listStatusTiles', () => {
  it('gives Google no partially_updated tile', () => {
    expect(listStatusTiles('google')).toEqual(['updated', 'skipped', 'not_supported', 'error']);
    expect(listStatusTiles('linkedin')).toContain('partially_updated');
    // A Google run with keyword-overridden ads shows the tile; one without does not.
    expect(listStatusTiles('google', { partially_updated: 2 })).toContain('partially_updated');
    expect(listStatusTiles('google', { partially_updated: 0 })).not.toContain('partially_updated');
  });
});

describe('describeRunError', () => {
  it('translates a known code and falls back to the raw one', () => {
    expect(describeRunError('NO_LANDING_PAGE')).toBe(RUN_ERROR_MESSAGES.NO_LANDING_PAGE);
    expect(describeRunError('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(describeRunError(null)).toBe('');
  });
  it('does not mistake inherited names for codes', () => {
    expect(describeRunError('toString')).toBe('toString');
  });
  it('names the platform’s own limit for a URL that is too long', () => {
    expect(describeRunError('URL_TOO_LONG', 'google')).toBe(
      'URL with UTM is over 2,048 characters (Google Ads limit)',
    );
    expect(describeRunError('URL_TOO_LONG', 'linkedin')).toBe(
      'URL with UTM is over 500 characters (LinkedIn limit)',
    );
    expect(describeRunError('URL_TOO_LONG', 'linkedin')).toBe(RUN_ERROR_MESSAGES.URL_TOO_LONG);
    expect(describeRunError('NO_LANDING_PAGE', 'google')).toBe(RUN_ERROR_MESSAGES.NO_LANDING_PAGE);
  });
});

describe('run details paging', () => {
  it('defaults to campaign name on Google and creative name elsewhere, descending, 20 a page', () => {
    expect(findDefaultRunDetailsPaging('google')).toEqual({
      sortBy: 'campaignName',
      sortOrder: 'desc',
      offset: 0,
      limit: 20,
    });
    expect(findDefaultRunDetailsPaging('linkedin').sortBy).toBe('creativeName');
  });
  it('hides pagination when the total fits one page', () => {
    expect(isPaginationShown(20)).toBe(false);
    expect(isPaginationShown(21)).toBe(true);
    expect(countPages(0)).toBe(1);
    expect(countPages(41)).toBe(3);
  });
  it('jumps per spec §5: empty -> 1, below 1 -> 1, above last -> last', () => {
    expect(findJumpPage('', 5)).toBe(1);
    expect(findJumpPage('0', 5)).toBe(1);
    expect(findJumpPage('-3', 5)).toBe(1);
    expect(findJumpPage('9', 5)).toBe(5);
    expect(findJumpPage('3', 5)).toBe(3);
    expect(findJumpPage('abc', 5)).toBe(1);
    expect(findJumpPage('2.7', 5)).toBe(2);
  });
});

describe('describeIgnoredParameter', () => {
  it('explains the engine reasons and falls back to the raw code', () => {
    expect(describeIgnoredParameter('EMPTY_VALUE')).toBe(IGNORED_PARAMETER_MESSAGES.EMPTY_VALUE);
    expect(describeIgnoredParameter('SOMETHING_ELSE')).toBe('SOMETHING_ELSE');
  });

  it('tells a note on an applied parameter from a parameter left out', () => {
    expect(isAppliedParameterNote('DUPLICATE_IN_LANDING_PAGE')).toBe(true);
    expect(isAppliedParameterNote('CAROUSEL_CAMPAIGN_LEVEL')).toBe(true);
    expect(isAppliedParameterNote('CREATIVE_VALUE_IN_TEXT')).toBe(false);
    expect(isAppliedParameterNote('EMPTY_VALUE')).toBe(false);
  });
});

describe('run-detail sort keys and filters', () => {
  it('accepts each platform its own columns only', () => {
    expect(isRunDetailSortKey('google', 'adGroupName')).toBe(true);
    expect(isRunDetailSortKey('linkedin', 'adGroupName')).toBe(false);
    expect(isRunDetailSortKey('linkedin', 'creativeName')).toBe(true);
    expect(isRunDetailSortKey('google', 'creativeName')).toBe(false);
  });

  it('reads the numeric direction back', () => {
    expect(readSortDirection(SORT_DIRECTION_VALUE.asc)).toBe('asc');
    expect(readSortDirection(SORT_DIRECTION_VALUE.desc)).toBe('desc');
  });

  it('upper-cases campaign formats and types', () => {
    expect(normaliseCampaignKind('performance_max')).toBe('PERFORMANCE_MAX');
    expect(normaliseCampaignKind(' carousel ')).toBe('CAROUSEL');
    expect(normaliseCampaignKind(null)).toBeNull();
  });

  it('names the running job in the conflict message', () => {
    expect(RUN_MESSAGES.runInProgress('abc')).toContain('abc');
  });
});

describe('checkJumpPage', () => {
  it('refuses letters and signs with "Numbers only", and lets digits or nothing through', () => {
    expect(checkJumpPage('abc')).toBe('Numbers only');
    expect(checkJumpPage('2a')).toBe('Numbers only');
    expect(checkJumpPage('-1')).toBe('Numbers only');
    expect(checkJumpPage('2.5')).toBe('Numbers only');
    expect(checkJumpPage(' 12 ')).toBeNull();
    expect(checkJumpPage('')).toBeNull();
  });
});

describe('checkCustomRange', () => {
  const today = '2025-03-10';
  it('lets a possible range through', () => {
    expect(checkCustomRange('2025-03-01', '2025-03-10', today)).toEqual({});
    expect(checkCustomRange('2025-03-05', '2025-03-05', today)).toEqual({});
  });
  it('refuses an end before the start, days in the future and a span over 366 days', () => {
    expect(checkCustomRange('2025-03-09', '2025-03-01', today)).toEqual({
      from: 'The start date must not be after the end date',
    });
    expect(checkCustomRange('2025-03-01', '2025-03-12', today)).toEqual({
      to: 'Runs cannot be in the future: choose today or an earlier day',
    });
    expect(checkCustomRange('2025-03-11', '2025-03-12', today)).toMatchObject({
      from: expect.stringContaining('future'),
      to: expect.stringContaining('future'),
    });
    expect(checkCustomRange('2024-01-01', '2025-03-01', today)).toEqual({
      to: 'A custom range can span at most 366 days',
    });
  });
});

describe('describePausedGoogleAd (ad_error.proto UPDATING_AD_WITH_NO_ENABLED_ASSOCIATION)', () => {
  it('names the paused ad, ad group or campaign', () => {
    expect(describePausedGoogleAd({ level: 'ad', adId: '333', adGroupId: '22' })).toMatch(
      /^Ad 333 is paused in ad group 22: .*Enable it and run again\.$/,
    );
    expect(describePausedGoogleAd({ level: 'ad', adId: '333', adGroupId: null })).toMatch(
      /^Ad 333 is paused or removed in every ad group it belongs to: /,
    );
    expect(describePausedGoogleAd({ level: 'ad', adId: null, adGroupId: null })).toMatch(
      /^The ad is paused or removed in every ad group it belongs to: /,
    );
    expect(describePausedGoogleAd({ level: 'ad_group', adGroupId: '22' })).toMatch(
      /^Ad group 22 is paused: /,
    );
    expect(describePausedGoogleAd({ level: 'campaign', campaignId: '11' })).toMatch(
      /^Campaign 11 is paused: /,
    );
  });
});
