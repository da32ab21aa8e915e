import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFields, buildGoogleAd, buildLinkedInAd } from '../test-fixtures.js';
import type { UrlTemplateMap } from '../template/url-template.js';
import { landingUrlArbitrary } from '../url/url-arbitraries.js';
import { decideAdChange } from './decide-ad-change.js';

// Run-level properties (issue 6): a second run over the same ads reports all skipped, and
// drop_direct with the stored history restores the original URL fields exactly.

const templateArbitrary: fc.Arbitrary<UrlTemplateMap> = fc
  .uniqueArray(fc.constantFrom('utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'ref'), {
    minLength: 1,
  })
  .chain((names) =>
    fc.tuple(
      ...names.map((name) =>
        fc.oneof(
          fc
            .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
            .map((value) => [name, { value, isDynamic: false }] as const),
          fc
            .constantFrom('{campaign_name}', '{campaign_id}', 'x_{account_id}')
            .map((value) => [name, { value, isDynamic: true }] as const),
        ),
      ),
    ),
  )
  .map((entries) => Object.fromEntries(entries));

const adArbitrary = fc.oneof(
  fc
    .tuple(
      landingUrlArbitrary,
      fc.option(fc.constantFrom('ref=1', 'utm_source=old&x=2'), { nil: null }),
    )
    .map(([url, suffix]) => buildGoogleAd({ landingPages: [url], finalUrlSuffix: suffix })),
  fc
    .tuple(landingUrlArbitrary, fc.constantFrom('TEXT_AD', 'STANDARD_UPDATE'))
    .map(([url, format]) =>
      buildLinkedInAd({
        landingPages: [url],
        campaign: { format },
        ...(format === 'TEXT_AD' ? {} : { type: 'reference', postUrn: 'urn:li:share:1' }),
      }),
    ),
);

describe('decideAdChange properties', () => {
  it('tags a carousel only through its campaign, partially, whatever its campaign says', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(landingUrlArbitrary, fc.constant('')), { minLength: 2, maxLength: 10 }),
        fc.constantFrom(null, 'CAROUSEL', 'STANDARD_UPDATE'),
        templateArbitrary,
        (landingPages, format, template) => {
          const ad = buildLinkedInAd({
            type: 'reference',
            postUrn: 'urn:li:ugcPost:2',
            landingPages,
            campaign: { format },
          });
          const decision = decideAdChange({ ad, template, mode: 'direct', platform: 'linkedin' });
          expect(decision.level).toBe('campaign');
          expect(decision.after.landingPages).toBe(landingPages);
          if (decision.change) {
            expect(decision.status).toBe('partially_updated');
            expect(decision.change).not.toHaveProperty('landingPage');
            expect(decision.ignoredParameters.map((entry) => entry.reason)).toContain(
              'CAROUSEL_CAMPAIGN_LEVEL',
            );
          }
        },
      ),
    );
  });

  it('a second run changes nothing', () => {
    fc.assert(
      fc.property(
        adArbitrary,
        templateArbitrary,
        fc.constantFrom('direct', 'tracking'),
        (ad, template, mode) => {
          const actualMode = ad.platform === 'linkedin' ? 'direct' : mode;
          const first = decideAdChange({ ad, template, mode: actualMode, platform: ad.platform });
          if (first.status === 'error') return;
          const second = decideAdChange({
            ad: applyFields(ad, first.after),
            template,
            mode: actualMode,
            platform: ad.platform,
          });
          expect(second.status).toBe('skipped');
        },
      ),
    );
  });

  it('drop_direct after a run restores the original fields exactly', () => {
    fc.assert(
      fc.property(adArbitrary, templateArbitrary, (ad, template) => {
        const first = decideAdChange({ ad, template, mode: 'direct', platform: ad.platform });
        if (first.status !== 'updated' && first.status !== 'partially_updated') return;
        const history = { original: first.before, lastApplied: first.after };
        const tagged = applyFields(ad, first.after);
        const dropped = decideAdChange({
          ad: tagged,
          template,
          mode: 'drop_direct',
          platform: ad.platform,
          history,
        });
        expect(dropped.status).toBe('updated');
        expect(dropped.after).toEqual(first.before);
      }),
    );
  });
});
