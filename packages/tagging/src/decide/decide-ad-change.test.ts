import { describe, expect, it } from 'vitest';
import { RUN_ERROR_CODES } from '@utmost/ads-sdk';
import { PLATFORM_ERROR_CODES } from '@utmost/platforms';
import { buildGoogleAd, buildLinkedInAd } from '../test-fixtures.js';
import { TAGGING_ERROR_TYPES } from '../tagging-errors.js';
import { AD_RESULT_STATUSES, type AdDecision } from './ad-decision.js';
import { decideAdChange } from './decide-ad-change.js';

// One small account per platform that yields every status and every error code the engine can
// produce (issue 6: "Engine unit and property tests show every status and every spec §8 code").

const template = {
  utm_source: { value: 'x', isDynamic: false },
  utm_content: { value: '{ad_name}', isDynamic: true },
};
const linkedInTemplate = {
  utm_source: { value: 'x', isDynamic: false },
  utm_term: { value: '{keyword}', isDynamic: true },
};
const tagged = 'https://a.example/?utm_source=x';

function decideAll(): AdDecision[] {
  const google = (overrides: Parameters<typeof buildGoogleAd>[0], extra: object = {}) =>
    decideAdChange({
      ad: buildGoogleAd(overrides),
      template,
      mode: 'direct',
      platform: 'google',
      ...extra,
    });
  const linkedin = (overrides: Parameters<typeof buildLinkedInAd>[0], extra: object = {}) =>
    decideAdChange({
      ad: buildLinkedInAd(overrides),
      template: linkedInTemplate,
      mode: 'direct',
      platform: 'linkedin',
      ...extra,
    });
  return [
    google({ name: 'Hero' }),
    google({ name: 'Hero', finalUrlSuffix: 'utm_source=x&utm_content=Hero' }),
    google({ campaign: { type: 'PERFORMANCE_MAX' } }),
    google({ landingPages: [] }),
    google({ landingPages: ['nope'] }),
    google({ landingPages: [`https://a.example/${'x'.repeat(2048)}`] }),
    google({}, { template: null }),
    google({}, { template: { a: { value: '{creative_id}', isDynamic: true } } }),
    google({ finalUrlSuffix: 'utm_source=x' }, { mode: 'drop_direct' }),
    linkedin({}),
    linkedin({ landingPages: [`https://a.example/${'x'.repeat(500)}`] }),
    linkedin({ landingPages: [tagged] }),
    linkedin({ type: 'reference', postUrn: 'urn:li:share:9', landingPages: ['https://a/1', ''] }),
    linkedin({ campaign: { format: 'JOBS' } }),
    linkedin({ campaignTrackingParameters: null }),
    // Older history that kept no landing page to go back to: nothing to restore from.
    linkedin(
      { landingPages: [tagged] },
      {
        mode: 'drop_direct',
        history: {
          original: { finalUrlSuffix: null, trackingUrlTemplate: null, landingPages: [] },
          lastApplied: { finalUrlSuffix: null, trackingUrlTemplate: null, landingPages: [tagged] },
        },
      },
    ),
  ];
}

describe('decideAdChange over a mixed account', () => {
  it('produces every result status and every engine error code', () => {
    const decisions = decideAll();
    expect(new Set(decisions.map((decision) => decision.status))).toEqual(
      new Set(AD_RESULT_STATUSES),
    );
    expect(new Set(decisions.flatMap((decision) => decision.errorType ?? []))).toEqual(
      new Set(TAGGING_ERROR_TYPES),
    );
  });

  it('offers a change exactly when something is to be written, and keeps before/after for undo', () => {
    for (const decision of decideAll()) {
      const isWriting = decision.status === 'updated' || decision.status === 'partially_updated';
      expect(decision.change !== undefined, decision.status).toBe(isWriting);
      if (!isWriting) expect(decision.after).toBe(decision.before);
    }
  });

  it('reports the platform’s error for an ad it could not read, in every mode', () => {
    const readError = {
      code: 'NO_PERMISSIONS' as const,
      message: 'Not enough permissions to access: posts.BATCH_GET',
      httpStatus: 403,
      platformCode: 'ACCESS_DENIED',
    };
    const unread = (overrides: Parameters<typeof buildLinkedInAd>[0] = {}) =>
      buildLinkedInAd({
        type: 'reference',
        postUrn: 'urn:li:share:9',
        landingPages: [],
        readError,
        ...overrides,
      });
    for (const mode of ['direct', 'drop_direct'] as const) {
      expect(
        decideAdChange({ ad: unread(), template, mode, platform: 'linkedin', history: null }),
        mode,
      ).toMatchObject({
        status: 'error',
        errorType: 'NO_PERMISSIONS',
        level: 'campaign',
        toUtm: '',
      });
    }
    const limited = unread({ readError: { ...readError, code: 'RATE_LIMITED' } });
    expect(
      decideAdChange({ ad: limited, template, mode: 'direct', platform: 'linkedin' }).errorType,
    ).toBe('UNKNOWN');
    // Not supported is decided first: the campaign format says so without the post.
    const jobs = unread({ campaign: { format: 'JOBS' } });
    expect(
      decideAdChange({ ad: jobs, template, mode: 'direct', platform: 'linkedin' }).status,
    ).toBe('not_supported');
  });

  it('together with the platform’s codes, produces every spec §8 run error', () => {
    const produced = new Set(decideAll().flatMap((decision) => decision.errorType ?? []));
    for (const code of PLATFORM_ERROR_CODES) {
      const ad = buildLinkedInAd({
        type: 'reference',
        postUrn: 'urn:li:share:9',
        landingPages: [],
        readError: { code, message: code, httpStatus: null, platformCode: null },
      });
      const decision = decideAdChange({ ad, template, mode: 'direct', platform: 'linkedin' });
      expect(decision.status).toBe('error');
      expect(decision.errorType).toBe(
        (RUN_ERROR_CODES as readonly string[]).includes(code) ? code : 'UNKNOWN',
      );
      produced.add(decision.errorType!);
    }
    // DAILY_LIMIT_REACHED is the run executor's: ads left when Google's daily quota is spent.
    const perAd = RUN_ERROR_CODES.filter((code) => code !== 'DAILY_LIMIT_REACHED');
    expect([...produced].sort()).toEqual([...perAd].sort());
  });

  it('is pure: the same input gives the same decision', () => {
    expect(decideAll()).toEqual(decideAll());
  });
});
