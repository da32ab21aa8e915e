import type { RunDetailResult } from '@utmost/ads-sdk/query';
import { describe, expect, it } from 'vitest';
import { t } from '../../../i18n/i18n';
import { describeRunResult } from './describe-run-result';

function result(overrides: Partial<RunDetailResult>): RunDetailResult {
  return {
    id: 'r-1',
    status: 'updated',
    errorType: null,
    toUtm: 'utm_source=google',
    level: 'creatives',
    parsedAsset: {
      campaignId: '1',
      campaignName: 'Brand',
      campaignType: 'SEARCH',
      campaignFormat: null,
      campaignGroupId: null,
      campaignGroupName: null,
      adGroupId: '2',
      adGroupName: 'Exact',
      adId: '3',
      adName: 'Ad 3',
      creativeId: null,
      creativeName: null,
    },
    postUpdateMetadata: null,
    ignoredParameters: [],
    notSupportedReason: null,
    urlBefore: null,
    urlAfter: null,
    ...overrides,
  };
}

describe('describeRunResult', () => {
  it('translates an error code, falling back to the raw code', () => {
    expect(
      describeRunResult(result({ status: 'error', errorType: 'URL_TOO_LONG' }), 'direct', t),
    ).toBe('URL with UTM is over 500 characters (LinkedIn limit)');
    // The platform's own limit: Google's is 2,048.
    expect(
      describeRunResult(
        result({ status: 'error', errorType: 'URL_TOO_LONG' }),
        'direct',
        t,
        'google',
      ),
    ).toBe('URL with UTM is over 2,048 characters (Google Ads limit)');
    expect(
      describeRunResult(result({ status: 'error', errorType: 'WEIRD_THING' }), 'direct', t),
    ).toBe('WEIRD_THING');
  });

  it('names parameters with one reason together, and notes apart from parameters left out', () => {
    expect(
      describeRunResult(
        result({
          status: 'partially_updated',
          level: 'campaign',
          ignoredParameters: [
            { name: 'utm_source', reason: 'DUPLICATE_IN_LANDING_PAGE' },
            { name: 'utm_content', reason: 'CREATIVE_VALUE_IN_TEXT' },
            { name: 'utm_medium', reason: 'DUPLICATE_IN_LANDING_PAGE' },
          ],
        }),
        'direct',
        t,
      ),
    ).toBe(
      'Parameters not applied: utm_content (LinkedIn can add a creative’s ID or name only as the whole value, not inside other text). ' +
        'Applied, but note: utm_source, utm_medium (Already in the ad’s landing page; LinkedIn adds it again, so clicks carry it twice)',
    );
  });

  it('says a removal restored the campaign’s parameters for a LinkedIn result', () => {
    expect(describeRunResult(result({ level: 'campaign' }), 'drop_direct', t)).toBe(
      'Campaign’s tracking parameters restored to how they were before Utmost',
    );
  });

  it('lists the ignored parameters with their reasons', () => {
    expect(
      describeRunResult(
        result({
          status: 'partially_updated',
          ignoredParameters: [
            { name: 'utm_term', reason: 'EMPTY_VALUE' },
            { name: 'x', reason: 'SOMETHING_NEW' },
          ],
        }),
        'direct',
        t,
      ),
    ).toBe('Parameters not applied: utm_term (The value is empty for this ad), x (SOMETHING_NEW)');
  });

  it('names the campaign type or format that is not supported', () => {
    expect(
      describeRunResult(
        result({
          status: 'not_supported',
          notSupportedReason: 'PERFORMANCE_MAX',
          parsedAsset: { ...result({}).parsedAsset, campaignType: 'performance_max' },
        }),
        'direct',
        t,
      ),
    ).toBe('Campaign type not supported: Performance Max');
    expect(
      describeRunResult(
        result({
          status: 'not_supported',
          notSupportedReason: 'CAROUSEL',
          parsedAsset: {
            ...result({}).parsedAsset,
            campaignType: null,
            campaignFormat: 'CAROUSEL',
          },
        }),
        'direct',
        t,
      ),
    ).toBe('Campaign format not supported: Carousel');
    expect(
      describeRunResult(
        result({ status: 'not_supported', notSupportedReason: 'IMAGE_AD' }),
        'direct',
        t,
      ),
    ).toBe('Not supported: Image ad');
  });

  it('says what a tagging run or a removal did', () => {
    expect(describeRunResult(result({}), 'direct', t)).toBe('Tracking parameters applied');
    expect(describeRunResult(result({ status: 'skipped' }), 'direct', t)).toBe(
      'Already carries these parameters',
    );
    expect(describeRunResult(result({}), 'drop_direct', t)).toBe(
      'URL restored to how it was before Utmost',
    );
    expect(describeRunResult(result({ status: 'skipped' }), 'drop_direct', t)).toBe(
      'Nothing of Utmost’s to remove',
    );
    expect(
      describeRunResult(
        result({
          postUpdateMetadata: {
            deletedTrackingTemplateParams: { utm_source: 'g', utm_medium: 'c' },
          },
        }),
        'drop_direct',
        t,
      ),
    ).toBe('Removed from the tracking template: utm_source, utm_medium');
  });

  it('names the Google keywords whose own tracking wins for their clicks (issue 30)', () => {
    const keywordOverrides = [
      {
        criterionId: '51',
        text: 'espresso beans',
        matchType: 'EXACT',
        fields: ['finalUrlSuffix' as const],
      },
    ];
    expect(
      describeRunResult(result({ status: 'partially_updated', keywordOverrides }), 'direct', t),
    ).toBe(
      'Applied to the ad, but clicks through these keywords get their own tracking instead: [espresso beans] (final URL suffix)',
    );
    expect(describeRunResult(result({ status: 'skipped', keywordOverrides }), 'direct', t)).toBe(
      'Already carries these parameters, but clicks through these keywords get their own tracking instead: [espresso beans] (final URL suffix)',
    );
  });
});
