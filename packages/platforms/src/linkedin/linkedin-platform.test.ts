import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createTestCredentials,
  createTestHttp,
  jsonResponse,
  type RecordedCall,
} from '../../test/fake-fetch.js';
import { collectPages } from '../http/paginate.js';
import { sandboxPlatformUrls } from '../platform-urls.js';
import {
  createLinkedInPlatform,
  LINKEDIN_DEFAULT_API_VERSION,
  type LinkedInPlatformConfig,
} from './linkedin-platform.js';
import { CAROUSEL_NOT_EDITABLE, CREATIVE_LANDING_PAGE_NOT_UPDATABLE } from './linkedin-update.js';

const REST = 'http://sandbox.test/sandbox/linkedin-api/rest';

function createPlatform(
  handler: (call: RecordedCall, path: string) => Response,
  overrides: Partial<LinkedInPlatformConfig> = {},
) {
  const fake = createFakeFetch((call) => handler(call, call.url.slice(REST.length + 1)));
  const platform = createLinkedInPlatform({
    ...sandboxPlatformUrls('http://sandbox.test/sandbox').linkedin,
    clientId: 'client',
    clientSecret: 'secret',
    http: createTestHttp(fake.fetch).http,
    ...overrides,
  });
  return { platform, calls: fake.calls };
}

const collection = (elements: unknown[], nextPageToken?: string) =>
  jsonResponse(200, { elements, metadata: nextPageToken ? { nextPageToken } : {} });

describe('LinkedIn listAdAccounts', () => {
  it('pages the member roles by start and count until a short page', async () => {
    const roles = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, index) => ({
        account: `urn:li:sponsoredAccount:${from + index}`,
        role: from + index === 4 ? 'VIEWER' : 'ACCOUNT_MANAGER',
      }));
    const { platform, calls } = createPlatform(
      (_call, path) => {
        if (path.includes('start=0')) return jsonResponse(200, { elements: roles(0, 2) });
        if (path.includes('start=2')) return jsonResponse(200, { elements: roles(2, 4) });
        if (path.includes('start=4')) return jsonResponse(200, { elements: roles(4, 5) });
        return collection([{ id: 4, name: 'Fifth', currency: 'USD', status: 'ACTIVE' }]);
      },
      { pageSize: 2 },
    );
    const [account] = await platform.listAdAccounts(createTestCredentials());
    expect(account?.isReadOnly).toBe(true);
    expect(calls.filter((call) => call.url.includes('adAccountUsers'))).toHaveLength(3);
  });

  it('joins the member roles with the accounts and marks VIEWER accounts read-only', async () => {
    const { platform, calls } = createPlatform((_call, path) => {
      if (path.startsWith('adAccountUsers')) {
        return collection([
          { account: 'urn:li:sponsoredAccount:501', role: 'ACCOUNT_MANAGER' },
          { account: 'urn:li:sponsoredAccount:502', role: 'VIEWER' },
        ]);
      }
      return collection([
        { id: 501, name: 'Sproutstrong', currency: 'USD', status: 'ACTIVE', test: false },
        { id: 502, name: 'Agency view', currency: 'EUR', status: 'ACTIVE', test: true },
      ]);
    });
    const accounts = await platform.listAdAccounts(createTestCredentials());
    expect(accounts).toEqual([
      {
        id: '501',
        name: 'Sproutstrong',
        descriptiveName: null,
        currencyCode: 'USD',
        status: 'ACTIVE',
        isTestAccount: false,
        managerId: null,
        managerPath: [],
        isReadOnly: false,
      },
      {
        id: '502',
        name: 'Agency view',
        descriptiveName: null,
        currencyCode: 'EUR',
        status: 'ACTIVE',
        isTestAccount: true,
        managerId: null,
        managerPath: [],
        isReadOnly: true,
      },
    ]);
    expect(calls.map((call) => call.url.slice(REST.length + 1))).toEqual([
      'adAccountUsers?q=authenticatedUser&start=0&count=100',
      'adAccounts?q=search&search=(status:(values:List(ACTIVE)))&pageSize=100',
    ]);
    for (const call of calls) {
      expect(call.headers['linkedin-version']).toBe(LINKEDIN_DEFAULT_API_VERSION);
      expect(call.headers['x-restli-protocol-version']).toBe('2.0.0');
      expect(call.headers.authorization).toBe('Bearer token-1');
    }
  });
});

describe('LinkedIn listAds', () => {
  const creatives = [
    {
      id: 'urn:li:sponsoredCreative:1',
      campaign: 'urn:li:sponsoredCampaign:11',
      intendedStatus: 'ACTIVE',
      name: 'Text ad',
      content: { textAd: { headline: 'Grow', landingPage: 'https://sprout.example/a' } },
    },
    {
      id: 'urn:li:sponsoredCreative:2',
      campaign: 'urn:li:sponsoredCampaign:11',
      intendedStatus: 'PAUSED',
      content: { reference: 'urn:li:share:77' },
    },
    {
      id: 'urn:li:sponsoredCreative:3',
      campaign: 'urn:li:sponsoredCampaign:12',
      intendedStatus: 'ARCHIVED',
      content: { textAd: { landingPage: 'https://sprout.example/old' } },
    },
    {
      id: 'urn:li:sponsoredCreative:4',
      campaign: 'urn:li:sponsoredCampaign:12',
      intendedStatus: 'ACTIVE',
      content: { reference: 'urn:li:ugcPost:88' },
    },
    {
      id: 'urn:li:sponsoredCreative:5',
      campaign: 'urn:li:sponsoredCampaign:11',
      intendedStatus: 'ACTIVE',
      content: { reference: 'urn:li:share:403' },
    },
    {
      id: 'urn:li:sponsoredCreative:6',
      campaign: 'urn:li:sponsoredCampaign:11',
      intendedStatus: 'ACTIVE',
      content: { reference: 'urn:li:share:404' },
    },
  ];

  const sharePost = { id: 'urn:li:share:77', contentLandingPage: 'https://sprout.example/post' };
  const carouselPost = {
    id: 'urn:li:ugcPost:88',
    content: {
      carousel: {
        cards: [
          { landingPage: 'https://sprout.example/c1' },
          { media: { id: 'urn:li:image:2' } },
          { landingPage: 'https://sprout.example/c3' },
        ],
      },
    },
  };

  /** A BATCH_GET answer in LinkedIn's shape, keyed by encoded urn. */
  function answerPosts(path: string): Response {
    const ids = /^posts\?ids=List\((.*)\)$/.exec(path)?.[1]?.split(',') ?? [];
    const results: Record<string, unknown> = {};
    const statuses: Record<string, number> = {};
    const errors: Record<string, unknown> = {};
    for (const id of ids) {
      if (id === 'urn%3Ali%3Ashare%3A77') {
        results[id] = sharePost;
      } else if (id === 'urn%3Ali%3AugcPost%3A88') {
        results[id] = carouselPost;
      } else {
        const status = id.endsWith('403') ? 403 : 404;
        statuses[id] = status;
        errors[id] = { status, code: status === 403 ? 'ACCESS_DENIED' : 'NOT_FOUND', message: id };
      }
      statuses[id] ??= 200;
    }
    return jsonResponse(200, { results, statuses, errors });
  }

  function createWalkPlatform(overrides: Partial<LinkedInPlatformConfig> = {}) {
    return createPlatform((_call, path) => {
      if (path.includes('sponsoredAccount%3A501'))
        return jsonResponse(200, {
          adEntity: { sponsoredAccount: 'urn:li:sponsoredAccount:501' },
          dynamicValueParameters: { li_account: 'ACCOUNT_ID' },
          customValueParameters: { utm_source: 'linkedin' },
        });
      if (path.startsWith('adAccounts/501/adCampaignGroups')) {
        return collection([{ id: 31, name: 'Always on', status: 'ACTIVE' }]);
      }
      if (path.startsWith('adAccounts/501/adCampaigns')) {
        return collection([
          {
            id: 11,
            name: 'Text',
            status: 'ACTIVE',
            type: 'TEXT_AD',
            format: 'TEXT_AD',
            campaignGroup: 'urn:li:sponsoredCampaignGroup:31',
          },
          {
            id: 12,
            name: 'Carousel',
            status: 'PAUSED',
            type: 'SPONSORED_UPDATES',
            format: 'CAROUSEL',
            campaignGroup: 'urn:li:sponsoredCampaignGroup:31',
          },
        ]);
      }
      if (path.startsWith('adAccounts/501/creatives')) {
        return path.includes('pageToken=')
          ? collection(creatives.slice(2))
          : collection(creatives.slice(0, 2), 'next-1');
      }
      if (path.startsWith('posts?')) return answerPosts(path);
      if (path === 'posts/urn%3Ali%3Ashare%3A77') return jsonResponse(200, sharePost);
      if (path.includes('sponsoredCampaign%3A11'))
        return jsonResponse(200, {
          adEntity: { sponsoredCampaign: 'urn:li:sponsoredCampaign:11' },
          dynamicValueParameters: { utm_campaign: 'CAMPAIGN_NAME' },
          customValueParameters: { utm_source: 'linkedin' },
        });
      // The read some users report failing on every version: not fatal to the listing.
      if (path.includes('sponsoredCampaign%3A12'))
        return jsonResponse(500, { status: 500, message: 'Internal Server Error' });
      return jsonResponse(404, { status: 404, message: `no ${path}` });
    }, overrides);
  }

  it('walks groups, campaigns and creatives, resolving landing pages by format', async () => {
    const { platform, calls } = createWalkPlatform();
    const pages = [];
    for await (const page of platform.listAds(createTestCredentials(), {
      id: '501',
      managerId: null,
    })) {
      pages.push(page);
    }
    expect(pages.map((page) => page.map((ad) => ad.id))).toEqual([
      ['1', '2'],
      ['4', '5', '6'],
    ]);
    const [textAd, sponsored] = pages[0] ?? [];
    expect(textAd).toEqual({
      platform: 'linkedin',
      adAccountId: '501',
      id: '1',
      resourceName: 'urn:li:sponsoredCreative:1',
      name: 'Text ad',
      status: 'ACTIVE',
      type: 'textAd',
      hierarchy: {
        campaign: { id: '11', name: 'Text', status: 'ACTIVE', type: 'TEXT_AD', format: 'TEXT_AD' },
        adGroup: null,
        campaignGroup: { id: '31', name: 'Always on', status: 'ACTIVE' },
      },
      landingPages: ['https://sprout.example/a'],
      finalUrlSuffix: null,
      trackingUrlTemplate: null,
      urlCustomParameters: [],
      postUrn: null,
      readError: null,
      campaignTrackingParameters: {
        dynamic: { utm_campaign: 'CAMPAIGN_NAME' },
        custom: { utm_source: 'linkedin' },
      },
      accountTrackingParameters: {
        dynamic: { li_account: 'ACCOUNT_ID' },
        custom: { utm_source: 'linkedin' },
      },
      postKind: null,
    });
    expect(sponsored).toMatchObject({
      type: 'reference',
      postUrn: 'urn:li:share:77',
      landingPages: ['https://sprout.example/post'],
      status: 'PAUSED',
      readError: null,
    });
    const [carousel, refused, deleted] = pages[1] ?? [];
    // A card without a landing page keeps its place.
    expect(carousel).toMatchObject({
      landingPages: ['https://sprout.example/c1', '', 'https://sprout.example/c3'],
      hierarchy: { campaign: { format: 'CAROUSEL' } },
      readError: null,
      campaignTrackingParameters: null,
    });
    // One GET of a campaign's tracking parameters per page it appears on (a 500 is retried).
    const twelve =
      'adTrackingParameters/(adEntity:(sponsoredCampaign:urn%3Ali%3AsponsoredCampaign%3A12))';
    expect(
      calls
        .map((call) => call.url.slice(REST.length + 1))
        .filter((path) => path.startsWith('adTrackingParameters/'))
        .sort(),
    ).toEqual([
      // The account's own parameters (202608+), once per listing.
      'adTrackingParameters/(adEntity:(sponsoredAccount:urn%3Ali%3AsponsoredAccount%3A501))',
      'adTrackingParameters/(adEntity:(sponsoredCampaign:urn%3Ali%3AsponsoredCampaign%3A11))',
      'adTrackingParameters/(adEntity:(sponsoredCampaign:urn%3Ali%3AsponsoredCampaign%3A11))',
      twelve,
      twelve,
      twelve,
      twelve,
    ]);
    // One post's own error stays with its creative; a deleted post just has no landing page.
    expect(refused).toMatchObject({
      landingPages: [],
      readError: { code: 'NO_PERMISSIONS', httpStatus: 403, platformCode: 'ACCESS_DENIED' },
    });
    expect(deleted).toMatchObject({ landingPages: [], readError: null });

    // One read per creatives page: a lone post by GET, several by BATCH_GET.
    const postReads = calls.filter((call) => call.url.includes('/rest/posts'));
    expect(
      postReads.map((call) => [
        call.url.slice(REST.length + 1),
        call.headers['x-restli-method'] ?? 'GET',
      ]),
    ).toEqual([
      ['posts/urn%3Ali%3Ashare%3A77', 'GET'],
      [
        'posts?ids=List(urn%3Ali%3AugcPost%3A88,urn%3Ali%3Ashare%3A403,urn%3Ali%3Ashare%3A404)',
        'BATCH_GET',
      ],
    ]);

    const paths = calls.map((call) => call.url.slice(REST.length + 1));
    expect(paths).toContain(
      'adAccounts/501/adCampaignGroups?q=search&search=(status:(values:List(ACTIVE,PAUSED)))&pageSize=100',
    );
    expect(paths).toContain(
      'adAccounts/501/adCampaigns?q=search&search=(campaignGroup:(values:List(urn%3Ali%3AsponsoredCampaignGroup%3A31)),status:(values:List(ACTIVE,PAUSED)))&pageSize=100',
    );
    expect(paths).toContain(
      'adAccounts/501/creatives?q=criteria&campaigns=List(urn%3Ali%3AsponsoredCampaign%3A11,urn%3Ali%3AsponsoredCampaign%3A12)&intendedStatuses=List(ACTIVE,PAUSED)&pageSize=100',
    );
    expect(paths).toContain(
      'adAccounts/501/creatives?q=criteria&campaigns=List(urn%3Ali%3AsponsoredCampaign%3A11,urn%3Ali%3AsponsoredCampaign%3A12)&intendedStatuses=List(ACTIVE,PAUSED)&pageSize=100&pageToken=next-1',
    );
  });

  it('asks for active items only when paused ones are not wanted', async () => {
    const { platform, calls } = createWalkPlatform();
    const ads = await collectPages(
      platform.listAds(
        createTestCredentials(),
        { id: '501', managerId: null },
        { includePaused: false },
      ),
    );
    expect(ads.map((ad) => ad.id)).toEqual(['1', '4', '5', '6']);
    expect(calls.find((call) => call.url.includes('adCampaignGroups'))?.url).toContain(
      'search=(status:(values:List(ACTIVE)))',
    );
  });

  // Account-level tracking parameters exist from LinkedIn-Version 202608
  // (learn.microsoft.com/en-us/linkedin/marketing/integrations/ads-reporting/dynamic-utm-tracking).
  it('reads the account’s own tracking parameters only on versions that have them', async () => {
    const older = createWalkPlatform({ apiVersion: '202606' });
    const ads = await collectPages(
      older.platform.listAds(createTestCredentials(), { id: '501', managerId: null }),
    );
    expect(ads.every((ad) => ad.accountTrackingParameters === null)).toBe(true);
    expect(older.calls.some((call) => call.url.includes('sponsoredAccount'))).toBe(false);
  });
});

describe('LinkedIn applyUrlChanges', () => {
  const params = (source: string) => ({
    dynamic: { utm_campaign: 'CAMPAIGN_NAME' },
    custom: { utm_source: source },
  });

  it('PUTs each campaign once, patches posts, and refuses what LinkedIn cannot change', async () => {
    const { platform, calls } = createPlatform((_call, path) => {
      if (path.includes('sponsoredCampaign%3A14')) {
        return jsonResponse(409, { status: 409, code: 'CONFLICT', message: 'Concurrent update' });
      }
      return new Response(null, { status: 204 });
    });
    const results = await platform.applyUrlChanges(
      createTestCredentials(),
      { id: '501', managerId: null },
      [
        {
          resourceName: 'urn:li:sponsoredCreative:1',
          campaignTrackingParameters: { campaignId: '11', ...params('li') },
        },
        {
          resourceName: 'urn:li:sponsoredCreative:2',
          campaignTrackingParameters: { campaignId: '11', ...params('li') },
        },
        {
          resourceName: 'urn:li:sponsoredCreative:3',
          postUrn: 'urn:li:share:77',
          landingPage: 'https://c.example/',
        },
        { resourceName: 'urn:li:sponsoredCreative:4', finalUrlSuffix: 'utm_source=li' },
        {
          resourceName: 'urn:li:sponsoredCreative:5',
          contentType: 'carousel',
          landingPage: 'https://d.example/',
        },
        {
          resourceName: 'urn:li:sponsoredCreative:6',
          postUrn: 'urn:li:ugcPost:88',
          contentType: 'reference',
          landingPage: 'https://e.example/1',
          landingPages: ['https://e.example/1', '', 'https://e.example/3'],
        },
        { resourceName: 'urn:li:sponsoredCreative:7', landingPage: 'https://f.example/' },
        {
          resourceName: 'urn:li:sponsoredCreative:8',
          campaignTrackingParameters: { campaignId: '13', ...params('a') },
        },
        {
          resourceName: 'urn:li:sponsoredCreative:9',
          campaignTrackingParameters: { campaignId: '13', ...params('b') },
        },
        {
          resourceName: 'urn:li:sponsoredCreative:10',
          campaignTrackingParameters: { campaignId: '14', ...params('li') },
        },
      ],
    );
    expect(results.map((result) => (result.isApplied ? 'ok' : result.error.code))).toEqual([
      'ok',
      'ok',
      'ok',
      'NOT_SUPPORTED',
      'NOT_SUPPORTED',
      'NOT_SUPPORTED',
      'NOT_SUPPORTED',
      'CONFLICT',
      'CONFLICT',
      'CONFLICT',
    ]);
    expect(results[5]).toMatchObject({ error: { message: CAROUSEL_NOT_EDITABLE } });
    expect(results[6]).toMatchObject({ error: { message: CREATIVE_LANDING_PAGE_NOT_UPDATABLE } });
    const sent = calls.map((call) => ({
      path: call.url.slice(REST.length + 1),
      method: `${call.method} ${call.headers['x-restli-method'] ?? ''}`.trim(),
      body: JSON.parse(call.body ?? 'null') as unknown,
    }));
    // Campaign 13's two changes disagree: nothing is sent for it.
    expect(sent).toEqual([
      {
        path: 'adTrackingParameters/(adEntity:(sponsoredCampaign:urn%3Ali%3AsponsoredCampaign%3A11))',
        // LinkedIn's official JS client sends X-RestLi-Method: UPDATE on every PUT.
        method: 'PUT UPDATE',
        body: {
          adEntity: { sponsoredCampaign: 'urn:li:sponsoredCampaign:11' },
          dynamicValueParameters: { utm_campaign: 'CAMPAIGN_NAME' },
          customValueParameters: { utm_source: 'li' },
        },
      },
      {
        path: 'adTrackingParameters/(adEntity:(sponsoredCampaign:urn%3Ali%3AsponsoredCampaign%3A14))',
        method: 'PUT UPDATE',
        body: {
          adEntity: { sponsoredCampaign: 'urn:li:sponsoredCampaign:14' },
          dynamicValueParameters: { utm_campaign: 'CAMPAIGN_NAME' },
          customValueParameters: { utm_source: 'li' },
        },
      },
      {
        path: 'posts/urn%3Ali%3Ashare%3A77',
        method: 'POST PARTIAL_UPDATE',
        body: { patch: { $set: { contentLandingPage: 'https://c.example/' } } },
      },
    ]);
  });

  it('stops after AUTH_REVOKED and reports it for the changes not sent', async () => {
    const { platform, calls } = createPlatform(
      () => jsonResponse(401, { status: 401, code: 'REVOKED_ACCESS_TOKEN', message: 'revoked' }),
      { updateConcurrency: 1 },
    );
    const credentials = createTestCredentials();
    const results = await platform.applyUrlChanges(credentials, { id: '501', managerId: null }, [
      {
        resourceName: 'urn:li:sponsoredCreative:1',
        postUrn: 'urn:li:share:1',
        landingPage: 'https://a.example/',
      },
      {
        resourceName: 'urn:li:sponsoredCreative:2',
        postUrn: 'urn:li:share:2',
        landingPage: 'https://b.example/',
      },
    ]);
    expect(results.map((result) => (result.isApplied ? 'ok' : result.error.code))).toEqual([
      'AUTH_REVOKED',
      'AUTH_REVOKED',
    ]);
    // One forced refresh, one retry with the new token, then nothing more.
    expect(calls).toHaveLength(2);
    expect(credentials.forcedRefreshes).toBe(1);
  });

  it('keeps at most the configured number of updates in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const fake = createFakeFetch(async () => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return new Response(null, { status: 204 });
    });
    const platform = createLinkedInPlatform({
      ...sandboxPlatformUrls('http://sandbox.test/sandbox').linkedin,
      clientId: 'client',
      clientSecret: 'secret',
      updateConcurrency: 3,
      http: createTestHttp(fake.fetch).http,
    });
    const results = await platform.applyUrlChanges(
      createTestCredentials(),
      { id: '501', managerId: null },
      Array.from({ length: 10 }, (_, index) => ({
        resourceName: `urn:li:sponsoredCreative:${index}`,
        postUrn: `urn:li:share:${index}`,
        landingPage: 'https://a.example/',
      })),
    );
    expect(results.every((result) => result.isApplied)).toBe(true);
    expect(peak).toBe(3);
  });
});
