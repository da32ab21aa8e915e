import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdPlatform, PlatformAd } from '../../src/ad-platform.js';
import { collectPages } from '../../src/http/paginate.js';
import {
  connectLogin,
  createLoginCredentials,
  startSandbox,
  type LoginCredentials,
  type SandboxHarness,
  createSandboxGoogle,
} from './sandbox-harness.js';

// Keyword-level tracking against the sandbox. Sources: "The keyword tracking template is the most
// specific followed by the ad, ad group, campaign, then account" (support.google.com/google-ads/
// answer/7197008); AdGroupCriterion has `tracking_url_template`, `final_url_suffix` and
// `url_custom_parameters` (developers.google.com/google-ads/api/reference/rpc/v25/AdGroupCriterion);
// GAQL selects them from `ad_group_criterion`, filtered by the keyword's status and ad group
// (developers.google.com/google-ads/api/docs/query/grammar). Cobol Coffee (a client reached
// through Grace's manager account) seeds such keywords.

const { logins, customers } = SANDBOX_AD_CATALOG.google;
const coffee = { id: customers.coffee, managerId: customers.agencyManager };

let harness: SandboxHarness;
let google: AdPlatform;
let credentials: LoginCredentials;
const queries: string[] = [];

beforeAll(async () => {
  harness = await startSandbox();
  ({ google } = createSandboxGoogle(harness, {
    observe: (_input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('"query"')) {
        queries.push(String((JSON.parse(init.body) as { query: unknown }).query));
      }
    },
  }));
  credentials = createLoginCredentials(
    google.oauth,
    await connectLogin(google.oauth, logins.grace),
  );
});

afterAll(async () => {
  await harness.close();
});

const findAd = (ads: PlatformAd[], id: string) => ads.find((ad) => ad.id === id);

describe('keyword-level tracking (the keyword is the most specific level)', () => {
  it('reads the URL fields of the enabled keywords of each ad group, in one query for the listing', async () => {
    queries.length = 0;
    const ads = await collectPages(google.listAds(credentials, coffee));
    const espressoKeywords = [
      {
        criterionId: '51000000501',
        text: 'espresso beans',
        matchType: 'EXACT',
        finalUrlSuffix: 'utm_source=bing&utm_medium=cpc&kw=espresso',
        trackingUrlTemplate: null,
        urlCustomParameters: [],
      },
      {
        criterionId: '51000000502',
        text: 'dark roast espresso',
        matchType: 'PHRASE',
        finalUrlSuffix: null,
        trackingUrlTemplate: '{lpurl}?kwtrack=dark-roast',
        urlCustomParameters: [],
      },
    ];
    // Both Espresso ads serve through the same keywords; the paused one and the one that sets
    // nothing are left out.
    expect(findAd(ads, '41000000501')?.keywordTracking).toEqual(espressoKeywords);
    expect(findAd(ads, '41000000502')?.keywordTracking).toEqual(espressoKeywords);
    expect(findAd(ads, '41000000503')?.keywordTracking).toEqual([
      {
        criterionId: '51000000505',
        text: 'filter coffee',
        matchType: 'PHRASE',
        finalUrlSuffix: null,
        trackingUrlTemplate: null,
        urlCustomParameters: [{ key: 'brew', value: 'pour-over' }],
      },
    ]);
    // Batched per set of ad groups, not per ad: one keyword query for the page's ad groups.
    const keywordQueries = queries.filter((query) => query.includes('FROM ad_group_criterion'));
    expect(keywordQueries).toHaveLength(1);
    expect(keywordQueries[0]).toMatch(/ad_group\.id IN \(\d+, \d+\)$/);
  });

  it('gives an ad of an account without such keywords an empty list', async () => {
    const consulting = { id: customers.consulting, managerId: null };
    const ads = await collectPages(google.listAds(credentials, consulting));
    expect(ads.length).toBeGreaterThan(0);
    expect(
      ads.every((ad) => Array.isArray(ad.keywordTracking) && ad.keywordTracking.length === 0),
    ).toBe(true);
  });
});
