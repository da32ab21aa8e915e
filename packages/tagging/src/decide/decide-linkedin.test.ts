import type { CampaignTrackingParameters } from '@utmost/platforms';
import { describe, expect, it } from 'vitest';
import { applyFields, buildLinkedInAd } from '../test-fixtures.js';
import type { UrlTemplateMap } from '../template/url-template.js';
import { decideAdChange } from './decide-ad-change.js';

const template: UrlTemplateMap = {
  utm_source: { value: 'linkedin', isDynamic: false },
  utm_campaign: { value: '{campaign_name}', isDynamic: true },
};
const TAGS = 'utm_source=linkedin&utm_campaign=Text%20ads';
const OURS = { dynamic: { utm_campaign: 'CAMPAIGN_NAME' }, custom: { utm_source: 'linkedin' } };
const CAMPAIGN = '708900101';
const decide = (
  overrides: Parameters<typeof buildLinkedInAd>[0] = {},
  mode: 'direct' | 'tracking' = 'direct',
) => decideAdChange({ ad: buildLinkedInAd(overrides), template, mode, platform: 'linkedin' });

describe('decideAdChange, LinkedIn direct: the campaign’s tracking parameters', () => {
  it('renders the template to dynamic and custom values and leaves the creative alone', () => {
    expect(decide()).toMatchObject({
      status: 'updated',
      toUtm: TAGS,
      level: 'campaign',
      change: {
        resourceName: 'urn:li:sponsoredCreative:808900101',
        campaignTrackingParameters: { campaignId: CAMPAIGN, ...OURS },
      },
      after: {
        landingPages: ['https://apollo-guidance.example/'],
        campaignTrackingParameters: OURS,
      },
    });
    expect(decide().change).not.toHaveProperty('landingPage');
  });

  it('maps every LinkedIn placeholder to LinkedIn’s dynamic value', () => {
    const keys = {
      account_id: 'ACCOUNT_ID',
      account_name: 'ACCOUNT_NAME',
      campaign_group_id: 'CAMPAIGN_GROUP_ID',
      campaign_group_name: 'CAMPAIGN_GROUP_NAME',
      campaign_id: 'CAMPAIGN_ID',
      campaign_name: 'CAMPAIGN_NAME',
      creative_id: 'CREATIVE_ID',
      creative_name: 'CREATIVE_NAME',
    };
    const all = Object.fromEntries(
      Object.keys(keys).map((key) => [key, { value: `{${key}}`, isDynamic: true }]),
    );
    const decision = decideAdChange({
      ad: buildLinkedInAd(),
      template: all,
      mode: 'direct',
      platform: 'linkedin',
      accountName: 'Apollo',
    });
    expect(decision.change?.campaignTrackingParameters).toEqual({
      campaignId: CAMPAIGN,
      dynamic: keys,
      custom: {},
    });
    expect(decision.status).toBe('updated');
  });

  it('resolves mixed text per campaign, and refuses a creative value inside text', () => {
    const decision = decideAdChange({
      ad: buildLinkedInAd(),
      template: {
        utm_campaign: { value: 'li-{campaign_name}-{campaign_id}', isDynamic: true },
        src: { value: '{platform}', isDynamic: true },
        utm_content: { value: 'ad-{creative_id}', isDynamic: true },
      },
      mode: 'direct',
      platform: 'linkedin',
    });
    expect(decision).toMatchObject({
      status: 'partially_updated',
      toUtm: 'utm_campaign=li-Text%20ads-708900101&src=linkedin',
      ignoredParameters: [
        { name: 'utm_content', reason: 'CREATIVE_VALUE_IN_TEXT', dynamicValue: '{creative_id}' },
      ],
      change: {
        campaignTrackingParameters: {
          dynamic: {},
          custom: { utm_campaign: 'li-Text ads-708900101', src: 'linkedin' },
        },
      },
    });
  });

  it('sets a dynamic value for the campaign and notes an ad it is empty for', () => {
    const decision = decideAdChange({
      ad: buildLinkedInAd({ name: null }),
      template: { ...template, utm_content: { value: '{creative_name}', isDynamic: true } },
      mode: 'direct',
      platform: 'linkedin',
    });
    expect(decision).toMatchObject({
      status: 'partially_updated',
      toUtm: TAGS,
      ignoredParameters: [
        { name: 'utm_content', reason: 'EMPTY_VALUE', dynamicValue: '{creative_name}' },
      ],
      change: {
        campaignTrackingParameters: {
          dynamic: { utm_campaign: 'CAMPAIGN_NAME', utm_content: 'CREATIVE_NAME' },
        },
      },
    });
  });

  it('keeps the campaign’s own parameters and moves a key of ours between the maps', () => {
    const decision = decide({
      campaignTrackingParameters: {
        dynamic: { li_group: 'CAMPAIGN_GROUP_ID', utm_source: 'CAMPAIGN_ID' },
        custom: { owner: 'sales', utm_campaign: 'old' },
      },
    });
    expect(decision.change?.campaignTrackingParameters).toEqual({
      campaignId: CAMPAIGN,
      dynamic: { li_group: 'CAMPAIGN_GROUP_ID', utm_campaign: 'CAMPAIGN_NAME' },
      custom: { owner: 'sales', utm_source: 'linkedin' },
    });
  });

  it('tags text, spotlight, single image, video, document, article and boosted posts alike', () => {
    const post = { type: 'reference', postUrn: 'urn:li:share:1' };
    for (const overrides of [
      {},
      { type: 'spotlight', campaign: { format: 'SPOTLIGHT' } },
      { ...post, campaign: { format: 'STANDARD_UPDATE' }, postKind: 'sponsored_only' as const },
      { ...post, campaign: { format: 'SINGLE_VIDEO' } },
      { ...post, campaign: { format: 'SPONSORED_UPDATE_NATIVE_DOCUMENT' } },
      { ...post, campaign: { format: 'STANDARD_UPDATE' }, postKind: 'article' as const },
      { ...post, campaign: { format: 'STANDARD_UPDATE' }, postKind: 'boosted_organic' as const },
    ]) {
      const decision = decide(overrides);
      expect(decision, JSON.stringify(overrides)).toMatchObject({
        status: 'updated',
        level: 'campaign',
      });
      expect(decision.change).toEqual({
        resourceName: 'urn:li:sponsoredCreative:808900101',
        campaignTrackingParameters: { campaignId: CAMPAIGN, ...OURS },
      });
    }
  });

  it('gives a carousel the campaign parameters, partially updated with the campaign-level reason', () => {
    const cards = ['https://a.example/cards/1', '', 'https://a.example/cards/3'];
    for (const format of ['carousel', 'CAROUSEL', null]) {
      const decision = decide({
        type: 'reference',
        postUrn: 'urn:li:ugcPost:7200000000000000102',
        campaign: { format },
        landingPages: cards,
      });
      expect(decision, String(format)).toMatchObject({
        status: 'partially_updated',
        level: 'campaign',
        ignoredParameters: [
          { name: 'utm_campaign', reason: 'CAROUSEL_CAMPAIGN_LEVEL' },
          { name: 'utm_source', reason: 'CAROUSEL_CAMPAIGN_LEVEL' },
        ],
        change: { campaignTrackingParameters: { campaignId: CAMPAIGN, ...OURS } },
        after: { landingPages: cards },
      });
    }
  });

  it('reports a key the landing page already carries, which LinkedIn would append twice', () => {
    const decision = decide({
      landingPages: ['https://a.example/offer?utm_source=newsletter&x=1'],
    });
    expect(decision).toMatchObject({
      status: 'partially_updated',
      ignoredParameters: [{ name: 'utm_source', reason: 'DUPLICATE_IN_LANDING_PAGE' }],
      change: { campaignTrackingParameters: { campaignId: CAMPAIGN, ...OURS } },
    });
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

  it('skips on the second run, comparing the campaign’s parameters', () => {
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
      expect(second).toMatchObject({ status: 'skipped', level: 'campaign', toUtm: TAGS });
      expect(second.change).toBeUndefined();
    }
    const reordered = {
      dynamic: { utm_campaign: 'CAMPAIGN_NAME' },
      custom: { utm_source: 'linkedin', x: '1' },
    };
    expect(decide({ campaignTrackingParameters: reordered }).status).toBe('skipped');
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
  it('does not tag through a campaign whose parameters could not be read', () => {
    expect(decide({ campaignTrackingParameters: null })).toMatchObject({
      status: 'error',
      errorType: 'CAMPAIGN_PARAMETERS_NOT_READ',
      level: 'campaign',
      toUtm: TAGS,
    });
    expect(decide({ campaignTrackingParameters: null }).change).toBeUndefined();
  });

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

  it('URL_TOO_LONG when the served URL passes 500 characters, not at 500', () => {
    const base = 'https://a.example/';
    const atLimit = base + 'x'.repeat(500 - base.length - 1 - TAGS.length);
    expect(decide({ landingPages: [atLimit] }).status).toBe('updated');
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
      'CAROUSEL',
    ]) {
      expect(decide({ campaign: { format } }).change, format).toBeDefined();
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

describe('decideAdChange, LinkedIn drop_direct restores the campaign’s parameters', () => {
  const original: CampaignTrackingParameters = {
    dynamic: { li: 'CAMPAIGN_ID' },
    custom: { owner: 'sales' },
  };
  const tagged = buildLinkedInAd({ campaignTrackingParameters: original });
  const first = decideAdChange({ ad: tagged, template, mode: 'direct', platform: 'linkedin' });
  const history = { original: first.before, lastApplied: first.after };
  const drop = (campaignTrackingParameters: typeof original | null) =>
    decideAdChange({
      ad: buildLinkedInAd({ campaignTrackingParameters }),
      template: null,
      mode: 'drop_direct',
      platform: 'linkedin',
      history,
    });

  it('puts back exactly what the campaign had', () => {
    const applied = first.after.campaignTrackingParameters!;
    expect(drop(applied)).toMatchObject({
      status: 'updated',
      level: 'campaign',
      change: { campaignTrackingParameters: { campaignId: CAMPAIGN, ...original } },
      after: { campaignTrackingParameters: original },
    });
  });

  it('keeps a change made since, taking back only our keys', () => {
    const edited = {
      dynamic: { ...first.after.campaignTrackingParameters!.dynamic, extra: 'CREATIVE_ID' },
      custom: { ...first.after.campaignTrackingParameters!.custom },
    };
    expect(drop(edited).change?.campaignTrackingParameters).toEqual({
      campaignId: CAMPAIGN,
      dynamic: { li: 'CAMPAIGN_ID', extra: 'CREATIVE_ID' },
      custom: { owner: 'sales' },
    });
  });

  it('skips a campaign already back to its original, errs on an unread one', () => {
    expect(drop(original).status).toBe('skipped');
    expect(drop(null)).toMatchObject({
      status: 'error',
      errorType: 'CAMPAIGN_PARAMETERS_NOT_READ',
    });
  });

  it('leaves the campaign untouched without history: Utmost never changed it', () => {
    expect(
      decideAdChange({ ad: tagged, template: null, mode: 'drop_direct', platform: 'linkedin' }),
    ).toMatchObject({ status: 'skipped', level: 'campaign' });
  });
});
