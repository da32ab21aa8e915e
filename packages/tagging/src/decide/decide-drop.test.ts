import { describe, expect, it } from 'vitest';
import { applyFields, buildGoogleAd, buildLinkedInAd } from '../test-fixtures.js';
import type { UrlTemplateMap } from '../template/url-template.js';
import type { AdChangeHistory, AdUrlFields } from './ad-decision.js';
import { decideAdChange } from './decide-ad-change.js';

const template: UrlTemplateMap = {
  utm_source: { value: 'linkedin', isDynamic: false },
  utm_campaign: { value: '{campaign_name}', isDynamic: true },
};

/** Runs `mode`, applies it, and returns the tagged ad with the history the API would store. */
function tag<T extends ReturnType<typeof buildGoogleAd>>(ad: T, mode: 'direct' | 'tracking') {
  const decision = decideAdChange({ ad, template, mode, platform: ad.platform });
  const history: AdChangeHistory = { original: decision.before, lastApplied: decision.after };
  return { tagged: applyFields(ad, decision.after), history };
}

describe('decideAdChange, drop_direct without history', () => {
  it('leaves an ad Utmost never changed untouched, even when it carries our keys', () => {
    // The advertiser's own UTMs: without history nothing says Utmost put them there.
    const ad = buildLinkedInAd({ landingPages: ['https://a.example/?utm_source=linkedin'] });
    const decision = decideAdChange({ ad, template, mode: 'drop_direct', platform: 'linkedin' });
    expect(decision).toMatchObject({ status: 'skipped' });
    expect(decision.change).toBeUndefined();
    expect(decision.errorType).toBeUndefined();
    expect(
      decideAdChange({ ad, template: null, mode: 'drop_direct', platform: 'linkedin' }).status,
    ).toBe('skipped');
    const google = buildGoogleAd({ finalUrlSuffix: 'utm_source=linkedin' });
    expect(
      decideAdChange({ ad: google, template, mode: 'drop_direct', platform: 'google' }).status,
    ).toBe('skipped');
  });

  it('skipped when the ad carries none of the template’s keys', () => {
    const ad = buildGoogleAd({ finalUrlSuffix: 'ref=1' });
    expect(
      decideAdChange({ ad, template, mode: 'drop_direct', platform: 'google', history: null })
        .status,
    ).toBe('skipped');
  });
});

describe('decideAdChange, drop_direct with history', () => {
  it('restores a Google ad exactly, clearing a suffix it did not have', () => {
    const { tagged, history } = tag(
      buildGoogleAd({ trackingUrlTemplate: '{lpurl}?utm_source=mine' }),
      'direct',
    );
    const decision = decideAdChange({
      ad: tagged,
      template,
      mode: 'drop_direct',
      platform: 'google',
      history,
    });
    expect(decision).toMatchObject({ status: 'updated', toUtm: '', after: history.original });
    expect(decision.change).toEqual({
      resourceName: tagged.resourceName,
      finalUrlSuffix: '',
      trackingUrlTemplate: '{lpurl}?utm_source=mine',
    });
  });

  it('restores a Google tracking template and lists the parameters it took out', () => {
    const { tagged, history } = tag(buildGoogleAd(), 'tracking');
    const decision = decideAdChange({
      ad: tagged,
      template,
      mode: 'drop_direct',
      platform: 'google',
      history,
    });
    expect(decision.change).toEqual({ resourceName: tagged.resourceName, trackingUrlTemplate: '' });
    expect(decision.deletedTrackingTemplateParams).toEqual({
      utm_source: 'linkedin',
      utm_campaign: 'Brand%20Search%20%E2%80%93%20DE',
    });
  });

  it('restores a LinkedIn post’s landing page exactly from history written before campaign parameters', () => {
    const original = ['https://a.example/1?utm_source=newsletter#x'];
    const postUrn = 'urn:li:share:7100000000000000102';
    const landingPages = ['https://a.example/1?utm_source=linkedin#x'];
    const tagged = buildLinkedInAd({
      type: 'reference',
      postUrn,
      campaign: { format: 'STANDARD_UPDATE' },
      landingPages,
    });
    const fields = { finalUrlSuffix: null, trackingUrlTemplate: null };
    const history = {
      original: { ...fields, landingPages: original },
      lastApplied: { ...fields, landingPages },
    };
    const decision = decideAdChange({
      ad: tagged,
      template,
      mode: 'drop_direct',
      platform: 'linkedin',
      history,
    });
    expect(decision).toMatchObject({ status: 'updated', after: { landingPages: original } });
    expect(decision.change).toEqual({
      resourceName: tagged.resourceName,
      landingPage: original[0],
      postUrn,
      contentType: 'reference',
    });
  });

  it('leaves carousels alone: their cards cannot be written back either', () => {
    const cards = ['https://a.example/1?utm_source=linkedin', '', 'https://a.example/3'];
    const ad = buildLinkedInAd({ campaign: { format: 'CAROUSEL' }, landingPages: cards });
    const history = {
      original: {
        finalUrlSuffix: null,
        trackingUrlTemplate: null,
        landingPages: ['https://a.example/1', '', 'https://a.example/3'],
      },
      lastApplied: { finalUrlSuffix: null, trackingUrlTemplate: null, landingPages: cards },
    };
    expect(
      decideAdChange({ ad, template, mode: 'drop_direct', platform: 'linkedin', history }),
    ).toMatchObject({ status: 'not_supported', notSupportedReason: 'CAROUSEL' });
  });

  it('puts back only our keys when someone edited the ad since, keeping their edit', () => {
    // History written before campaign parameters: the landing page itself was tagged.
    const fields = { finalUrlSuffix: null, trackingUrlTemplate: null };
    const history = {
      original: { ...fields, landingPages: ['https://a.example/p?utm_source=newsletter'] },
      lastApplied: { ...fields, landingPages: ['https://a.example/p?utm_source=linkedin'] },
    };
    const edited = buildLinkedInAd({
      landingPages: ['https://a.example/p?utm_source=linkedin&added_by_hand=1'],
    });
    const decision = decideAdChange({
      ad: edited,
      template,
      mode: 'drop_direct',
      platform: 'linkedin',
      history,
    });
    expect(decision.after.landingPages).toEqual([
      'https://a.example/p?utm_source=newsletter&added_by_hand=1',
    ]);
  });

  it('does the same for a Google suffix edited since', () => {
    const { tagged, history } = tag(buildGoogleAd({ finalUrlSuffix: 'ref=1' }), 'direct');
    const edited = { ...tagged, finalUrlSuffix: `${tagged.finalUrlSuffix ?? ''}&by_hand=2` };
    const decision = decideAdChange({
      ad: edited,
      template,
      mode: 'drop_direct',
      platform: 'google',
      history,
    });
    expect(decision.after.finalUrlSuffix).toBe('ref=1&by_hand=2');
  });

  it('removes keys an older template added even when the current template no longer has them', () => {
    const { tagged, history } = tag(buildGoogleAd(), 'direct');
    const edited = { ...tagged, finalUrlSuffix: `x=1&${tagged.finalUrlSuffix ?? ''}` };
    const decision = decideAdChange({
      ad: edited,
      template: null,
      mode: 'drop_direct',
      platform: 'google',
      history,
    });
    expect(decision.after.finalUrlSuffix).toBe('x=1');
  });

  it('skips when the ad is back to its original already', () => {
    const ad = buildGoogleAd();
    const fields: AdUrlFields = {
      finalUrlSuffix: null,
      trackingUrlTemplate: null,
      landingPages: ad.landingPages,
    };
    const history = {
      original: fields,
      lastApplied: { ...fields, finalUrlSuffix: 'utm_source=linkedin' },
    };
    expect(
      decideAdChange({ ad, template, mode: 'drop_direct', platform: 'google', history }).status,
    ).toBe('skipped');
  });

  it('respects the support table: a not-supported format is not dropped either', () => {
    const ad = buildLinkedInAd({ campaign: { format: 'JOBS' } });
    const fields: AdUrlFields = {
      finalUrlSuffix: null,
      trackingUrlTemplate: null,
      landingPages: [],
    };
    expect(
      decideAdChange({
        ad,
        template,
        mode: 'drop_direct',
        platform: 'linkedin',
        history: { original: fields, lastApplied: fields },
      }).status,
    ).toBe('not_supported');
  });
});

describe('decideAdChange, drop_direct of an ad that inherits its suffix', () => {
  it('clears the ad-level suffix again when only the inherited copy is left', () => {
    const ad = buildGoogleAd({
      inheritedTracking: {
        finalUrlSuffix: { value: 'ss_ref=sem', level: 'account' },
        trackingUrlTemplate: null,
      },
    });
    const { tagged, history } = tag(ad, 'direct');
    expect(tagged.finalUrlSuffix).toMatch(/^ss_ref=sem&utm_source=/);
    // Someone reordered the suffix since: the exact-restore path does not apply.
    const edited = {
      ...tagged,
      finalUrlSuffix: `${tagged.finalUrlSuffix!.split('&').reverse().join('&')}`,
    };
    const drop = decideAdChange({
      ad: edited,
      template,
      mode: 'drop_direct',
      platform: 'google',
      history,
    });
    expect(drop.after.finalUrlSuffix).toBeNull();
    expect(drop.change).toMatchObject({ finalUrlSuffix: '' });
  });
});
