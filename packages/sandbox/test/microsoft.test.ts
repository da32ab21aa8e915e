import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_MICROSOFT_TENANT, SANDBOX_UNTRUSTED_MICROSOFT_TENANT } from '../src/identities.js';
import {
  authorizeWithHint,
  buildAuthorizeUrl,
  buildTestApp,
  exchangeCode,
  findFixture,
  getProfile,
  PUBLIC_URL,
  refreshTokens,
  verifyJwt,
  type ProviderFixture,
} from './helpers.js';

const microsoft = findFixture('microsoft');
const common: ProviderFixture = {
  ...microsoft,
  authorize: '/sandbox/microsoft/common/oauth2/v2.0/authorize',
  token: '/sandbox/microsoft/common/oauth2/v2.0/token',
};
let app: FastifyInstance;
let jwks: { keys: Array<Record<string, unknown>> };

beforeAll(async () => {
  ({ app } = await buildTestApp());
  jwks = (
    await app.inject({ method: 'GET', url: `/sandbox/microsoft/common/discovery/v2.0/keys` })
  ).json();
});
afterAll(async () => {
  await app.close();
});

async function signIn(fixture: ProviderFixture, params: Record<string, string | undefined> = {}) {
  const { code, verifier } = await authorizeWithHint(app, fixture, params);
  const response = await exchangeCode(app, fixture, code, verifier);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, string | number>>();
}

function readAadstsCode(body: { error_codes?: number[] }): number | undefined {
  return body.error_codes?.[0];
}

describe('Microsoft Entra wire format', () => {
  it('publishes a template issuer for common and the directory issuer for the tenant', async () => {
    const multi = await app.inject({
      method: 'GET',
      url: '/sandbox/microsoft/common/v2.0/.well-known/openid-configuration',
    });
    expect(multi.json()).toMatchObject({
      issuer: `${PUBLIC_URL}/sandbox/microsoft/{tenantid}/v2.0`,
      token_endpoint: `${PUBLIC_URL}/sandbox/microsoft/common/oauth2/v2.0/token`,
      userinfo_endpoint: `${PUBLIC_URL}/sandbox/microsoft/graph/oidc/userinfo`,
    });
    const directory = await app.inject({ method: 'GET', url: microsoft.discovery });
    expect(directory.json()).toMatchObject({
      issuer: `${PUBLIC_URL}/sandbox/microsoft/${SANDBOX_MICROSOFT_TENANT.id}/v2.0`,
    });
  });

  it('refuses an unknown tenant with AADSTS90002', async () => {
    const page = await app.inject({
      method: 'GET',
      url: buildAuthorizeUrl({
        ...microsoft,
        authorize: '/sandbox/microsoft/00000000-0000-0000-0000-000000000000/oauth2/v2.0/authorize',
      }),
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('AADSTS90002');
  });

  it('signs in through common with an ID token in the v2.0 shape', async () => {
    const tokens = await signIn(common, { nonce: 'n-1' });
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3599,
      ext_expires_in: 3599,
      scope: 'openid profile email https://graph.microsoft.com/User.Read',
    });
    const claims = verifyJwt(String(tokens.id_token), jwks);
    expect(claims).toMatchObject({
      iss: `${PUBLIC_URL}/sandbox/microsoft/${SANDBOX_MICROSOFT_TENANT.id}/v2.0`,
      tid: SANDBOX_MICROSOFT_TENANT.id,
      oid: '3f2a9c1e-7b4d-4e8a-a1c6-0d9e5b7f2a31',
      preferred_username: 'edsger.dijkstra@sandbox.microsoft.test',
      ver: '2.0',
      nonce: 'n-1',
    });
    expect(claims).not.toHaveProperty('given_name');
    expect(claims.sub).not.toBe(claims.oid);
  });

  it('marks a verified mail domain with xms_edov', async () => {
    const claims = verifyJwt(String((await signIn(common)).id_token), jwks);
    expect(claims).toMatchObject({
      email: 'edsger.dijkstra@sandbox.microsoft.test',
      xms_edov: true,
    });
  });

  it('signs in a user of another tenant whose mail is an address it does not own', async () => {
    const hint = { login_hint: 'mallory@fabrikam.sandbox.test' };
    const tokens = await signIn(common, hint);
    const claims = verifyJwt(String(tokens.id_token), jwks);
    expect(claims).toMatchObject({
      iss: `${PUBLIC_URL}/sandbox/microsoft/${SANDBOX_UNTRUSTED_MICROSOFT_TENANT.id}/v2.0`,
      tid: SANDBOX_UNTRUSTED_MICROSOFT_TENANT.id,
      email: 'demo@utmost.local',
      preferred_username: 'mallory@fabrikam.sandbox.test',
      xms_edov: false,
    });
    const me = await getProfile(app, microsoft.profile, String(tokens.access_token));
    expect(me.json()).toMatchObject({
      mail: 'demo@utmost.local',
      userPrincipalName: 'mallory@fabrikam.sandbox.test',
    });
    // Not a member of the Contoso directory: its authorize page does not offer her.
    const page = await app.inject({ method: 'GET', url: buildAuthorizeUrl(microsoft) });
    expect(page.body).not.toContain('mallory@fabrikam.sandbox.test');
    expect(page.body).toContain('edsger.dijkstra@sandbox.microsoft.test');
  });

  it('gives each application its own pairwise subject', async () => {
    const first = verifyJwt(String((await signIn(microsoft)).id_token), jwks);
    const { code, verifier } = await authorizeWithHint(app, microsoft, { client_id: 'other-app' });
    const other = await exchangeCode(app, microsoft, code, verifier, { client_id: 'other-app' });
    const second = verifyJwt(String(other.json<{ id_token: string }>().id_token), jwks);
    expect(second.oid).toBe(first.oid);
    expect(second.sub).not.toBe(first.sub);
  });

  it('issues a refresh token only with offline_access, and rotates it', async () => {
    const online = await signIn(microsoft, { scope: 'openid profile User.Read' });
    expect(online).not.toHaveProperty('refresh_token');
    const tokens = await signIn(microsoft);
    const refreshed = await refreshTokens(app, microsoft, String(tokens.refresh_token));
    const next = refreshed.json<{ refresh_token: string }>();
    expect(next.refresh_token).toMatch(/^0\.AR/);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    const replay = await refreshTokens(app, microsoft, String(tokens.refresh_token));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers Graph me in the Graph shape', async () => {
    const tokens = await signIn(microsoft);
    const response = await getProfile(app, microsoft.profile, String(tokens.access_token));
    expect(response.json()).toEqual({
      '@odata.context': `${PUBLIC_URL}/sandbox/microsoft/graph/v1.0/$metadata#users/$entity`,
      businessPhones: [],
      displayName: 'Edsger Dijkstra',
      givenName: 'Edsger',
      jobTitle: null,
      mail: 'edsger.dijkstra@sandbox.microsoft.test',
      mobilePhone: null,
      officeLocation: null,
      preferredLanguage: 'nl-NL',
      surname: 'Dijkstra',
      userPrincipalName: 'edsger.dijkstra@sandbox.microsoft.test',
      id: '3f2a9c1e-7b4d-4e8a-a1c6-0d9e5b7f2a31',
    });
  });

  it('refuses Graph me without User.Read, and answers the OIDC userinfo', async () => {
    const tokens = await signIn(microsoft, { scope: 'openid profile email' });
    const me = await getProfile(app, microsoft.profile, String(tokens.access_token));
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({ error: { code: 'Authorization_RequestDenied' } });
    const userinfo = await getProfile(
      app,
      '/sandbox/microsoft/graph/oidc/userinfo',
      String(tokens.access_token),
    );
    expect(userinfo.json()).toMatchObject({
      email: 'edsger.dijkstra@sandbox.microsoft.test',
      given_name: 'Edsger',
    });
  });

  it('ends every session through Graph revokeSignInSessions', async () => {
    const tokens = await signIn(microsoft, {
      scope: 'openid profile email offline_access User.Read User.RevokeSessions.All',
    });
    const revoke = await app.inject({
      method: 'POST',
      url: '/sandbox/microsoft/graph/v1.0/me/revokeSignInSessions',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(revoke.json()).toMatchObject({ value: true });
    const me = await getProfile(app, microsoft.profile, String(tokens.access_token));
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ error: { code: 'InvalidAuthenticationToken' } });
    const refresh = await refreshTokens(app, microsoft, String(tokens.refresh_token));
    expect(readAadstsCode(refresh.json())).toBe(50173);
  });

  it('explains failures with AADSTS codes', async () => {
    const { code, verifier } = await authorizeWithHint(app, microsoft);
    const pkce = await exchangeCode(app, microsoft, code, 'c'.repeat(43));
    expect(readAadstsCode(pkce.json())).toBe(501481);
    expect(pkce.json<{ error_description: string }>().error_description).toMatch(/^AADSTS501481: /);
    expect((await exchangeCode(app, microsoft, code, verifier)).statusCode).toBe(200);
    const reuse = await exchangeCode(app, microsoft, code, verifier);
    expect(readAadstsCode(reuse.json())).toBe(54005);
  });

  it('lists no demo identity for consumers (personal accounts)', async () => {
    const page = await app.inject({
      method: 'GET',
      url: buildAuthorizeUrl({
        ...microsoft,
        authorize: '/sandbox/microsoft/consumers/oauth2/v2.0/authorize',
      }),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('No demo identity can sign in here.');
  });
});
