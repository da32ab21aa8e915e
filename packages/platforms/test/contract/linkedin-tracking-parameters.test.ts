import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdPlatform, PlatformAd } from '../../src/ad-platform.js';
import { collectPages } from '../../src/http/paginate.js';
import {
  accountTrackingParametersPath,
  trackingParametersPath,
} from '../../src/linkedin/linkedin-tracking-parameters.js';
import {
  connectContractClient,
  startSandbox,
  type LoginCredentials,
  type SandboxHarness,
} from './sandbox-harness.js';

// LinkedIn dynamic UTM tracking parameters per campaign. Official source:
// https://learn.microsoft.com/en-us/linkedin/marketing/integrations/ads-reporting/dynamic-utm-tracking
// (campaign level, applied to every creative without a new review). Key and body shape from public
// code (platform-apis.md addendum §4) [unconfirmed on the official page].

const { logins, accounts } = SANDBOX_AD_CATALOG.linkedin;
const apollo = { id: String(accounts.apollo), managerId: null };
const hamilton = { id: String(accounts.hamilton), managerId: null };
const TEXT_CAMPAIGN = '708900101';
const VIDEO_CAMPAIGN = '708900103';
const CONVERSATION_CAMPAIGN = '708900109';

let harness: SandboxHarness;
let linkedin: AdPlatform;
let credentials: LoginCredentials;

beforeAll(async () => {
  harness = await startSandbox();
  ({ client: linkedin, credentials } = await connectContractClient(
    harness,
    'linkedin',
    logins.margaret,
  ));
});

afterAll(async () => {
  await harness.close();
});

const readAds = (): Promise<PlatformAd[]> => collectPages(linkedin.listAds(credentials, apollo));

/** A raw call, to see the sandbox refuse what LinkedIn refuses whatever our client sends. */
async function send(
  method: 'GET' | 'PUT',
  campaignId: string,
  body?: unknown,
  version = '202606',
  path = trackingParametersPath(campaignId),
) {
  const response = await fetch(`${harness.sandboxUrl}/linkedin-api/rest/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await credentials.getAccessToken()}`,
      'linkedin-version': version,
      'x-restli-protocol-version': '2.0.0',
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

describe('dynamic UTM tracking (learn.microsoft.com …/ads-reporting/dynamic-utm-tracking)', () => {
  it('lists each ad with its campaign’s tracking parameters, none as empty maps', async () => {
    const ads = await readAds();
    const video = ads.find((ad) => ad.hierarchy.campaign.id === VIDEO_CAMPAIGN);
    expect(video?.campaignTrackingParameters).toEqual({
      dynamic: { li_campaign: 'CAMPAIGN_ID' },
      custom: { ref: 'linkedin-video' },
    });
    const text = ads.find((ad) => ad.hierarchy.campaign.id === TEXT_CAMPAIGN);
    expect(text?.campaignTrackingParameters).toEqual({ dynamic: {}, custom: {} });
  });

  it('PUTs a campaign once for all its ads and leaves the creatives untouched', async () => {
    const before = await readAds();
    const textAds = before.filter((ad) => ad.hierarchy.campaign.id === TEXT_CAMPAIGN);
    const target = {
      campaignId: TEXT_CAMPAIGN,
      dynamic: { utm_campaign: 'CAMPAIGN_NAME', utm_content: 'CREATIVE_ID' },
      custom: { utm_source: 'linkedin' },
    };
    const results = await linkedin.applyUrlChanges(
      credentials,
      apollo,
      textAds.map((ad) => ({ resourceName: ad.resourceName, campaignTrackingParameters: target })),
    );
    expect(results.every((result) => result.isApplied)).toBe(true);
    const after = await readAds();
    for (const ad of after.filter((entry) => entry.hierarchy.campaign.id === TEXT_CAMPAIGN)) {
      expect(ad.campaignTrackingParameters).toEqual({
        dynamic: target.dynamic,
        custom: target.custom,
      });
      expect(ad.landingPages).toEqual(
        before.find((entry) => entry.resourceName === ad.resourceName)?.landingPages,
      );
    }
    // A PUT replaces: what it leaves out is gone.
    await linkedin.applyUrlChanges(credentials, apollo, [
      {
        resourceName: textAds[0]?.resourceName ?? '',
        campaignTrackingParameters: { campaignId: TEXT_CAMPAIGN, dynamic: {}, custom: { a: 'b' } },
      },
    ]);
    expect((await send('GET', TEXT_CAMPAIGN)).body).toMatchObject({
      dynamicValueParameters: {},
      customValueParameters: { a: 'b' },
    });
  });
});

describe('account-level tracking parameters (dynamic-utm-tracking: "per ad account from 202608")', () => {
  it('reads the account’s own parameters beside each campaign’s, none as empty maps', async () => {
    const hamiltonAds = await collectPages(linkedin.listAds(credentials, hamilton));
    expect(hamiltonAds.length).toBeGreaterThan(0);
    for (const ad of hamiltonAds)
      expect(ad.accountTrackingParameters).toEqual({
        dynamic: { li_account: 'ACCOUNT_ID' },
        custom: { utm_source: 'linkedin' },
      });
    const apolloAds = await readAds();
    expect(apolloAds[0]?.accountTrackingParameters).toEqual({ dynamic: {}, custom: {} });
  });

  it('serves the account key from 202608 only', async () => {
    const path = accountTrackingParametersPath(String(accounts.hamilton));
    expect((await send('GET', '', undefined, '202608', path)).body).toEqual({
      adEntity: { sponsoredAccount: `urn:li:sponsoredAccount:${accounts.hamilton}` },
      dynamicValueParameters: { li_account: 'ACCOUNT_ID' },
      customValueParameters: { utm_source: 'linkedin' },
    });
    expect((await send('GET', '', undefined, '202606', path)).status).toBe(400);
  });
});

describe('adTrackingParameters refusals (public code; official page for the dynamic values)', () => {
  const entity = (campaignId: string) => ({
    sponsoredCampaign: `urn:li:sponsoredCampaign:${campaignId}`,
  });

  it('needs the body adEntity ("/adEntity :: field is required")', async () => {
    const answer = await send('PUT', VIDEO_CAMPAIGN, { customValueParameters: { a: 'b' } });
    expect(answer).toMatchObject({
      status: 422,
      body: { message: '/adEntity :: field is required' },
    });
  });

  it('takes maps, not arrays of key/value pairs', async () => {
    const answer = await send('PUT', VIDEO_CAMPAIGN, {
      adEntity: entity(VIDEO_CAMPAIGN),
      customValueParameters: [{ key: 'utm_source', value: 'linkedin' }],
    });
    expect(answer.status).toBe(422);
  });

  it('refuses a dynamic value LinkedIn does not define, and CREATIVE_NAME before 202606', async () => {
    const unknown = await send('PUT', VIDEO_CAMPAIGN, {
      adEntity: entity(VIDEO_CAMPAIGN),
      dynamicValueParameters: { utm_campaign: '{{campaign.name}}' },
    });
    expect(unknown.status).toBe(422);
    const early = await send(
      'PUT',
      VIDEO_CAMPAIGN,
      { adEntity: entity(VIDEO_CAMPAIGN), dynamicValueParameters: { c: 'CREATIVE_NAME' } },
      '202605',
    );
    expect(early.status).toBe(422);
  });

  it('refuses Conversation and Message ads (not supported there, per the official page)', async () => {
    const answer = await send('PUT', CONVERSATION_CAMPAIGN, {
      adEntity: entity(CONVERSATION_CAMPAIGN),
      customValueParameters: { utm_source: 'linkedin' },
    });
    expect(answer.status).toBe(400);
  });

  it('refuses a bare urn as the key', async () => {
    const response = await fetch(
      `${harness.sandboxUrl}/linkedin-api/rest/adTrackingParameters/${encodeURIComponent(`urn:li:sponsoredCampaign:${VIDEO_CAMPAIGN}`)}`,
      {
        headers: {
          authorization: `Bearer ${await credentials.getAccessToken()}`,
          'linkedin-version': '202606',
          'x-restli-protocol-version': '2.0.0',
        },
      },
    );
    expect(response.status).toBe(400);
  });
});
