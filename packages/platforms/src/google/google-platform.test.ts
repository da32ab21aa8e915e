import { mapGoogleAdRow } from './google-ads.js';
import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createTestCredentials,
  createTestHttp,
  jsonResponse,
  type RecordedCall,
} from '../../test/fake-fetch.js';
import type { PlatformAd } from '../ad-platform.js';
import { collectPages } from '../http/paginate.js';
import { sandboxPlatformUrls } from '../platform-urls.js';
import { createGooglePlatform, type GooglePlatformConfig } from './google-platform.js';

const BASE = 'http://sandbox.test/sandbox';

function createPlatform(
  handler: (call: RecordedCall, body: Record<string, unknown>) => Response,
  overrides: Partial<GooglePlatformConfig> = {},
) {
  const fake = createFakeFetch((call) =>
    handler(
      call,
      call.body === undefined ? {} : (JSON.parse(call.body) as Record<string, unknown>),
    ),
  );
  const platform = createGooglePlatform({
    ...sandboxPlatformUrls(BASE).google,
    developerToken: 'dev-token',
    clientId: 'client',
    clientSecret: 'secret',
    http: createTestHttp(fake.fetch).http,
    ...overrides,
  });
  return { platform, calls: fake.calls };
}

function searchPath(customerId: string): string {
  return `${BASE}/google-ads/v25/customers/${customerId}/googleAds:search`;
}

describe('Google listAdAccounts', () => {
  it('lists direct customers and the clients of a manager, once each, skipping managers', async () => {
    const { platform, calls } = createPlatform((call, body) => {
      if (call.url.endsWith('customers:listAccessibleCustomers')) {
        return jsonResponse(200, {
          resourceNames: ['customers/111', 'customers/222', 'customers/900'],
        });
      }
      const query = String(body.query);
      if (call.url === searchPath('900') && query.includes('FROM customer_client')) {
        return jsonResponse(200, {
          results: [
            { customerClient: { id: '900', level: '0', manager: true, descriptiveName: 'MCC' } },
            {
              customerClient: { id: '222', level: '1', manager: false, descriptiveName: 'Shared' },
            },
            {
              customerClient: {
                id: '333',
                level: '1',
                manager: false,
                descriptiveName: 'Client',
                currencyCode: 'EUR',
                status: 'ENABLED',
                testAccount: true,
              },
            },
            {
              customerClient: { id: '444', level: '1', manager: true, descriptiveName: 'Sub-MCC' },
            },
          ],
        });
      }
      const id = /customers\/(\d+)\//.exec(call.url)?.[1] ?? '';
      const names: Record<string, string> = { '111': 'Hearthly', '222': '', '900': 'MCC' };
      return jsonResponse(200, {
        results: [
          {
            customer: {
              id,
              descriptiveName: names[id],
              currencyCode: 'USD',
              manager: id === '900',
              testAccount: false,
              status: 'ENABLED',
            },
          },
        ],
      });
    });

    const accounts = await platform.listAdAccounts(createTestCredentials());
    expect(accounts).toEqual([
      {
        id: '111',
        name: 'Hearthly',
        descriptiveName: 'Hearthly',
        currencyCode: 'USD',
        status: 'ENABLED',
        isTestAccount: false,
        managerId: null,
        managerPath: [],
        isReadOnly: false,
      },
      {
        id: '222',
        name: null,
        descriptiveName: null,
        currencyCode: 'USD',
        status: 'ENABLED',
        isTestAccount: false,
        managerId: null,
        managerPath: [],
        isReadOnly: false,
      },
      {
        id: '333',
        name: 'Client',
        descriptiveName: 'Client',
        currencyCode: 'EUR',
        status: 'ENABLED',
        isTestAccount: true,
        managerId: '900',
        managerPath: [{ id: '900', name: 'MCC' }],
        isReadOnly: false,
      },
    ]);
    const managerCall = calls.find((call) => call.body?.includes('customer_client'));
    expect(managerCall?.headers['login-customer-id']).toBe('900');
    for (const call of calls) {
      expect(call.headers.authorization).toBe('Bearer token-1');
      expect(call.headers['developer-token']).toBe('dev-token');
    }
  });

  it('leaves out a cancelled customer (CUSTOMER_NOT_ENABLED) and fails on other errors', async () => {
    const denied = (value: string) =>
      jsonResponse(403, {
        error: {
          code: 403,
          status: 'PERMISSION_DENIED',
          details: [{ errors: [{ errorCode: { authorizationError: value }, message: value }] }],
        },
      });
    const { platform } = createPlatform((call) => {
      if (call.url.endsWith('customers:listAccessibleCustomers')) {
        return jsonResponse(200, { resourceNames: ['customers/1', 'customers/2'] });
      }
      if (call.url === searchPath('1')) return denied('CUSTOMER_NOT_ENABLED');
      return jsonResponse(200, { results: [{ customer: { id: '2', descriptiveName: 'Two' } }] });
    });
    expect((await platform.listAdAccounts(createTestCredentials())).map((a) => a.id)).toEqual([
      '2',
    ]);

    const failing = createPlatform((call) =>
      call.url.endsWith('customers:listAccessibleCustomers')
        ? jsonResponse(200, { resourceNames: ['customers/1'] })
        : denied('USER_PERMISSION_DENIED'),
    );
    await expect(failing.platform.listAdAccounts(createTestCredentials())).rejects.toMatchObject({
      code: 'NO_PERMISSIONS',
      platformCode: 'authorizationError.USER_PERMISSION_DENIED',
    });
  });
});

describe('Google inherited tracking', () => {
  it('takes the nearest level that sets each field: ad group, then campaign, then account', () => {
    const ad = mapGoogleAdRow(
      {
        customer: { finalUrlSuffix: 'acct=1', trackingUrlTemplate: 'https://t.example/?u={lpurl}' },
        campaign: { id: '10', finalUrlSuffix: 'cmp=1', trackingUrlTemplate: '' },
        adGroup: { id: '20' },
        adGroupAd: { ad: { id: '1', finalUrlSuffix: 'own=1' } },
      },
      '333',
    );
    expect(ad.finalUrlSuffix).toBe('own=1');
    expect(ad.inheritedTracking).toEqual({
      finalUrlSuffix: { value: 'cmp=1', level: 'campaign' },
      trackingUrlTemplate: { value: 'https://t.example/?u={lpurl}', level: 'account' },
    });
    const inAdGroup = mapGoogleAdRow(
      { adGroup: { finalUrlSuffix: 'grp=1' }, campaign: { finalUrlSuffix: 'cmp=1' } },
      '333',
    );
    expect(inAdGroup.inheritedTracking?.finalUrlSuffix).toEqual({
      value: 'grp=1',
      level: 'adGroup',
    });
  });
});

describe('Google listAds', () => {
  const row = (adId: string) => ({
    campaign: { id: '10', name: 'Brand', status: 'ENABLED', advertisingChannelType: 'SEARCH' },
    adGroup: { id: '20', name: 'Exact', status: 'PAUSED' },
    adGroupAd: {
      resourceName: `customers/333/adGroupAds/20~${adId}`,
      status: 'ENABLED',
      ad: {
        id: adId,
        resourceName: `customers/333/ads/${adId}`,
        type: 'RESPONSIVE_SEARCH_AD',
        finalUrls: ['https://hearthly.example/'],
        finalUrlSuffix: 'utm_source=google',
        urlCustomParameters: [{ key: 'promo', value: 'a' }],
      },
    },
  });

  // An enabled keyword of ad group 20 with a suffix of its own, one with nothing set (GAQL has no
  // OR, so Google returns it too), in the REST wire format (int64 ids as strings).
  const keywordRows = [
    {
      adGroup: { id: '20' },
      adGroupCriterion: {
        criterionId: '7001',
        keyword: { text: 'cast iron pans', matchType: 'EXACT' },
        finalUrlSuffix: 'kw=1',
        urlCustomParameters: [{ key: 'promo', value: 'kw' }],
      },
    },
    {
      adGroup: { id: '20' },
      adGroupCriterion: { criterionId: '7002', keyword: { text: 'pans', matchType: 'BROAD' } },
    },
  ];
  const isKeywordQuery = (body: Record<string, unknown>) =>
    String(body.query).includes('FROM ad_group_criterion');

  it('pages with nextPageToken, never sends pageSize, and maps rows to ads', async () => {
    const { platform, calls } = createPlatform((_call, body) => {
      if (isKeywordQuery(body)) return jsonResponse(200, { results: keywordRows });
      if (body.pageToken === undefined)
        return jsonResponse(200, { results: [row('1'), row('2')], nextPageToken: 'p2' });
      return jsonResponse(200, { results: [row('3')] });
    });
    const pages: PlatformAd[][] = [];
    for await (const page of platform.listAds(createTestCredentials(), {
      id: '333',
      managerId: '900',
    })) {
      pages.push(page);
    }
    expect(pages.map((page) => page.map((ad) => ad.id))).toEqual([['1', '2'], ['3']]);
    const overriding = {
      criterionId: '7001',
      text: 'cast iron pans',
      matchType: 'EXACT',
      finalUrlSuffix: 'kw=1',
      trackingUrlTemplate: null,
      urlCustomParameters: [{ key: 'promo', value: 'kw' }],
    };
    expect(pages[0]?.[0]).toEqual({
      platform: 'google',
      adAccountId: '333',
      id: '1',
      resourceName: 'customers/333/ads/1',
      name: null,
      status: 'ENABLED',
      type: 'RESPONSIVE_SEARCH_AD',
      hierarchy: {
        campaign: { id: '10', name: 'Brand', status: 'ENABLED', type: 'SEARCH', format: null },
        adGroup: { id: '20', name: 'Exact', status: 'PAUSED' },
        campaignGroup: null,
      },
      landingPages: ['https://hearthly.example/'],
      finalUrlSuffix: 'utm_source=google',
      trackingUrlTemplate: null,
      urlCustomParameters: [{ key: 'promo', value: 'a' }],
      inheritedTracking: { finalUrlSuffix: null, trackingUrlTemplate: null },
      keywordTracking: [overriding],
      postUrn: null,
      readError: null,
    });
    // Ad group 20 spans both pages: its keywords are read once, for the whole listing.
    expect(pages[1]?.[0]?.keywordTracking).toEqual([overriding]);
    const bodies = calls.map((call) => JSON.parse(call.body ?? '{}') as Record<string, unknown>);
    expect(bodies.map((body) => [isKeywordQuery(body), Object.keys(body).sort()])).toEqual([
      [false, ['query']],
      [true, ['query']],
      [false, ['pageToken', 'query']],
    ]);
    expect(bodies[1]?.query).toContain("ad_group_criterion.status = 'ENABLED'");
    expect(bodies[1]?.query).toContain('ad_group.id IN (20)');
    expect(bodies[2]?.pageToken).toBe('p2');
    expect(calls.every((call) => call.headers['login-customer-id'] === '900')).toBe(true);
  });

  it('stops reading pages when the consumer stops', async () => {
    const { platform, calls } = createPlatform((_call, body) =>
      isKeywordQuery(body)
        ? jsonResponse(200, { results: [] })
        : jsonResponse(200, { results: [row('1')], nextPageToken: 'more' }),
    );
    for await (const page of platform.listAds(createTestCredentials(), {
      id: '333',
      managerId: null,
    })) {
      expect(page).toHaveLength(1);
      break;
    }
    // The first page and its ad group's keywords; no second page.
    expect(calls).toHaveLength(2);
  });
});

describe('Google listSearchTerms', () => {
  it('maps int64 strings and doubles to numbers, and the triggering keyword where there is one', async () => {
    const { platform, calls } = createPlatform(() =>
      jsonResponse(200, {
        results: [
          {
            searchTermView: { searchTerm: 'cast iron pan', status: 'NONE' },
            campaign: { id: '10', name: 'Brand' },
            adGroup: { id: '20', name: 'Pans' },
            metrics: { impressions: '120', clicks: '7', costMicros: '4560000', conversions: 1.5 },
            segments: {
              date: '2026-01-10',
              keyword: {
                adGroupCriterion: 'customers/111/adGroupCriteria/20~333',
                info: { text: 'cast iron pans', matchType: 'PHRASE' },
              },
            },
          },
          { searchTermView: { searchTerm: 'free pan' }, segments: { date: '2026-01-11' } },
        ],
      }),
    );
    const terms = await collectPages(
      platform.listSearchTerms!(createTestCredentials(), { id: '111', managerId: null }),
    );
    expect(terms[0]).toEqual({
      searchTerm: 'cast iron pan',
      status: 'NONE',
      campaign: { id: '10', name: 'Brand' },
      adGroup: { id: '20', name: 'Pans' },
      keyword: {
        text: 'cast iron pans',
        matchType: 'PHRASE',
        adGroupCriterion: 'customers/111/adGroupCriteria/20~333',
      },
      date: '2026-01-10',
      impressions: 120,
      clicks: 7,
      costMicros: 4_560_000,
      conversions: 1.5,
    });
    // A dynamic search ad's row: Google names no keyword.
    expect(terms[1]).toMatchObject({
      keyword: null,
      impressions: 0,
      clicks: 0,
      costMicros: 0,
      conversions: 0,
    });
    expect(calls[0]?.body).toContain('DURING LAST_30_DAYS');
    expect(calls[0]?.body).toContain('segments.keyword.info.match_type');
    expect(calls[0]?.body).toContain('segments.keyword.ad_group_criterion');
  });

  // googleAds:searchStream answers a JSON array of result batches; an error after the first
  // batches is the array's last element of a 200 (platform-apis.md §A SearchStream).
  const row = (term: string) => ({
    searchTermView: { searchTerm: term },
    segments: { date: '2026-01-10' },
  });
  const quotaFailure = (quotaErrorDetails: Record<string, string>) => ({
    error: {
      code: 429,
      message: 'Resource has been exhausted',
      status: 'RESOURCE_EXHAUSTED',
      details: [
        {
          '@type': 'type.googleapis.com/google.ads.googleads.v25.errors.GoogleAdsFailure',
          errors: [
            {
              errorCode: { quotaError: 'RESOURCE_EXHAUSTED' },
              message: 'Too many requests.',
              details: { quotaErrorDetails },
            },
          ],
        },
      ],
    },
  });
  function createStreamingPlatform(streamBodies: unknown[][]) {
    const created = createPlatform((call) =>
      call.url.endsWith(':searchStream')
        ? jsonResponse(200, streamBodies.length > 1 ? streamBodies.shift() : streamBodies[0])
        : jsonResponse(200, { results: [row('a')], nextPageToken: 'more' }),
    );
    const read = () =>
      collectPages(
        created.platform.listSearchTerms!(createTestCredentials(), { id: '111', managerId: null }),
      );
    const streamCalls = () => created.calls.filter((call) => call.url.endsWith(':searchStream'));
    return { ...created, read, streamCalls };
  }
  const GOOD_STREAM = [{ results: [row('a'), row('b')] }, { results: [row('c')] }];

  it('streams a period that has a second page', async () => {
    const { read, calls } = createStreamingPlatform([GOOD_STREAM]);
    expect((await read()).map((term) => term.searchTerm)).toEqual(['a', 'b', 'c']);
    expect(calls.map((call) => call.url.split('/').pop())).toEqual([
      'googleAds:search',
      'googleAds:searchStream',
    ]);
  });

  it('waits out a throttle inside the stream and sends the call again, like any throttle', async () => {
    const { read, streamCalls } = createStreamingPlatform([
      [
        { results: [row('a')] },
        quotaFailure({ rateName: 'Requests per minute', retryDelay: '5s' }),
      ],
      GOOD_STREAM,
    ]);
    expect((await read()).map((term) => term.searchTerm)).toEqual(['a', 'b', 'c']);
    expect(streamCalls()).toHaveLength(2);
  });

  it('hands a throttle longer than a worker may wait back with its delay, and stops on the daily limit', async () => {
    const long = createStreamingPlatform([
      [{ results: [row('a')] }, quotaFailure({ retryDelay: '30s' })],
    ]);
    await expect(long.read()).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      httpStatus: 429,
      retryAfterSeconds: 30,
    });
    const daily = createStreamingPlatform([
      [
        { results: [row('a')] },
        quotaFailure({ rateName: 'Number of operations per day for explorer access' }),
      ],
    ]);
    await expect(daily.read()).rejects.toMatchObject({ code: 'RATE_LIMITED', isDailyLimit: true });
    expect(daily.streamCalls()).toHaveLength(1);
  });
});
