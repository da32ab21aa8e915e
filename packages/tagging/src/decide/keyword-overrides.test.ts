import type { PlatformKeywordTracking } from '@utmost/platforms';
import { describe, expect, it } from 'vitest';
import { buildGoogleAd } from '../test-fixtures.js';
import type { UrlTemplateMap } from '../template/url-template.js';
import { decideAdChange } from './decide-ad-change.js';

// "The keyword tracking template is the most specific followed by the ad, ad group, campaign,
// then account" (support.google.com/google-ads/answer/7197008): a keyword's own suffix, template
// or custom parameter wins over the ad's for the clicks through it.

const template: UrlTemplateMap = {
  utm_source: { value: 'google', isDynamic: false },
  utm_medium: { value: 'cpc', isDynamic: false },
};
const SUFFIX = 'utm_source=google&utm_medium=cpc';

function keyword(overrides: Partial<PlatformKeywordTracking>): PlatformKeywordTracking {
  return {
    criterionId: '9001',
    text: 'red shoes',
    matchType: 'EXACT',
    finalUrlSuffix: null,
    trackingUrlTemplate: null,
    urlCustomParameters: [],
    ...overrides,
  };
}

const decide = (
  keywordTracking: PlatformKeywordTracking[],
  mode: 'direct' | 'tracking' = 'direct',
  extra: Parameters<typeof buildGoogleAd>[0] = {},
  templateMap: UrlTemplateMap = template,
) =>
  decideAdChange({
    ad: buildGoogleAd({ keywordTracking, ...extra }),
    template: templateMap,
    mode,
    platform: 'google',
  });

describe('keyword-level overrides of a Google ad', () => {
  it('a keyword suffix replaces the tagged ad suffix: partially updated, the keyword named', () => {
    const decision = decide([
      keyword({ finalUrlSuffix: 'utm_source=bing' }),
      keyword({ criterionId: '9002', text: 'shoes', matchType: 'BROAD' }),
    ]);
    expect(decision.status).toBe('partially_updated');
    expect(decision.change).toEqual({
      resourceName: 'customers/1234567890/ads/333',
      finalUrlSuffix: SUFFIX,
    });
    expect(decision.keywordOverrides).toEqual([
      { criterionId: '9001', text: 'red shoes', matchType: 'EXACT', fields: ['finalUrlSuffix'] },
    ]);
  });

  it('a keyword that sets nothing of ours, or the very same parameters, leaves the ad updated', () => {
    const decision = decide([
      keyword({ finalUrlSuffix: SUFFIX }),
      keyword({ criterionId: '9002', trackingUrlTemplate: '{lpurl}?kw=1' }),
      keyword({ criterionId: '9003', urlCustomParameters: [{ key: 'promo', value: 'x' }] }),
    ]);
    expect(decision.status).toBe('updated');
    expect(decision).not.toHaveProperty('keywordOverrides');
  });

  it('in tracking mode a keyword template replaces ours; a keyword suffix without our keys does not', () => {
    const decision = decide(
      [
        keyword({ trackingUrlTemplate: '{lpurl}?kwtrack=1' }),
        keyword({ criterionId: '9002', finalUrlSuffix: 'kw=1' }),
      ],
      'tracking',
    );
    expect(decision.status).toBe('partially_updated');
    expect(decision.keywordOverrides?.map((item) => [item.criterionId, item.fields])).toEqual([
      ['9001', ['trackingUrlTemplate']],
    ]);
  });

  it('a keyword suffix that carries other values of our parameters contradicts them in tracking mode', () => {
    const decision = decide([keyword({ finalUrlSuffix: 'utm_source=newsletter' })], 'tracking');
    expect(decision.keywordOverrides?.[0]?.fields).toEqual(['finalUrlSuffix']);
  });

  it('a keyword custom parameter that one of our values uses, with another value than the ad’s', () => {
    const withPromo: UrlTemplateMap = {
      ...template,
      utm_content: { value: '{_promo}', isDynamic: true },
    };
    const adPromo = { urlCustomParameters: [{ key: 'promo', value: 'spring' }] };
    const other = decide(
      [keyword({ urlCustomParameters: [{ key: 'promo', value: 'winter' }] })],
      'direct',
      adPromo,
      withPromo,
    );
    expect(other.keywordOverrides?.[0]?.fields).toEqual(['urlCustomParameters']);
    const same = decide(
      [keyword({ urlCustomParameters: [{ key: 'promo', value: 'spring' }] })],
      'direct',
      adPromo,
      withPromo,
    );
    expect(same.status).toBe('updated');
  });

  it('an ad that already carries our values stays skipped, and still names the keywords', () => {
    const decision = decide([keyword({ finalUrlSuffix: 'kw=1' })], 'direct', {
      finalUrlSuffix: SUFFIX,
    });
    expect(decision.status).toBe('skipped');
    expect(decision.keywordOverrides?.map((item) => item.text)).toEqual(['red shoes']);
  });

  it('an ad without keyword tracking is updated as before', () => {
    expect(decide([]).status).toBe('updated');
    expect(decide([]).keywordOverrides).toBeUndefined();
  });
});
