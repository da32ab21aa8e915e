import { describe, expect, it } from 'vitest';
import { applyFields, buildGoogleAd, buildLinkedInAd } from '../test-fixtures.js';
import type { UrlTemplateMap } from '../template/url-template.js';
import { decideAdChange } from './decide-ad-change.js';

const template: UrlTemplateMap = {
  utm_source: { value: 'google', isDynamic: false },
  utm_campaign: { value: '{campaign_name}', isDynamic: true },
  utm_term: { value: '{keyword}', isDynamic: true },
};
const SUFFIX = 'utm_source=google&utm_campaign=Brand%20Search%20%E2%80%93%20DE&utm_term={keyword}';

describe('decideAdChange, Google direct', () => {
  it('sets the ad-level final URL suffix and never touches the final URLs', () => {
    const ad = buildGoogleAd();
    const decision = decideAdChange({ ad, template, mode: 'direct', platform: 'google' });
    expect(decision).toMatchObject({
      status: 'updated',
      toUtm: SUFFIX,
      level: 'creatives',
      ignoredParameters: [],
      change: { resourceName: 'customers/1234567890/ads/333', finalUrlSuffix: SUFFIX },
      before: { finalUrlSuffix: null, trackingUrlTemplate: null, landingPages: ad.landingPages },
      after: { finalUrlSuffix: SUFFIX, trackingUrlTemplate: null, landingPages: ad.landingPages },
    });
    expect(decision.change).not.toHaveProperty('landingPage');
    expect(decision.change).not.toHaveProperty('trackingUrlTemplate');
  });

  it('keeps a suffix’s foreign parameters and replaces our old values in place', () => {
    const ad = buildGoogleAd({ finalUrlSuffix: 'ref=x&utm_source=old' });
    const decision = decideAdChange({ ad, template, mode: 'direct', platform: 'google' });
    expect(decision.after.finalUrlSuffix).toBe(
      'ref=x&utm_source=google&utm_campaign=Brand%20Search%20%E2%80%93%20DE&utm_term={keyword}',
    );
  });

  it('starts from the inherited suffix when the ad has none, so its parameters survive', () => {
    const decision = decideAdChange({
      ad: buildGoogleAd(),
      template,
      mode: 'direct',
      platform: 'google',
      inheritedTracking: { finalUrlSuffix: 'campaign_ref=7', trackingUrlTemplate: null },
    });
    expect(decision.after.finalUrlSuffix).toBe(`campaign_ref=7&${SUFFIX}`);
  });

  it('reads what the ad inherits from the client, so the account suffix rides along', () => {
    const ad = buildGoogleAd({
      inheritedTracking: {
        finalUrlSuffix: { value: 'utm_source=old&ss_ref=sem', level: 'account' },
        trackingUrlTemplate: { value: 'https://t.example/c?u={lpurl}', level: 'campaign' },
      },
    });
    const decision = decideAdChange({ ad, template, mode: 'direct', platform: 'google' });
    // Our utm_source replaces the inherited one in place; ss_ref stays; the click tracker is not
    // written at ad level, so it keeps applying from the campaign.
    expect(decision.change).toEqual({
      resourceName: ad.resourceName,
      finalUrlSuffix: SUFFIX.replace('utm_source=google', 'utm_source=google&ss_ref=sem'),
    });
    expect(decision.after.trackingUrlTemplate).toBeNull();
  });

  it('in tracking mode builds on an inherited {lpurl} template, never on a click tracker', () => {
    const inherit = (value: string) =>
      buildGoogleAd({
        inheritedTracking: {
          finalUrlSuffix: null,
          trackingUrlTemplate: { value, level: 'campaign' },
        },
      });
    const kept = decideAdChange({
      ad: inherit('{lpurl}?agency=hopper'),
      template,
      mode: 'tracking',
      platform: 'google',
    });
    expect(kept.after.trackingUrlTemplate).toMatch(/^\{lpurl\}\?agency=hopper&utm_source=google/);
    const tracker = decideAdChange({
      ad: inherit('https://t.example/c?u={lpurl}'),
      template,
      mode: 'tracking',
      platform: 'google',
    });
    expect(tracker).toMatchObject({ status: 'error', errorType: 'NOT_CALCULATED_URL_TEMPLATE' });
  });

  it('takes our keys out of the ad’s tracking template and reports them as deleted', () => {
    const ad = buildGoogleAd({ trackingUrlTemplate: '{lpurl}?utm_source=old&track=1' });
    const decision = decideAdChange({ ad, template, mode: 'direct', platform: 'google' });
    expect(decision.status).toBe('updated');
    expect(decision.change).toMatchObject({
      finalUrlSuffix: SUFFIX,
      trackingUrlTemplate: '{lpurl}?track=1',
    });
    expect(decision.deletedTrackingTemplateParams).toEqual({ utm_source: 'old' });
  });

  it('skips an ad that already carries exactly these values: a second run changes nothing', () => {
    const ad = buildGoogleAd({ trackingUrlTemplate: '{lpurl}?utm_source=old' });
    const first = decideAdChange({ ad, template, mode: 'direct', platform: 'google' });
    const second = decideAdChange({
      ad: applyFields(ad, first.after),
      template,
      mode: 'direct',
      platform: 'google',
    });
    expect(second).toMatchObject({ status: 'skipped', toUtm: SUFFIX });
    expect(second.change).toBeUndefined();
    expect(second.after).toEqual(second.before);
  });

  it('lists ignored parameters on an updated result: Google has no partially_updated', () => {
    const decision = decideAdChange({
      ad: buildGoogleAd({ name: null }),
      template: { ...template, utm_content: { value: '{ad_name}', isDynamic: true } },
      mode: 'direct',
      platform: 'google',
    });
    expect(decision.status).toBe('updated');
    expect(decision.ignoredParameters).toEqual([
      { name: 'utm_content', reason: 'EMPTY_VALUE', dynamicValue: '{ad_name}' },
    ]);
  });

  it('accepts a template already prepared, and the template in entry form', () => {
    const entries = Object.entries(template).map(([name, parameter]) => ({ name, ...parameter }));
    const decision = decideAdChange({
      ad: buildGoogleAd(),
      template: entries,
      mode: 'direct',
      platform: 'google',
    });
    expect(decision.toUtm).toBe(SUFFIX);
  });
});

describe('decideAdChange, Google tracking', () => {
  it('writes a {lpurl} tracking template', () => {
    const decision = decideAdChange({
      ad: buildGoogleAd(),
      template,
      mode: 'tracking',
      platform: 'google',
    });
    expect(decision).toMatchObject({
      status: 'updated',
      change: { trackingUrlTemplate: `{lpurl}?${SUFFIX}` },
      after: { trackingUrlTemplate: `{lpurl}?${SUFFIX}`, finalUrlSuffix: null },
    });
    expect(decision.change).not.toHaveProperty('finalUrlSuffix');
  });

  it('keeps a foreign template’s parameters, reports the values it replaced, and clears our keys from the suffix', () => {
    const ad = buildGoogleAd({
      trackingUrlTemplate: '{lpurl}?track=1&utm_source=old',
      finalUrlSuffix: 'utm_source=google',
    });
    const decision = decideAdChange({ ad, template, mode: 'tracking', platform: 'google' });
    expect(decision.after).toMatchObject({
      trackingUrlTemplate: `{lpurl}?track=1&${SUFFIX}`,
      finalUrlSuffix: null,
    });
    expect(decision.change).toMatchObject({ finalUrlSuffix: '' });
    expect(decision.deletedTrackingTemplateParams).toEqual({ utm_source: 'old' });
  });

  it('will not write into a third-party redirect template', () => {
    const ad = buildGoogleAd({ trackingUrlTemplate: 'https://t.example/r?u={lpurl}' });
    expect(decideAdChange({ ad, template, mode: 'tracking', platform: 'google' })).toMatchObject({
      status: 'error',
      errorType: 'NOT_CALCULATED_URL_TEMPLATE',
    });
  });

  it('skips on the second run', () => {
    const ad = buildGoogleAd();
    const first = decideAdChange({ ad, template, mode: 'tracking', platform: 'google' });
    const second = decideAdChange({
      ad: applyFields(ad, first.after),
      template,
      mode: 'tracking',
      platform: 'google',
    });
    expect(second.status).toBe('skipped');
  });
});

describe('decideAdChange, Google errors', () => {
  const decide = (
    overrides: Parameters<typeof buildGoogleAd>[0],
    mode: 'direct' | 'tracking' = 'direct',
  ) => decideAdChange({ ad: buildGoogleAd(overrides), template, mode, platform: 'google' });

  it('NO_LANDING_PAGE without final URLs', () => {
    expect(decide({ landingPages: [] })).toMatchObject({
      status: 'error',
      errorType: 'NO_LANDING_PAGE',
      toUtm: SUFFIX,
    });
    expect(decide({ landingPages: ['  '] }, 'tracking')).toMatchObject({
      errorType: 'NO_LANDING_PAGE',
    });
  });

  it('NOT_PARSED_LANDING_PAGE for a final URL that is no http(s) URL', () => {
    expect(decide({ landingPages: ['https://ok.example/', 'www.shop.example'] })).toMatchObject({
      status: 'error',
      errorType: 'NOT_PARSED_LANDING_PAGE',
    });
  });

  it('URL_TOO_LONG when final URL + "?" + suffix passes 2,048 characters, not at 2,048', () => {
    const base = 'https://shop.example/';
    const atLimit = base + 'x'.repeat(2048 - base.length - 1 - SUFFIX.length);
    expect(decide({ landingPages: [atLimit] }).status).toBe('updated');
    expect(decide({ landingPages: [`${atLimit}y`] })).toMatchObject({
      status: 'error',
      errorType: 'URL_TOO_LONG',
    });
  });

  it('NO_URL_TEMPLATE without a template, NOT_CALCULATED_URL_TEMPLATE when nothing renders', () => {
    expect(
      decideAdChange({ ad: buildGoogleAd(), template: null, mode: 'direct', platform: 'google' }),
    ).toMatchObject({
      status: 'error',
      errorType: 'NO_URL_TEMPLATE',
    });
    const decision = decideAdChange({
      ad: buildGoogleAd(),
      template: { utm_content: { value: '{creative_name}', isDynamic: true } },
      mode: 'direct',
      platform: 'google',
    });
    expect(decision).toMatchObject({
      status: 'error',
      errorType: 'NOT_CALCULATED_URL_TEMPLATE',
      ignoredParameters: [{ name: 'utm_content', reason: 'DYNAMIC_VALUE_NOT_OFFERED' }],
    });
    expect(
      decideAdChange({ ad: buildGoogleAd(), template: {}, mode: 'direct', platform: 'google' })
        .errorType,
    ).toBe('NOT_CALCULATED_URL_TEMPLATE');
  });

  it('throws when an ad reaches the other platform’s engine', () => {
    expect(() =>
      decideAdChange({ ad: buildLinkedInAd(), template, mode: 'direct', platform: 'google' }),
    ).toThrow();
  });
});

describe('decideAdChange, Google not supported', () => {
  it('reports the campaign type, in any case, at campaign level', () => {
    for (const type of [
      'PERFORMANCE_MAX',
      'performance_max',
      'VIDEO',
      'SHOPPING',
      'SMART',
      'UNSPECIFIED',
    ]) {
      const decision = decideAdChange({
        ad: buildGoogleAd({ campaign: { type } }),
        template,
        mode: 'direct',
        platform: 'google',
      });
      expect(decision, type).toMatchObject({
        status: 'not_supported',
        notSupportedReason: type.toUpperCase(),
        notSupported: { by: 'campaignType', value: type.toUpperCase() },
        level: 'campaign',
      });
      expect(decision.change).toBeUndefined();
    }
  });

  it('reports an unknown or missing campaign type', () => {
    expect(
      decideAdChange({
        ad: buildGoogleAd({ campaign: { type: 'NEW_THING' } }),
        template,
        mode: 'direct',
        platform: 'google',
      }).notSupportedReason,
    ).toBe('NEW_THING');
    expect(
      decideAdChange({
        ad: buildGoogleAd({ campaign: { type: null } }),
        template,
        mode: 'direct',
        platform: 'google',
      }).notSupportedReason,
    ).toBe('UNSPECIFIED');
  });

  it('reports ad types AdService cannot update, in supported campaign types', () => {
    for (const type of [
      'TEXT_AD',
      'EXPANDED_DYNAMIC_SEARCH_AD',
      'GMAIL_AD',
      'image_ad',
      'EXPANDED_TEXT_AD',
    ]) {
      const decision = decideAdChange({
        ad: buildGoogleAd({ type }),
        template,
        mode: 'tracking',
        platform: 'google',
      });
      expect(decision, type).toMatchObject({
        status: 'not_supported',
        notSupported: { by: 'adType', value: type.toUpperCase() },
        level: 'creatives',
      });
    }
  });

  it('tags the supported campaign types, lower case included', () => {
    for (const type of ['SEARCH', 'search', 'DISPLAY', 'DEMAND_GEN', 'DISCOVERY']) {
      const decision = decideAdChange({
        ad: buildGoogleAd({ campaign: { type } }),
        template,
        mode: 'direct',
        platform: 'google',
      });
      expect(decision.status, type).toBe('updated');
    }
  });
});
