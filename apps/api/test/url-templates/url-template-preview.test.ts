import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { URL_LENGTH_LIMITS } from '@utmost/tagging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_AD_LIFETIME_MS } from '../../src/features/ad-platforms/platforms/sample-ad-cache.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { createTestClock, type TestClock } from '../helpers/test-clock.js';
import {
  addPayload,
  callAds,
  connect,
  createOrganization,
  type Organization,
} from '../ad-platforms/ad-platform-fixtures.js';
import {
  AD_PLATFORM_TEST_ENV,
  armSandboxFault,
  clearSandboxFaults,
} from '../ad-platforms/sandbox-control.js';
import { dynamicEntry, staticEntry, type TemplateEntryBody } from './url-template-fixtures.js';

// The editor's live preview: the unsaved template rendered for a real ad of a connected account,
// by the engine a run uses.

const { google, linkedin } = SANDBOX_AD_CATALOG;
const ENGINES = `customers/${google.customers.engines}`;

let testApp: TestApp;
let clock: TestClock;
let organization: Organization;

interface Preview {
  sampleAd: Record<string, unknown> | null;
  toUtm: string;
  url: string | null;
  errorType: string | null;
  ignoredParameters: { name: string; reason: string }[];
}

beforeAll(async () => {
  clock = createTestClock();
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV, now: clock.now });
  organization = await createOrganization(testApp, 'Preview');
  await connect(testApp.app, organization, 'google', google.logins.ada);
  await connect(testApp.app, organization, 'linkedin', linkedin.logins.margaret);
  for (const [platform, email, ids] of [
    ['google', google.logins.ada, [google.customers.hearthly, google.customers.engines]],
    ['linkedin', linkedin.logins.margaret, [String(linkedin.accounts.apollo)]],
  ] as const) {
    const added = await callAds(
      testApp.app,
      organization,
      'POST',
      `${platform}/ads/accounts`,
      addPayload(organization, platform, email, [...ids]),
    );
    expect(added.statusCode, added.body).toBe(201);
  }
});

afterAll(async () => {
  await testApp.close();
});

async function preview(
  platform: string,
  urlTemplate: Record<string, TemplateEntryBody>,
  options: { resourceName?: string; organization?: Organization; status?: number } = {},
): Promise<Preview> {
  const response = await callAds(
    testApp.app,
    options.organization ?? organization,
    'POST',
    `${platform}/urlTemplate/preview`,
    {
      urlTemplate,
      ...(options.resourceName !== undefined && { resourceName: options.resourceName }),
    },
  );
  expect(response.statusCode, response.body).toBe(options.status ?? 200);
  return (response.json() as { content: Preview }).content;
}

const TEMPLATE = {
  utm_source: staticEntry('paid search'),
  utm_campaign: dynamicEntry('{campaign_name}'),
  utm_term: dynamicEntry('{keyword}'),
};

describe('the template preview', () => {
  it('without a connected account renders the parameters only, dynamic values as written', async () => {
    const empty = await createOrganization(testApp, 'PreviewEmpty');
    expect(
      await preview(
        'google',
        { ...TEMPLATE, dropped: { ...staticEntry('x'), toBeDeleted: true } },
        { organization: empty },
      ),
    ).toEqual({
      sampleAd: null,
      toUtm: 'utm_source=paid%20search&utm_campaign={campaign_name}&utm_term={keyword}',
      url: null,
      errorType: null,
      ignoredParameters: [],
    });
  });

  it('renders the template for an ad of the most recently connected account', async () => {
    const result = await preview('google', TEMPLATE);
    // Both accounts were connected at once: the first by resource name is Hearthly.
    expect(result.sampleAd).toEqual({
      adAccountName: 'Hearthly',
      resourceName: expect.stringMatching(/^customers\/4120000001\/ads\/\d+$/),
      name: null,
      campaignName: 'Brand',
      groupName: 'Hearthly',
      landingPage: 'https://www.hearthly.example/',
      // Hearthly sets tracking nowhere above its ads.
      inheritedTracking: null,
      // A LinkedIn field: Google has no account-level tracking parameters of that kind.
      accountTrackingParameters: null,
      // Hearthly's keywords set no URL fields of their own.
      keywordOverrides: [],
    });
    expect(result).toMatchObject({
      toUtm: 'utm_source=paid%20search&utm_campaign=Brand&utm_term={keyword}',
      // Google appends the final URL suffix to the final URL at click time.
      url: 'https://www.hearthly.example/?utm_source=paid%20search&utm_campaign=Brand&utm_term={keyword}',
      errorType: null,
      ignoredParameters: [],
    });
  });

  it('takes the sample from the account named', async () => {
    const result = await preview('google', TEMPLATE, { resourceName: ENGINES });
    expect(result.sampleAd).toMatchObject({
      adAccountName: 'Analytical Engines Ltd',
      inheritedTracking: {
        finalUrlSuffix: { value: 'utm_content=core', level: 'adGroup' },
        trackingUrlTemplate: { value: '{lpurl}?cmp=search', level: 'campaign' },
      },
    });
    const landingPage = String(result.sampleAd?.landingPage);
    // The sample ad inherits `utm_content=core` from its ad group: the suffix written at ad level
    // replaces it, so it is kept in front of ours (issue 12).
    expect(result.url).toBe(`${landingPage}?utm_content=core&${result.toUtm}`);
    expect(result.toUtm).toContain('utm_campaign=Search%20%E2%80%93%20Difference%20Engine');
  });

  it('merges into a LinkedIn landing page, reporting what the platform does not offer', async () => {
    const result = await preview('linkedin', {
      ...TEMPLATE,
      utm_content: dynamicEntry('{creative_name}'),
      'bad name': staticEntry('x'),
      empty: staticEntry(' '),
    });
    expect(result.sampleAd).toMatchObject({
      adAccountName: 'Apollo Guidance',
      groupName: 'Always on',
    });
    expect(result.url).toBe(`${String(result.sampleAd?.landingPage)}?${result.toUtm}`);
    expect(result.toUtm).toMatch(/^utm_source=paid%20search&utm_campaign=[^&]+&utm_content=/);
    expect(result.ignoredParameters).toEqual([
      { name: 'utm_term', reason: 'DYNAMIC_VALUE_NOT_OFFERED' },
      { name: 'bad name', reason: 'INVALID_PARAMETER_NAME' },
      { name: 'empty', reason: 'EMPTY_VALUE' },
    ]);
  });

  it('reports URL_TOO_LONG when the parameters push the URL past the platform’s limit', async () => {
    const fits = await preview('linkedin', { utm_source: staticEntry('x') });
    const room = URL_LENGTH_LIMITS.linkedin - (fits.url?.length ?? 0);
    const exact = await preview('linkedin', { utm_source: staticEntry(`x${'a'.repeat(room)}`) });
    expect(exact.url).toHaveLength(URL_LENGTH_LIMITS.linkedin);
    const tooLong = await preview('linkedin', {
      utm_source: staticEntry(`x${'a'.repeat(room + 1)}`),
    });
    expect(tooLong).toMatchObject({ url: null, errorType: 'URL_TOO_LONG' });
    expect(tooLong.toUtm).toBe(`utm_source=x${'a'.repeat(room + 1)}`);
  });

  it('answers 404 for an ad account the organization lacks', async () => {
    await preview('google', TEMPLATE, { resourceName: 'customers/1', status: 404 });
  });

  it('reads the sample once every few minutes, and says so when the platform fails', async () => {
    await preview('google', TEMPLATE, { resourceName: ENGINES });
    await armSandboxFault(testApp.app, {
      provider: 'google',
      endpoint: 'google-ads:search',
      kind: 'server_error',
      times: 20,
    });
    try {
      const cached = await preview('google', TEMPLATE, { resourceName: ENGINES });
      expect(cached.sampleAd).toMatchObject({ adAccountName: 'Analytical Engines Ltd' });
      clock.advance(SAMPLE_AD_LIFETIME_MS + 1);
      const response = await callAds(
        testApp.app,
        organization,
        'POST',
        'google/urlTemplate/preview',
        {
          urlTemplate: TEMPLATE,
          resourceName: ENGINES,
        },
      );
      expect(response.statusCode, response.body).toBe(502);
      expect(response.json().error.code).toBe('PLATFORM_ERROR');
    } finally {
      await clearSandboxFaults(testApp.app);
    }
    const again = await preview('google', TEMPLATE, { resourceName: ENGINES });
    expect(again.sampleAd).toMatchObject({ adAccountName: 'Analytical Engines Ltd' });
  });
});

// LinkedIn-Version 202608 added tracking parameters per ad account, which LinkedIn may serve beside
// the campaign's (learn.microsoft.com/en-us/linkedin/marketing/integrations/ads-reporting/
// dynamic-utm-tracking; precedence unconfirmed): the preview shows them. The sandbox seeds them on
// Hamilton Software.
describe('the template preview of a LinkedIn account with its own tracking parameters', () => {
  it('shows the account-level parameters beside the sample ad', async () => {
    const hamilton = String(linkedin.accounts.hamilton);
    const added = await callAds(
      testApp.app,
      organization,
      'POST',
      'linkedin/ads/accounts',
      addPayload(organization, 'linkedin', linkedin.logins.margaret, [hamilton]),
    );
    expect(added.statusCode, added.body).toBe(201);
    const result = await preview('linkedin', TEMPLATE, {
      resourceName: `urn:li:sponsoredAccount:${hamilton}`,
    });
    expect(result.sampleAd).toMatchObject({
      adAccountName: 'Hamilton Software',
      accountTrackingParameters: {
        dynamic: { li_account: 'ACCOUNT_ID' },
        custom: { utm_source: 'linkedin' },
      },
    });
    // Apollo sets none at account level.
    const apollo = await preview('linkedin', TEMPLATE, {
      resourceName: `urn:li:sponsoredAccount:${linkedin.accounts.apollo}`,
    });
    expect(apollo.sampleAd).toMatchObject({ accountTrackingParameters: null });
  });
});
