import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOGLE,
  GOOGLE_ADS,
  googleHeaders,
  LINKEDIN,
  LINKEDIN_API,
  linkedInHeaders,
  mutateGoogle,
  readGoogleErrorCode,
  searchGoogle,
  signInGoogle,
  signInLinkedIn,
  type GoogleErrorBody,
} from './ads-helpers.js';
import { buildTestApp, CONTROL_HEADERS, findFixture, refreshTokens } from './helpers.js';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterEach(async () => {
  await app.inject({ method: 'DELETE', url: '/sandbox/_control/faults', headers: CONTROL_HEADERS });
});
afterAll(async () => {
  await app.close();
});

function arm(fault: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/sandbox/_control/faults',
    headers: CONTROL_HEADERS,
    payload: fault,
  });
}

const QUERY = { query: 'SELECT customer.id FROM customer' };

describe('Google Ads faults', () => {
  it('answers 429 RESOURCE_TEMPORARILY_EXHAUSTED with Retry-After, then recovers', async () => {
    const { accessToken } = await signInGoogle(app, GOOGLE.logins.ada);
    expect(
      (await arm({ endpoint: 'google-ads:search', kind: 'rate_limited', retryAfterSeconds: 7 }))
        .statusCode,
    ).toBe(201);
    const limited = await searchGoogle(app, accessToken, GOOGLE.customers.hearthly, QUERY);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('7');
    expect(limited.json<GoogleErrorBody>().error.status).toBe('RESOURCE_EXHAUSTED');
    expect(readGoogleErrorCode(limited)).toEqual({ quotaError: 'RESOURCE_TEMPORARILY_EXHAUSTED' });
    expect(
      (await searchGoogle(app, accessToken, GOOGLE.customers.hearthly, QUERY)).statusCode,
    ).toBe(200);
  });

  it.each([
    ['server_error', 500, 'INTERNAL', { internalError: 'INTERNAL_ERROR' }],
    ['temporarily_unavailable', 503, 'UNAVAILABLE', { internalError: 'TRANSIENT_ERROR' }],
    [
      'permission_denied',
      403,
      'PERMISSION_DENIED',
      { authorizationError: 'USER_PERMISSION_DENIED' },
    ],
  ])('answers %s on listAccessibleCustomers', async (kind, status, statusText, errorCode) => {
    const { accessToken } = await signInGoogle(app, GOOGLE.logins.ada);
    await arm({ provider: 'google', endpoint: 'google-ads:listAccessibleCustomers', kind });
    const response = await app.inject({
      method: 'GET',
      url: `${GOOGLE_ADS}/customers:listAccessibleCustomers`,
      headers: googleHeaders(accessToken),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json<GoogleErrorBody>().error.status).toBe(statusText);
    expect(readGoogleErrorCode(response)).toEqual(errorCode);
  });

  it('answers CONCURRENT_MODIFICATION on a mutate', async () => {
    const { accessToken } = await signInGoogle(app, GOOGLE.logins.ada);
    await arm({ endpoint: 'google-ads:mutate', kind: 'conflict' });
    const response = await mutateGoogle(app, accessToken, GOOGLE.customers.noname, 'ads', {
      operations: [],
    });
    expect(response.statusCode).toBe(409);
    expect(readGoogleErrorCode(response)).toEqual({ databaseError: 'CONCURRENT_MODIFICATION' });
  });

  it('expires the presented token for real: later calls fail until a refresh', async () => {
    const { accessToken, refreshToken } = await signInGoogle(app, GOOGLE.logins.grace);
    await arm({ endpoint: 'google-ads:search', kind: 'expired_token' });
    const first = await searchGoogle(app, accessToken, GOOGLE.customers.consulting, QUERY);
    expect(readGoogleErrorCode(first)).toEqual({ authenticationError: 'OAUTH_TOKEN_EXPIRED' });
    const again = await searchGoogle(app, accessToken, GOOGLE.customers.consulting, QUERY);
    expect(readGoogleErrorCode(again)).toEqual({ authenticationError: 'OAUTH_TOKEN_EXPIRED' });
    const refreshed = await refreshTokens(app, findFixture('google'), refreshToken);
    const token = refreshed.json<{ access_token: string }>().access_token;
    expect((await searchGoogle(app, token, GOOGLE.customers.consulting, QUERY)).statusCode).toBe(
      200,
    );
  });

  it('revokes the grant behind the presented token', async () => {
    const { accessToken, refreshToken } = await signInGoogle(app, GOOGLE.logins.katherine);
    await arm({ endpoint: 'google-ads:search', kind: 'revoked_token' });
    const response = await searchGoogle(app, accessToken, GOOGLE.customers.orbital, QUERY);
    expect(response.statusCode).toBe(401);
    expect(readGoogleErrorCode(response)).toEqual({ authenticationError: 'OAUTH_TOKEN_REVOKED' });
    const refresh = await refreshTokens(app, findFixture('google'), refreshToken);
    expect(refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('adds latency with a delay fault', async () => {
    const { accessToken } = await signInGoogle(app, GOOGLE.logins.ada);
    await arm({ endpoint: 'google-ads:search', kind: 'delay', delayMs: 150 });
    const started = Date.now();
    const response = await searchGoogle(app, accessToken, GOOGLE.customers.hearthly, QUERY);
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe('LinkedIn faults', () => {
  const creatives = `${LINKEDIN_API}/adAccounts/${LINKEDIN.accounts.apollo}/creatives?q=criteria`;
  const creative = `${LINKEDIN_API}/adAccounts/${LINKEDIN.accounts.apollo}/creatives/${encodeURIComponent('urn:li:sponsoredCreative:808900101')}`;

  it.each([
    ['rate_limited', 429, 'TOO_MANY_REQUESTS'],
    ['server_error', 500, 'INTERNAL_SERVER_ERROR'],
    ['temporarily_unavailable', 503, 'SERVICE_UNAVAILABLE'],
    ['permission_denied', 403, 'ACCESS_DENIED'],
  ])('answers %s on the creatives finder', async (kind, status, code) => {
    const { accessToken } = await signInLinkedIn(app, LINKEDIN.logins.margaret);
    await arm({ endpoint: 'linkedin:creatives', kind, retryAfterSeconds: 11 });
    const response = await app.inject({
      method: 'GET',
      url: creatives,
      headers: linkedInHeaders(accessToken),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status, code });
    if (status === 429) expect(response.headers['retry-after']).toBe('11');
    expect(
      (await app.inject({ method: 'GET', url: creatives, headers: linkedInHeaders(accessToken) }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 409 on a PARTIAL_UPDATE', async () => {
    const { accessToken } = await signInLinkedIn(app, LINKEDIN.logins.margaret);
    await arm({ provider: 'linkedin', endpoint: 'linkedin:partialUpdate', kind: 'conflict' });
    const response = await app.inject({
      method: 'POST',
      url: creative,
      headers: linkedInHeaders(accessToken, { 'x-restli-method': 'PARTIAL_UPDATE' }),
      payload: { patch: { $set: { name: 'Renamed' } } },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('expires or revokes the presented token', async () => {
    const margaret = await signInLinkedIn(app, LINKEDIN.logins.margaret);
    await arm({ endpoint: 'linkedin:adAccounts', kind: 'expired_token' });
    const expired = await app.inject({
      method: 'GET',
      url: `${LINKEDIN_API}/adAccounts?q=search`,
      headers: linkedInHeaders(margaret.accessToken),
    });
    expect(expired.json()).toMatchObject({ status: 401, code: 'EXPIRED_ACCESS_TOKEN' });
    const refreshed = await refreshTokens(app, findFixture('linkedin'), margaret.refreshToken);
    const token = refreshed.json<{ access_token: string }>().access_token;
    await arm({ endpoint: 'linkedin:posts', kind: 'revoked_token' });
    const revoked = await app.inject({
      method: 'GET',
      url: `${LINKEDIN_API}/posts/${encodeURIComponent('urn:li:share:7100000000000000101')}`,
      headers: linkedInHeaders(token),
    });
    expect(revoked.json()).toMatchObject({ status: 401, code: 'REVOKED_ACCESS_TOKEN' });
    const refusedRefresh = await refreshTokens(app, findFixture('linkedin'), margaret.refreshToken);
    expect(refusedRefresh.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('arming ad faults', () => {
  it('refuses ad-only kinds on OAuth endpoints and a provider that does not own the endpoint', async () => {
    expect((await arm({ endpoint: 'token', kind: 'permission_denied' })).statusCode).toBe(400);
    expect(
      (await arm({ provider: 'google', endpoint: 'linkedin:creatives', kind: 'server_error' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await arm({ endpoint: 'google-ads:everything', kind: 'server_error' })).statusCode,
    ).toBe(400);
  });

  it('revokes a person’s grants through the control route, as the Reconnect test does', async () => {
    const { accessToken } = await signInGoogle(app, GOOGLE.logins.alan);
    const revoked = await app.inject({
      method: 'POST',
      url: '/sandbox/_control/revoke',
      headers: CONTROL_HEADERS,
      payload: { provider: 'google', email: GOOGLE.logins.alan },
    });
    expect(revoked.json()).toEqual({ revokedGrants: 1 });
    const response = await app.inject({
      method: 'GET',
      url: `${GOOGLE_ADS}/customers:listAccessibleCustomers`,
      headers: googleHeaders(accessToken),
    });
    expect(readGoogleErrorCode(response)).toEqual({ authenticationError: 'OAUTH_TOKEN_REVOKED' });
  });
});
