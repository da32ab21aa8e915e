import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINKEDIN, LINKEDIN_API, linkedInHeaders, signInLinkedIn } from './ads-helpers.js';
import {
  buildTestApp,
  CLIENT_ID,
  CLIENT_SECRET,
  findFixture,
  postForm,
  refreshTokens,
} from './helpers.js';

let app: FastifyInstance;
let margaret: string;
const APOLLO = LINKEDIN.accounts.apollo;
const enc = encodeURIComponent;

beforeAll(async () => {
  ({ app } = await buildTestApp({ scale: { adsPerScaleAccount: 2_500 } }));
  margaret = (await signInLinkedIn(app, LINKEDIN.logins.margaret)).accessToken;
});
afterAll(async () => {
  await app.close();
});

function get(path: string, token = margaret, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: `${LINKEDIN_API}${path}`,
    headers: linkedInHeaders(token, headers),
  });
}

function partialUpdate(
  path: string,
  patch: unknown,
  token = margaret,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `${LINKEDIN_API}${path}`,
    headers: linkedInHeaders(token, { 'x-restli-method': 'PARTIAL_UPDATE', ...headers }),
    payload: patch as Record<string, unknown>,
  });
}

type Page = { elements: Array<Record<string, unknown>>; metadata: { nextPageToken?: string } };

describe('headers and tokens', () => {
  it('needs a live LinkedIn-Version (the dated migrations table) and Rest.li 2.0', async () => {
    const missing = await get('/adAccounts?q=search', margaret, { 'linkedin-version': '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VERSION_MISSING', status: 400 });
    // The test clock reads 2026-01-15: 202411 was sunset on 2025-11-17, LinkedIn released no
    // 202512, and 202602 is not out yet.
    for (const version of ['202312', '202411', '202512', '202602', '202613', 'latest']) {
      const response = await get('/adAccounts?q=search', margaret, { 'linkedin-version': version });
      expect(response.statusCode, version).toBe(426);
      expect(response.json()).toMatchObject({ status: 426, code: 'NONEXISTENT_VERSION' });
    }
    for (const version of ['202510', '202601', '202511.01'])
      expect(
        (await get('/adAccounts?q=search', margaret, { 'linkedin-version': version })).statusCode,
      ).toBe(200);
    const protocol = await get('/adAccounts?q=search', margaret, {
      'x-restli-protocol-version': '1.0.0',
    });
    expect(protocol.statusCode).toBe(400);
  });

  it('refuses 202510 from its sunset day, 2026-10-15 (learn.microsoft.com migrations table)', async () => {
    const { app: later } = await buildTestApp({ now: () => Date.UTC(2026, 9, 15, 0, 0, 1) });
    const token = (await signInLinkedIn(later, LINKEDIN.logins.margaret, 'r_ads')).accessToken;
    const ask = (version: string) =>
      later.inject({
        method: 'GET',
        url: `${LINKEDIN_API}/adAccounts?q=search`,
        headers: {
          authorization: `Bearer ${token}`,
          'linkedin-version': version,
          'x-restli-protocol-version': '2.0.0',
        },
      });
    const sunset = await ask('202510');
    expect(sunset.statusCode).toBe(426);
    // The version named as YYYYMMDD, like LinkedIn's "Requested version 20240401 is not active"
    // (field reports, platform-apis.md corrections).
    expect(sunset.json()).toEqual({
      status: 426,
      code: 'NONEXISTENT_VERSION',
      message: 'Requested version 20251001 is not active',
    });
    expect((await ask('202608')).statusCode).toBe(200);
    await later.close();
  });

  it('pages adAccountUsers by start and count, with the total', async () => {
    const page = async (query: string) =>
      (await get(`/adAccountUsers?q=authenticatedUser${query}`)).json<{
        elements: { account: string }[];
        paging: { start: number; count: number; total: number };
      }>();
    const first = await page('&start=0&count=2');
    expect(first.elements).toHaveLength(2);
    expect(first.paging).toMatchObject({ start: 0, count: 2, total: 3 });
    const second = await page('&start=2&count=2');
    expect(second.elements).toHaveLength(1);
    expect(second.elements[0]?.account).not.toBe(first.elements[0]?.account);
    expect((await get('/adAccountUsers?q=authenticatedUser&count=0')).statusCode).toBe(400);
  });

  it('answers a missing or unknown token with 401 in LinkedIn’s shape', async () => {
    const none = await app.inject({ method: 'GET', url: `${LINKEDIN_API}/adAccounts?q=search` });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      message: 'Empty oauth2_access_token',
      serviceErrorCode: 401,
      status: 401,
    });
    const unknown = await get('/adAccounts?q=search', 'AQVnot-a-token');
    expect(unknown.json()).toMatchObject({ status: 401, code: 'INVALID_ACCESS_TOKEN' });
  });

  it('needs r_ads to read and rw_ads to write', async () => {
    const signInOnly = (await signInLinkedIn(app, LINKEDIN.logins.margaret, 'openid profile email'))
      .accessToken;
    expect((await get('/adAccounts?q=search', signInOnly)).statusCode).toBe(403);
    const reader = (await signInLinkedIn(app, LINKEDIN.logins.margaret, 'r_ads')).accessToken;
    expect((await get('/adAccounts?q=search', reader)).statusCode).toBe(200);
    const write = await partialUpdate(
      `/adAccounts/${APOLLO}/creatives/${enc('urn:li:sponsoredCreative:808900101')}`,
      { patch: { $set: { name: 'x' } } },
      reader,
    );
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({
      status: 403,
      serviceErrorCode: 100,
      code: 'ACCESS_DENIED',
    });
  });

  it('answers as LinkedIn once the grant is revoked, and refuses the refresh', async () => {
    const hedy = await signInLinkedIn(app, LINKEDIN.logins.hedy);
    const revoke = await postForm(app, '/sandbox/linkedin/oauth/v2/revoke', {
      token: hedy.accessToken,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    });
    expect(revoke.statusCode).toBe(200);
    const call = await get('/adAccounts?q=search', hedy.accessToken);
    expect(call.statusCode).toBe(401);
    expect(call.json()).toMatchObject({ status: 401, code: 'REVOKED_ACCESS_TOKEN' });
    const refresh = await refreshTokens(app, findFixture('linkedin'), hedy.refreshToken);
    expect(refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers unknown resources with LinkedIn’s 404', async () => {
    const response = await get('/adAccountz?q=search');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('ad accounts and roles', () => {
  it('finds the member’s accounts, filtered by the Rest.li search criteria', async () => {
    const all = (await get('/adAccounts?q=search')).json<Page>();
    expect(all.elements.map((account) => account.id)).toEqual([508900001, 508900002, 508900003]);
    expect(all.elements[0]).toMatchObject({
      id: 508900001,
      name: 'Apollo Guidance',
      currency: 'USD',
      status: 'ACTIVE',
      reference: 'urn:li:organization:10450001',
      test: false,
    });
    expect(all.metadata).toEqual({});
    const hedy = (await signInLinkedIn(app, LINKEDIN.logins.hedy)).accessToken;
    const active = (
      await get('/adAccounts?q=search&search=(status:(values:List(ACTIVE)),test:false)', hedy)
    ).json<Page>();
    expect(active.elements.map((account) => account.name)).toEqual([
      'Frequency Hopping GmbH',
      'Lamarr Films',
    ]);
    const bad = await get('/adAccounts?q=search&search=(colour:(values:List(RED)))');
    expect(bad.statusCode).toBe(400);
    const broken = await get('/adAccounts?q=search&search=(status:(values:List(ACTIVE))');
    expect(broken.statusCode).toBe(400);
  });

  it('reads one account the member has a role on, and refuses others', async () => {
    expect((await get(`/adAccounts/${APOLLO}`)).json()).toMatchObject({
      id: APOLLO,
      name: 'Apollo Guidance',
    });
    expect((await get(`/adAccounts/${LINKEDIN.accounts.frequency}`)).statusCode).toBe(403);
  });

  it('lists the member’s roles, VIEWER included', async () => {
    const body = (await get('/adAccountUsers?q=authenticatedUser')).json<{
      elements: Array<Record<string, unknown>>;
    }>();
    expect(body.elements).toEqual([
      expect.objectContaining({
        account: 'urn:li:sponsoredAccount:508900001',
        role: 'ACCOUNT_MANAGER',
        user: 'urn:li:person:mH4k2QxT9a',
      }),
      expect.objectContaining({
        account: 'urn:li:sponsoredAccount:508900002',
        role: 'CAMPAIGN_MANAGER',
      }),
      expect.objectContaining({ account: 'urn:li:sponsoredAccount:508900003', role: 'VIEWER' }),
    ]);
  });
});

describe('campaign groups, campaigns, creatives', () => {
  it('finds campaign groups and campaigns by status and group', async () => {
    const groups = (
      await get(
        `/adAccounts/${APOLLO}/adCampaignGroups?q=search&search=(status:(values:List(ACTIVE,PAUSED)))`,
      )
    ).json<Page>();
    expect(groups.elements.map((group) => group.name)).toEqual(['Always on', 'Paused launches']);
    const campaigns = (
      await get(
        `/adAccounts/${APOLLO}/adCampaigns?q=search&search=(campaignGroup:(values:List(${enc('urn:li:sponsoredCampaignGroup:608900101')})))`,
      )
    ).json<Page>();
    expect(campaigns.elements.map((campaign) => campaign.format)).toEqual([
      'TEXT_AD',
      'SPOTLIGHT',
      'SINGLE_VIDEO',
      'STANDARD_UPDATE',
      'CAROUSEL',
      'FOLLOW_COMPANY',
      'JOBS',
      'SPONSORED_INMAIL',
      'SPONSORED_MESSAGE',
      'SPONSORED_UPDATE_EVENT',
      'SPONSORED_UPDATE_NATIVE_DOCUMENT',
    ]);
    expect(campaigns.elements[0]).toMatchObject({
      id: 708900101,
      account: 'urn:li:sponsoredAccount:508900001',
      campaignGroup: 'urn:li:sponsoredCampaignGroup:608900101',
      type: 'TEXT_AD',
      status: 'ACTIVE',
    });
  });

  it('finds a campaign’s creatives with cursor paging', async () => {
    const campaigns = `List(${enc('urn:li:sponsoredCampaign:708900101')})`;
    const first = (
      await get(`/adAccounts/${APOLLO}/creatives?q=criteria&campaigns=${campaigns}&pageSize=5`)
    ).json<Page>();
    expect(first.elements).toHaveLength(5);
    expect(first.elements[0]).toMatchObject({
      id: 'urn:li:sponsoredCreative:808900101',
      campaign: 'urn:li:sponsoredCampaign:708900101',
      intendedStatus: 'ACTIVE',
      isServing: true,
      content: { textAd: { landingPage: 'https://apollo-guidance.example/' } },
    });
    expect(first.elements[1]?.content).toEqual({
      textAd: expect.not.objectContaining({ landingPage: expect.anything() }),
    });
    const token = first.metadata.nextPageToken ?? '';
    const second = (
      await get(
        `/adAccounts/${APOLLO}/creatives?q=criteria&campaigns=${campaigns}&pageSize=5&pageToken=${enc(token)}`,
      )
    ).json<Page>();
    expect(second.elements.map((creative) => creative.name)).toEqual([
      'Text – foreign parameters',
      'Text – paused',
      'Text – archived',
      '',
    ]);
    expect(second.metadata).toEqual({});
    const active = (
      await get(
        `/adAccounts/${APOLLO}/creatives?q=criteria&campaigns=${campaigns}&intendedStatuses=List(PAUSED,ARCHIVED)`,
      )
    ).json<Page>();
    expect(active.elements).toHaveLength(2);
    const stale = await get(`/adAccounts/${APOLLO}/creatives?q=criteria&pageToken=${enc(token)}`);
    expect(stale.statusCode).toBe(400);
    expect((await get(`/adAccounts/${APOLLO}/creatives?q=criteria&pageSize=1001`)).statusCode).toBe(
      400,
    );
  });

  it('pages the scale account by up to 1,000 creatives', async () => {
    const scale = (await signInLinkedIn(app, LINKEDIN.logins.scale)).accessToken;
    const ids = new Set<unknown>();
    let token: string | undefined;
    const sizes: number[] = [];
    do {
      const url = `/adAccounts/${LINKEDIN.accounts.scale}/creatives?q=criteria&pageSize=1000${token ? `&pageToken=${enc(token)}` : ''}`;
      const page = (await get(url, scale)).json<Page>();
      sizes.push(page.elements.length);
      for (const creative of page.elements) ids.add(creative.id);
      token = page.metadata.nextPageToken;
    } while (token);
    expect(sizes).toEqual([1000, 1000, 500]);
    expect(ids.size).toBe(2500);
    const defaults = (
      await get(`/adAccounts/${LINKEDIN.accounts.scale}/creatives?q=criteria`, scale)
    ).json<Page>();
    expect(defaults.elements).toHaveLength(100);
  });

  it('reads one creative by its encoded URN', async () => {
    const response = await get(
      `/adAccounts/${APOLLO}/creatives/${enc('urn:li:sponsoredCreative:808900117')}`,
    );
    expect(response.json()).toMatchObject({
      content: { reference: 'urn:li:ugcPost:7200000000000000102' },
    });
    expect(
      (await get(`/adAccounts/${APOLLO}/creatives/${enc('urn:li:sponsoredCreative:1')}`))
        .statusCode,
    ).toBe(404);
  });
});

describe('PARTIAL_UPDATE', () => {
  const textAd = `/adAccounts/${APOLLO}/creatives/${enc('urn:li:sponsoredCreative:808900106')}`;

  it('refuses a text ad’s landing page: the creatives API does not list it as updatable', async () => {
    const landingPage = 'https://apollo-guidance.example/?utm_source=linkedin';
    const response = await partialUpdate(textAd, {
      patch: { content: { textAd: { $set: { landingPage } } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorDetails: { inputErrors: [{ code: 'FIELD_NOT_UPDATABLE' }] },
    });
    const headline = await partialUpdate(textAd, {
      patch: { content: { textAd: { $set: { headline: 'Reach the Moon' } } } },
    });
    expect(headline.statusCode).toBe(204);
  });

  it('refuses fields that cannot change', async () => {
    const reference = await partialUpdate(
      `/adAccounts/${APOLLO}/creatives/${enc('urn:li:sponsoredCreative:808900111')}`,
      {
        patch: { $set: { content: { reference: 'urn:li:share:1' } } },
      },
    );
    expect(reference.statusCode).toBe(400);
    expect(reference.json()).toMatchObject({
      status: 400,
      errorDetails: {
        inputErrors: [
          {
            code: 'FIELD_NOT_UPDATABLE',
            input: { inputPath: { fieldPath: '/content/reference' } },
          },
        ],
      },
    });
    const invalid = await partialUpdate(textAd, {
      patch: { content: { textAd: { $set: { landingPage: 'apollo guidance' } } } },
    });
    expect(invalid.json()).toMatchObject({
      errorDetails: { inputErrors: [{ code: 'FIELD_NOT_UPDATABLE' }] },
    });
    const malformed = await partialUpdate(textAd, { $set: { name: 'no patch wrapper' } });
    expect(malformed.statusCode).toBe(400);
    const noMethod = await app.inject({
      method: 'POST',
      url: `${LINKEDIN_API}${textAd}`,
      headers: linkedInHeaders(margaret),
      payload: { patch: {} },
    });
    expect(noMethod.statusCode).toBe(400);
  });

  it('refuses writes on an account where the member is a VIEWER', async () => {
    const response = await partialUpdate(
      `/adAccounts/${LINKEDIN.accounts.draper}/creatives/${enc('urn:li:sponsoredCreative:808900301')}`,
      {
        patch: { $set: { intendedStatus: 'PAUSED' } },
      },
    );
    expect(response.statusCode).toBe(403);
    expect(
      (await get(`/adAccounts/${LINKEDIN.accounts.draper}/creatives?q=criteria`)).statusCode,
    ).toBe(200);
  });

  it('reads a post and updates its contentLandingPage; carousel cards cannot change', async () => {
    const post = `/posts/${enc('urn:li:share:7100000000000000102')}`;
    expect((await get(post)).json()).toMatchObject({
      id: 'urn:li:share:7100000000000000102',
      contentLandingPage: 'https://apollo-guidance.example/pricing?plan=pro&ref=li#compare',
      adContext: { dscAdAccount: 'urn:li:sponsoredAccount:508900001', isDsc: true },
    });
    const landingPage =
      'https://apollo-guidance.example/pricing?plan=pro&ref=li&utm_source=linkedin#compare';
    expect(
      (await partialUpdate(post, { patch: { $set: { contentLandingPage: landingPage } } }))
        .statusCode,
    ).toBe(204);
    expect((await get(post)).json()).toMatchObject({ contentLandingPage: landingPage });
    const carousel = (await get(`/posts/${enc('urn:li:ugcPost:7200000000000000102')}`)).json<{
      content: { carousel: { cards: unknown[] } };
    }>();
    expect(carousel.content.carousel.cards).toHaveLength(3);
    const cards = await partialUpdate(`/posts/${enc('urn:li:ugcPost:7200000000000000102')}`, {
      patch: { $set: { content: { carousel: { cards: [] } } } },
    });
    expect(cards.statusCode).toBe(400);
    expect((await get(`/posts/${enc('urn:li:share:1')}`)).statusCode).toBe(404);
  });
});
