import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADWORDS_SCOPE,
  GOOGLE,
  GOOGLE_ADS,
  googleHeaders,
  readGoogleErrorCode,
  searchGoogle,
  signInGoogle,
  type GoogleErrorBody,
} from './ads-helpers.js';
import { buildTestApp, findFixture, postForm, refreshTokens } from './helpers.js';

let app: FastifyInstance;
let ada: string;

beforeAll(async () => {
  ({ app } = await buildTestApp({ scale: { adsPerScaleAccount: 25_000 } }));
  ada = (await signInGoogle(app, GOOGLE.logins.ada)).accessToken;
});
afterAll(async () => {
  await app.close();
});

function listAccessible(accessToken: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: `${GOOGLE_ADS}/customers:listAccessibleCustomers`,
    headers: { ...googleHeaders(accessToken), ...headers },
  });
}

describe('customers:listAccessibleCustomers', () => {
  it('lists the customers a login reaches directly, with a request-id', async () => {
    const response = await listAccessible(ada);
    expect(response.statusCode).toBe(200);
    expect(response.headers['request-id']).toMatch(/^[\w-]{22}$/);
    expect(response.json()).toEqual({
      resourceNames: [
        'customers/4120000001',
        'customers/4120000002',
        'customers/4120000003',
        'customers/4120000004',
      ],
    });
  });

  it('lists a manager but not its clients, and nothing for a login without accounts', async () => {
    const grace = await signInGoogle(app, GOOGLE.logins.grace);
    expect((await listAccessible(grace.accessToken)).json()).toEqual({
      resourceNames: ['customers/5230000001', 'customers/5230000002'],
    });
    const alan = await signInGoogle(app, GOOGLE.logins.alan);
    const empty = await listAccessible(alan.accessToken);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({});
  });

  it('answers an unknown version or path with Google’s 404 page', async () => {
    for (const url of [
      '/sandbox/google-ads/v19/customers:listAccessibleCustomers',
      `${GOOGLE_ADS}/customers:listEverything`,
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: googleHeaders(ada) });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('That’s an error.');
    }
    for (const version of ['v23', 'v24', 'v26']) {
      const response = await app.inject({
        method: 'GET',
        url: `/sandbox/google-ads/${version}/customers:listAccessibleCustomers`,
        headers: googleHeaders(ada),
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('required headers and tokens', () => {
  it('refuses a call without a token, or with an unknown one', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: `${GOOGLE_ADS}/customers:listAccessibleCustomers`,
      headers: { 'developer-token': 'x' },
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.json<GoogleErrorBody>().error.status).toBe('UNAUTHENTICATED');
    const unknown = await listAccessible('ya29.not-a-token');
    expect(unknown.statusCode).toBe(401);
    expect(readGoogleErrorCode(unknown)).toEqual({ authenticationError: 'OAUTH_TOKEN_INVALID' });
    const body = unknown.json<GoogleErrorBody>();
    expect(body.error.details?.[0]?.['@type']).toBe(
      'type.googleapis.com/google.ads.googleads.v25.errors.GoogleAdsFailure',
    );
    expect(body.error.details?.[0]?.requestId).toBe(unknown.headers['request-id']);
  });

  it('ignores the developer-token header, sunset on 2026-09-09 (developer-token policy page)', async () => {
    const call = (headers: Record<string, string>) =>
      app.inject({
        method: 'GET',
        url: `${GOOGLE_ADS}/customers:listAccessibleCustomers`,
        headers: { authorization: `Bearer ${ada}`, ...headers },
      });
    expect((await call({})).statusCode).toBe(200);
    expect((await call({ 'developer-token': 'anything-old' })).statusCode).toBe(200);
  });

  it('needs the adwords scope', async () => {
    const signInOnly = await signInGoogle(app, GOOGLE.logins.ada, 'openid email');
    const response = await listAccessible(signInOnly.accessToken);
    expect(response.statusCode).toBe(403);
    expect(response.json<GoogleErrorBody>().error.message).toBe(
      'Request had insufficient authentication scopes.',
    );
  });

  it('answers as Google does once the grant is revoked: 401 then invalid_grant on refresh', async () => {
    const { app: own } = await buildTestApp();
    const fixture = findFixture('google');
    const grace = await signInGoogle(own, GOOGLE.logins.grace);
    expect(grace.refreshToken).toBeTruthy();
    const revoked = await postForm(own, '/sandbox/google/revoke', { token: grace.refreshToken });
    expect(revoked.statusCode).toBe(200);
    const call = await own.inject({
      method: 'GET',
      url: `${GOOGLE_ADS}/customers:listAccessibleCustomers`,
      headers: googleHeaders(grace.accessToken),
    });
    expect(call.statusCode).toBe(401);
    expect(readGoogleErrorCode(call)).toEqual({ authenticationError: 'OAUTH_TOKEN_REVOKED' });
    const refresh = await refreshTokens(own, fixture, grace.refreshToken);
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json()).toMatchObject({ error: 'invalid_grant' });
    await own.close();
  });

  it('answers OAUTH_TOKEN_EXPIRED once the access token has expired, and works after a refresh', async () => {
    const { app: own, clock } = await buildTestApp();
    const katherine = await signInGoogle(own, GOOGLE.logins.katherine);
    clock.advanceSeconds(3600);
    const call = (token: string) =>
      own.inject({
        method: 'GET',
        url: `${GOOGLE_ADS}/customers:listAccessibleCustomers`,
        headers: googleHeaders(token),
      });
    expect(readGoogleErrorCode(await call(katherine.accessToken))).toEqual({
      authenticationError: 'OAUTH_TOKEN_EXPIRED',
    });
    const refreshed = await refreshTokens(own, findFixture('google'), katherine.refreshToken);
    expect(refreshed.json<{ scope: string }>().scope).toContain(ADWORDS_SCOPE);
    const again = await call(refreshed.json<{ access_token: string }>().access_token);
    expect(again.json()).toEqual({ resourceNames: ['customers/6340000001'] });
    await own.close();
  });
});

describe('login-customer-id', () => {
  it('reaches a manager’s client only through the manager', async () => {
    const grace = (await signInGoogle(app, GOOGLE.logins.grace)).accessToken;
    const query = { query: 'SELECT customer.id, customer.descriptive_name FROM customer' };
    const direct = await searchGoogle(app, grace, GOOGLE.customers.coffee, query);
    expect(direct.statusCode).toBe(403);
    expect(readGoogleErrorCode(direct)).toEqual({ authorizationError: 'USER_PERMISSION_DENIED' });
    const through = await searchGoogle(app, grace, GOOGLE.customers.coffee, query, {
      'login-customer-id': GOOGLE.customers.agencyManager,
    });
    expect(through.statusCode).toBe(200);
    expect(through.json()).toMatchObject({
      results: [
        {
          customer: {
            resourceName: 'customers/5230000011',
            id: '5230000011',
            descriptiveName: 'Cobol Coffee Roasters',
          },
        },
      ],
    });
    const dashed = await searchGoogle(app, grace, GOOGLE.customers.coffee, query, {
      'login-customer-id': '523-000-0001',
    });
    expect(dashed.statusCode).toBe(400);
    const foreign = await searchGoogle(app, ada, GOOGLE.customers.coffee, query, {
      'login-customer-id': GOOGLE.customers.agencyManager,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('lists the manager’s hierarchy from customer_client', async () => {
    const grace = (await signInGoogle(app, GOOGLE.logins.grace)).accessToken;
    const response = await searchGoogle(
      app,
      grace,
      GOOGLE.customers.agencyManager,
      {
        query:
          'SELECT customer_client.client_customer, customer_client.id, customer_client.descriptive_name, customer_client.manager, customer_client.level, customer_client.status, customer_client.currency_code, customer_client.test_account FROM customer_client WHERE customer_client.level <= 1',
      },
      { 'login-customer-id': GOOGLE.customers.agencyManager },
    );
    expect(response.statusCode).toBe(200);
    const results = response.json<{ results: Array<{ customerClient: Record<string, unknown> }> }>()
      .results;
    expect(results.map((row) => row.customerClient)).toEqual([
      {
        resourceName: 'customers/5230000001/customerClients/5230000001',
        clientCustomer: 'customers/5230000001',
        id: '5230000001',
        descriptiveName: 'Hopper Agency (MCC)',
        manager: true,
        level: '0',
        status: 'ENABLED',
        currencyCode: 'USD',
        testAccount: false,
      },
      expect.objectContaining({ id: '5230000011', level: '1', manager: false }),
      expect.objectContaining({ id: '5230000012', level: '1', currencyCode: 'GBP' }),
    ]);
  });
});

describe('googleAds:search over HTTP', () => {
  it('refuses pageSize with PAGE_SIZE_NOT_SUPPORTED', async () => {
    const response = await searchGoogle(app, ada, GOOGLE.customers.hearthly, {
      query: 'SELECT campaign.id FROM campaign',
      pageSize: 100,
    });
    expect(response.statusCode).toBe(400);
    expect(readGoogleErrorCode(response)).toEqual({ requestError: 'PAGE_SIZE_NOT_SUPPORTED' });
  });

  it('answers a bad query with a queryError in Google’s shape', async () => {
    const response = await searchGoogle(app, ada, GOOGLE.customers.hearthly, {
      query: 'SELECT campaign.id, campaign.colour FROM campaign',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<GoogleErrorBody>();
    expect(body.error).toMatchObject({
      code: 400,
      status: 'INVALID_ARGUMENT',
      message: 'Request contains an invalid argument.',
    });
    expect(body.error.details?.[0]?.errors?.[0]).toMatchObject({
      errorCode: { queryError: 'UNRECOGNIZED_FIELD' },
      trigger: { stringValue: 'campaign.colour' },
    });
  });

  it('refuses unknown body fields and malformed JSON like Google', async () => {
    const unknown = await searchGoogle(app, ada, GOOGLE.customers.hearthly, {
      query: 'SELECT campaign.id FROM campaign',
      colour: 'red',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<GoogleErrorBody>().error.message).toContain('Unknown name "colour"');
    const malformed = await app.inject({
      method: 'POST',
      url: `${GOOGLE_ADS}/customers/${GOOGLE.customers.hearthly}/googleAds:search`,
      headers: { ...googleHeaders(ada), 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<GoogleErrorBody>().error.status).toBe('INVALID_ARGUMENT');
  });

  it('pages the scale account by 10,000 rows with an opaque nextPageToken', async () => {
    const scaleToken = (await signInGoogle(app, GOOGLE.logins.scale)).accessToken;
    const query = 'SELECT ad_group_ad.ad.id, ad_group_ad.ad.final_urls FROM ad_group_ad';
    const seen = new Set<string>();
    let pageToken: string | undefined;
    const sizes: number[] = [];
    do {
      const response = await searchGoogle(app, scaleToken, GOOGLE.customers.scale, {
        query,
        ...(pageToken ? { pageToken } : {}),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        results: Array<{ adGroupAd: { ad: { id: string } } }>;
        nextPageToken?: string;
        fieldMask: string;
      }>();
      expect(body.fieldMask).toBe('adGroupAd.ad.id,adGroupAd.ad.finalUrls');
      sizes.push(body.results.length);
      for (const row of body.results) seen.add(row.adGroupAd.ad.id);
      pageToken = body.nextPageToken;
    } while (pageToken);
    expect(sizes).toEqual([10_000, 10_000, 5_000]);
    expect(seen.size).toBe(25_000);
    const tampered = await searchGoogle(app, scaleToken, GOOGLE.customers.scale, {
      query: 'SELECT ad_group_ad.ad.id FROM ad_group_ad',
      pageToken: 'bm90LWEtdG9rZW4',
    });
    expect(readGoogleErrorCode(tampered)).toEqual({ requestError: 'INVALID_PAGE_TOKEN' });
  });

  it('streams every row in chunks from searchStream', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${GOOGLE_ADS}/customers/${GOOGLE.customers.hearthly}/googleAds:searchStream`,
      headers: googleHeaders(ada),
      payload: { query: 'SELECT campaign.id, campaign.name FROM campaign ORDER BY campaign.id' },
    });
    expect(response.statusCode).toBe(200);
    const chunks =
      response.json<Array<{ results: unknown[]; fieldMask: string; requestId: string }>>();
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.results).toHaveLength(6);
    expect(chunks[0]?.requestId).toBe(response.headers['request-id']);
  });

  it('answers a failed searchStream with an array of errors (platform-apis.md §A SearchStream)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${GOOGLE_ADS}/customers/${GOOGLE.customers.hearthly}/googleAds:searchStream`,
      headers: googleHeaders(ada),
      payload: { query: 'SELECT campaign.no_such_field FROM campaign' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<Array<{ error: { status: string } }>>();
    expect(Array.isArray(body)).toBe(true);
    expect(body[0]?.error.status).toBe('INVALID_ARGUMENT');
  });
});
