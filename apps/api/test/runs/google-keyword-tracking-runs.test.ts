import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAds, createOrganization } from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  listAllResults,
  prepareAccount,
  RUN_TEMPLATES,
  RUN_TEST_ENV,
  runToCompletion,
  type RunDetailBody,
} from './run-fixtures.js';

// Issue 30 item 2: "The keyword tracking template is the most specific followed by the ad, ad
// group, campaign, then account" (support.google.com/google-ads/answer/7197008). Cobol Coffee's
// Espresso ad group has an enabled keyword with a suffix of its own, so the suffix a direct run
// writes on its ads never reaches the clicks through that keyword: those ads are partially
// updated with the keyword named. Its keyword with its own tracking template does not matter in
// direct mode (the suffix reaches the landing page through {lpurl}); the paused keyword serves
// nothing; Filter's keyword sets only a custom parameter no value of the template uses.

const { google } = SANDBOX_AD_CATALOG;
const COFFEE = {
  login: google.logins.grace,
  id: google.customers.coffee,
  resourceName: `customers/${google.customers.coffee}`,
};
const ESPRESSO_ADS = ['41000000501', '41000000502'];
const ESPRESSO_BEANS = {
  criterionId: '51000000501',
  text: 'espresso beans',
  matchType: 'EXACT',
  fields: ['finalUrlSuffix'],
};

type ResultWithKeywords = RunDetailBody & {
  keywordOverrides?: (typeof ESPRESSO_BEANS)[];
};

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ runWorkers: true, env: RUN_TEST_ENV });
});

afterAll(async () => {
  await testApp.close();
});

describe('a Google run over an account whose keywords set their own URL fields', () => {
  it('partially updates the ads whose keywords override the suffix, naming the keywords, on every run', async () => {
    const { app } = testApp;
    const organization = await createOrganization(testApp, 'google-keyword-tracking');
    await prepareAccount(app, organization, 'google', COFFEE);

    const first = await runToCompletion(app, organization, 'google', COFFEE.resourceName);
    expect(first.counts).toMatchObject({ partially_updated: 2, updated: 1 });
    const results = (await listAllResults(
      app,
      organization,
      'google',
      COFFEE.id,
      first.jobId!,
    )) as ResultWithKeywords[];
    const byAd = new Map(results.map((result) => [result.parsedAsset.adId, result]));
    for (const adId of ESPRESSO_ADS) {
      expect(byAd.get(adId), adId).toMatchObject({
        status: 'partially_updated',
        keywordOverrides: [ESPRESSO_BEANS],
      });
      // The ad itself is tagged: the suffix was written for the clicks through other keywords.
      expect(byAd.get(adId)?.urlAfter).toContain('utm_source=google');
    }
    expect(byAd.get('41000000503')).toMatchObject({ status: 'updated', keywordOverrides: [] });

    // A second run changes nothing, and still says which keywords keep their own suffix.
    const second = await runToCompletion(app, organization, 'google', COFFEE.resourceName);
    expect(second.counts).toMatchObject({ skipped: 3, partially_updated: 0, updated: 0 });
    const again = (await listAllResults(
      app,
      organization,
      'google',
      COFFEE.id,
      second.jobId!,
    )) as ResultWithKeywords[];
    for (const result of again.filter((item) => ESPRESSO_ADS.includes(item.parsedAsset.adId!))) {
      expect(result.keywordOverrides).toEqual([ESPRESSO_BEANS]);
    }
  });

  it('names the overriding keywords of the sample ad in the template preview', async () => {
    const { app } = testApp;
    const organization = await createOrganization(testApp, 'google-keyword-preview');
    await prepareAccount(app, organization, 'google', COFFEE);
    const response = await callAds(app, organization, 'POST', 'google/urlTemplate/preview', {
      urlTemplate: RUN_TEMPLATES.google,
      resourceName: COFFEE.resourceName,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { sampleAd } = (
      response.json() as {
        content: { sampleAd: { resourceName: string; keywordOverrides: unknown[] } };
      }
    ).content;
    expect(sampleAd.resourceName).toBe(`customers/${COFFEE.id}/ads/${ESPRESSO_ADS[0]}`);
    expect(sampleAd.keywordOverrides).toEqual([ESPRESSO_BEANS]);
  });
});
