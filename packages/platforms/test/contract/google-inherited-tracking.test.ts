import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdPlatform, PlatformAd } from '../../src/ad-platform.js';
import { collectPages } from '../../src/http/paginate.js';
import {
  connectContractClient,
  startSandbox,
  type LoginCredentials,
  type SandboxHarness,
} from './sandbox-harness.js';

// Google's inherited tracking against the sandbox. Source for every test here: "lower levels
// override higher ones" for final URL suffixes and tracking templates (support.google.com/sa360/
// answer/9246757; Upgraded URLs, developers.google.com/google-ads/api/docs/ads/upgraded-urls/
// overview), and clearing a field by naming it in the update mask without a value
// (developers.google.com/google-ads/api/docs/client-libs/java/field-masks).

const { logins, customers } = SANDBOX_AD_CATALOG.google;
const sproutstrong = { id: customers.sproutstrong, managerId: null };
const engines = { id: customers.engines, managerId: null };
const SPROUTSTRONG_SUFFIX = 'utm_source=google&utm_medium=cpc&ss_ref=sem&gclsrc=aw.ds';
const CLICK_TRACKER = 'https://clicks.sproutstrong-analytics.example/c?cid={campaignid}&u={lpurl}';

let harness: SandboxHarness;
let google: AdPlatform;
let credentials: LoginCredentials;

beforeAll(async () => {
  harness = await startSandbox();
  ({ client: google, credentials } = await connectContractClient(harness, 'google', logins.ada));
});

afterAll(async () => {
  await harness.close();
});

async function readAds(account: { id: string; managerId: string | null }): Promise<PlatformAd[]> {
  return collectPages(google.listAds(credentials, account));
}

describe('inherited tracking (lower levels override higher ones)', () => {
  it('reads the account suffix and the campaign click tracker every Sproutstrong ad inherits', async () => {
    const ads = await readAds(sproutstrong);
    const brand = ads.filter((ad) => ad.hierarchy.campaign.name === 'Brand');
    expect(brand.length).toBeGreaterThan(0);
    for (const ad of brand) {
      expect(ad.finalUrlSuffix).toBeNull();
      expect(ad.inheritedTracking).toEqual({
        finalUrlSuffix: { value: SPROUTSTRONG_SUFFIX, level: 'account' },
        trackingUrlTemplate: { value: CLICK_TRACKER, level: 'campaign' },
      });
    }
    const other = ads.find((ad) => ad.hierarchy.campaign.name !== 'Brand' && ad.landingPages[0]);
    expect(other?.inheritedTracking).toEqual({
      finalUrlSuffix: { value: SPROUTSTRONG_SUFFIX, level: 'account' },
      trackingUrlTemplate: null,
    });
  });

  it('takes the nearest level: ad group suffix over the account, campaign template over the account', async () => {
    const ads = await readAds(engines);
    const core = ads.find((ad) => ad.id === '41000000301');
    expect(core?.inheritedTracking).toEqual({
      finalUrlSuffix: { value: 'utm_content=core', level: 'adGroup' },
      trackingUrlTemplate: { value: '{lpurl}?cmp=search', level: 'campaign' },
    });
    const legacy = ads.find((ad) => ad.id === '41000000320'); // campaign without a template
    expect(legacy?.inheritedTracking).toEqual({
      finalUrlSuffix: null,
      trackingUrlTemplate: { value: '{lpurl}?acct_src=adwords', level: 'account' },
    });
  });
});

describe('clearing an ad-level field (field mask without a value)', () => {
  it('clears the suffix so that the inherited one applies again', async () => {
    const [ad] = (await readAds(sproutstrong)).filter((item) => item.landingPages.length > 0);
    const resourceName = ad!.resourceName;
    const tagged = `${SPROUTSTRONG_SUFFIX}&utm_campaign=brand`;
    expect(
      await google.applyUrlChanges(credentials, sproutstrong, [
        { resourceName, finalUrlSuffix: tagged },
      ]),
    ).toEqual([{ resourceName, isApplied: true }]);
    expect(
      (await readAds(sproutstrong)).find((item) => item.resourceName === resourceName),
    ).toMatchObject({ finalUrlSuffix: tagged });

    // '' means "clear" to the seam; on the wire it must be the mask alone: the sandbox refuses ''.
    expect(
      await google.applyUrlChanges(credentials, sproutstrong, [
        { resourceName, finalUrlSuffix: '' },
      ]),
    ).toEqual([{ resourceName, isApplied: true }]);
    const cleared = (await readAds(sproutstrong)).find(
      (item) => item.resourceName === resourceName,
    );
    expect(cleared?.finalUrlSuffix).toBeNull();
    expect(cleared?.inheritedTracking?.finalUrlSuffix?.value).toBe(SPROUTSTRONG_SUFFIX);
  });

  it('the sandbox refuses an empty string for the suffix or template, as a client must not send it', async () => {
    const [ad] = await readAds(sproutstrong);
    const response = await fetch(
      `${harness.sandboxUrl}/google-ads/v25/customers/${customers.sproutstrong}/ads:mutate`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await credentials.getAccessToken()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          partialFailure: true,
          operations: [
            {
              updateMask: 'finalUrlSuffix',
              update: { resourceName: ad!.resourceName, finalUrlSuffix: '' },
            },
            {
              updateMask: 'trackingUrlTemplate',
              update: { resourceName: ad!.resourceName, trackingUrlTemplate: '' },
            },
          ],
        }),
      },
    );
    const body = (await response.json()) as {
      partialFailureError?: { details?: { errors?: { errorCode?: Record<string, string> }[] }[] };
    };
    expect(body.partialFailureError?.details?.[0]?.errors?.map((error) => error.errorCode)).toEqual(
      [
        { urlFieldError: 'FINAL_URL_SUFFIX_MALFORMED' },
        { urlFieldError: 'INVALID_TRACKING_URL_TEMPLATE' },
      ],
    );
  });
});
