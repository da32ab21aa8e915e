import { describe, expect, it } from 'vitest';
import { applyFields, buildLinkedInAd } from '../test-fixtures.js';
import type { UrlTemplateMap } from '../template/url-template.js';
import { decideAdChange } from './decide-ad-change.js';

const template: UrlTemplateMap = {
  utm_source: { value: 'linkedin', isDynamic: false },
  utm_campaign: { value: '{campaign_name}', isDynamic: true },
};
const TAGS = 'utm_source=linkedin&utm_campaign=Text%20ads';
const decide = (
  overrides: Parameters<typeof buildLinkedInAd>[0] = {},
  mode: 'direct' | 'tracking' = 'direct',
) => decideAdChange({ ad: buildLinkedInAd(overrides), template, mode, platform: 'linkedin' });

describe('decideAdChange, LinkedIn direct', () => {
  it('merges the parameters into a text ad’s own landing page', () => {
    expect(decide()).toMatchObject({
      status: 'updated',
      toUtm: TAGS,
      level: 'creatives',
      change: {
        resourceName: 'urn:li:sponsoredCreative:808900101',
        landingPage: `https://apollo-guidance.example/?${TAGS}`,
        postUrn: null,
        contentType: 'textAd',
      },
      after: { landingPages: [`https://apollo-guidance.example/?${TAGS}`] },
    });
  });

  it('writes sponsored content into the referenced post', () => {
    const postUrn = 'urn:li:share:7100000000000000101';
    const decision = decide({
      type: 'reference',
      postUrn,
      campaign: { format: 'STANDARD_UPDATE' },
      landingPages: ['https://apollo-guidance.example/pricing?plan=pro&ref=li#compare'],
    });
    expect(decision).toMatchObject({
      status: 'updated',
      level: 'resolvedReferences',
      change: {
        postUrn,
        landingPage: `https://apollo-guidance.example/pricing?plan=pro&ref=li&${TAGS}#compare`,
      },
    });
  });

  it('replaces existing UTMs in place and keeps the rest', () => {
    const decision = decide({
      landingPages: [
        'https://a.example/offer?utm_source=li&utm_medium=cpc&utm_campaign=q1&gclid=x#top',
      ],
    });
    expect(decision.after.landingPages).toEqual([
      'https://a.example/offer?utm_source=linkedin&utm_medium=cpc&utm_campaign=Text%20ads&gclid=x#top',
    ]);
  });

  it('reports a carousel not_supported at campaign level, with why, and changes nothing', () => {
    const cards = ['https://a.example/cards/1', '', 'https://a.example/cards/3?utm_campaign=x'];
    for (const format of ['carousel', 'CAROUSEL', null]) {
      const decision = decide({
        type: 'reference',
        postUrn: 'urn:li:ugcPost:7200000000000000102',
        campaign: { format },
        landingPages: cards,
      });
      expect(decision, String(format)).toMatchObject({
        status: 'not_supported',
        level: 'campaign',
        notSupportedReason: 'CAROUSEL',
        notSupported: { by: 'campaignFormat', value: 'CAROUSEL' },
        after: { landingPages: cards },
      });
      expect(decision.notSupported?.note).toContain('cannot be tagged');
      expect(decision.change).toBeUndefined();
    }
  });

  it('reports partially_updated with each ignored parameter and its reason', () => {
    const decision = decideAdChange({
      ad: buildLinkedInAd(),
      template: {
        ...template,
        utm_term: { value: '{keyword}', isDynamic: true },
        grp: { value: '{ad_group_id}', isDynamic: true },
      },
      mode: 'direct',
      platform: 'linkedin',
    });
    expect(decision).toMatchObject({
      status: 'partially_updated',
      ignoredParameters: [
        { name: 'utm_term', reason: 'DYNAMIC_VALUE_NOT_OFFERED', dynamicValue: '{keyword}' },
        { name: 'grp', reason: 'DYNAMIC_VALUE_NOT_OFFERED', dynamicValue: '{ad_group_id}' },
      ],
    });
  });

  it('skips on the second run, posts included', () => {
    for (const overrides of [
      {},
      {
        type: 'reference',
        postUrn: 'urn:li:share:7100000000000000102',
        campaign: { format: 'SINGLE_VIDEO' },
        landingPages: ['https://a.example/video#play'],
      },
    ]) {
      const ad = buildLinkedInAd(overrides);
      const first = decideAdChange({ ad, template, mode: 'direct', platform: 'linkedin' });
      const second = decideAdChange({
        ad: applyFields(ad, first.after),
        template,
        mode: 'direct',
        platform: 'linkedin',
      });
      expect(second.status).toBe('skipped');
      expect(second.change).toBeUndefined();
    }
  });

  it('infers the format from the creative when the campaign has none', () => {
    expect(decide({ campaign: { format: null } }).status).toBe('updated');
    expect(decide({ campaign: { format: null }, type: 'follow' })).toMatchObject({
      status: 'not_supported',
      notSupportedReason: 'UNSUPPORTED',
    });
  });
});

describe('decideAdChange, LinkedIn errors', () => {
  it('NO_LANDING_PAGE, NOT_PARSED_LANDING_PAGE', () => {
    expect(decide({ landingPages: [] })).toMatchObject({
      status: 'error',
      errorType: 'NO_LANDING_PAGE',
      toUtm: TAGS,
    });
    expect(decide({ landingPages: ['htp://apollo guidance'] })).toMatchObject({
      errorType: 'NOT_PARSED_LANDING_PAGE',
    });
  });

  it('URL_TOO_LONG past 500 characters, not at 500', () => {
    const base = 'https://a.example/';
    const atLimit = base + 'x'.repeat(500 - base.length - 1 - TAGS.length);
    expect(decide({ landingPages: [atLimit] }).after.landingPages[0]).toHaveLength(500);
    expect(decide({ landingPages: [`${atLimit}y`] })).toMatchObject({
      status: 'error',
      errorType: 'URL_TOO_LONG',
    });
  });
});

describe('decideAdChange, LinkedIn not supported', () => {
  it('reports the campaign format, in any case', () => {
    const formats = [
      'FOLLOW_COMPANY',
      'follow_company',
      'JOBS',
      'SPONSORED_INMAIL',
      'SPONSORED_MESSAGE',
      'SPONSORED_UPDATE_EVENT',
      'UNSUPPORTED',
      'SOMETHING_NEW',
    ];
    for (const format of formats) {
      expect(decide({ campaign: { format } }), format).toMatchObject({
        status: 'not_supported',
        notSupportedReason: format.toUpperCase(),
        notSupported: { by: 'campaignFormat' },
        level: 'campaign',
      });
    }
  });

  it('tags the supported formats, lower case included', () => {
    for (const format of [
      'TEXT_AD',
      'text_ad',
      'SPOTLIGHT',
      'SINGLE_VIDEO',
      'STANDARD_UPDATE',
      'SPONSORED_UPDATE_NATIVE_DOCUMENT',
    ]) {
      expect(decide({ campaign: { format } }).status, format).toBe('updated');
    }
  });

  it('has no tracking template mode', () => {
    expect(decide({}, 'tracking')).toMatchObject({
      status: 'not_supported',
      notSupported: { by: 'updateMode', value: 'TRACKING' },
      level: 'adAccount',
    });
  });
});

describe('decideAdChange, LinkedIn posts that cannot be edited', () => {
  const post = {
    type: 'reference',
    postUrn: 'urn:li:share:1',
    landingPages: ['https://a.example/'],
    campaign: { format: 'STANDARD_UPDATE' },
  };

  it('never edits an article post: LinkedIn ignores contentLandingPage there', () => {
    expect(decide({ ...post, postKind: 'article' })).toMatchObject({
      status: 'not_supported',
      notSupportedReason: 'ARTICLE',
      notSupported: { by: 'adType' },
    });
  });

  it('never edits a boosted organic post', () => {
    expect(decide({ ...post, postKind: 'boosted_organic' })).toMatchObject({
      status: 'not_supported',
      notSupportedReason: 'BOOSTED_ORGANIC_POST',
    });
  });

  it('still edits a sponsored-only post', () => {
    expect(decide({ ...post, postKind: 'sponsored_only' }).status).toBe('updated');
  });
});
