import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeWithHint,
  buildTestApp,
  CLIENT_ID,
  CLIENT_SECRET,
  createPkcePair,
  exchangeCode,
  findFixture,
  getProfile,
  postForm,
  PUBLIC_URL,
  REDIRECT_URI,
  refreshTokens,
  type TestClock,
} from './helpers.js';

const linkedin = findFixture('linkedin');
const CODE_EXCHANGE_FAILURE =
  'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired. Or external member binding exists';
let app: FastifyInstance;
let clock: TestClock;

beforeAll(async () => {
  ({ app, clock } = await buildTestApp());
});
afterAll(async () => {
  await app.close();
});

async function signIn(params: Record<string, string | undefined> = {}) {
  const { code, verifier } = await authorizeWithHint(app, linkedin, params);
  const response = await exchangeCode(app, linkedin, code, verifier);
  expect(response.statusCode).toBe(200);
  return response.json<Record<string, string | number>>();
}

describe('LinkedIn wire format', () => {
  it('names https://…/linkedin/oauth as issuer, as LinkedIn has since 2024', async () => {
    const response = await app.inject({ method: 'GET', url: linkedin.discovery });
    expect(response.json()).toMatchObject({
      issuer: `${PUBLIC_URL}/sandbox/linkedin/oauth`,
      jwks_uri: `${PUBLIC_URL}/sandbox/linkedin/oauth/openid/jwks`,
      userinfo_endpoint: `${PUBLIC_URL}/sandbox/linkedin/v2/userinfo`,
      token_endpoint_auth_methods_supported: ['client_secret_post'],
    });
  });

  it('answers the token call with comma-separated scopes and the refresh token lifetime', async () => {
    const tokens = await signIn();
    expect(tokens).toMatchObject({
      expires_in: 5_183_999,
      refresh_token_expires_in: 31_535_999,
      scope: 'openid,profile,email',
      token_type: 'Bearer',
    });
  });

  it('returns the same refresh token with its remaining life, and no ID token, on refresh', async () => {
    const tokens = await signIn();
    clock.advanceSeconds(100);
    const response = await refreshTokens(app, linkedin, String(tokens.refresh_token));
    const body = response.json<Record<string, unknown>>();
    expect(body.refresh_token).toBe(tokens.refresh_token);
    expect(body.refresh_token_expires_in).toBe(31_535_999 - 100);
    expect(body).not.toHaveProperty('id_token');
  });

  it('answers userinfo in LinkedIn OIDC shape', async () => {
    const tokens = await signIn();
    const response = await getProfile(app, linkedin.profile, String(tokens.access_token));
    expect(response.json()).toEqual({
      sub: 'mH4k2QxT9a',
      email_verified: true,
      name: 'Margaret Hamilton',
      locale: { country: 'US', language: 'en' },
      given_name: 'Margaret',
      family_name: 'Hamilton',
      email: 'margaret.hamilton@sandbox.linkedin.test',
    });
  });

  it('refuses userinfo to a token without the openid scope', async () => {
    const tokens = await signIn({ scope: 'r_ads rw_ads' });
    expect(tokens).not.toHaveProperty('id_token');
    const response = await getProfile(app, linkedin.profile, String(tokens.access_token));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ACCESS_DENIED', status: 403 });
  });

  it('revokes with the client credentials; the token then gets 401', async () => {
    const tokens = await signIn();
    const unauthenticated = await postForm(app, '/sandbox/linkedin/oauth/v2/revoke', {
      token: String(tokens.access_token),
    });
    expect(unauthenticated.statusCode).toBe(400);
    const revoke = await postForm(app, '/sandbox/linkedin/oauth/v2/revoke', {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      token: String(tokens.access_token),
    });
    expect(revoke.statusCode).toBe(200);
    const profile = await getProfile(app, linkedin.profile, String(tokens.access_token));
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toMatchObject({ serviceErrorCode: 65602, code: 'REVOKED_ACCESS_TOKEN' });
  });

  it('says "Empty oauth2_access_token" without a token and 65601 after expiry', async () => {
    const missing = await app.inject({ method: 'GET', url: linkedin.profile });
    expect(missing.json()).toEqual({
      message: 'Empty oauth2_access_token',
      serviceErrorCode: 401,
      status: 401,
    });
    const tokens = await signIn();
    clock.advanceSeconds(5_184_000);
    const expired = await getProfile(app, linkedin.profile, String(tokens.access_token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ serviceErrorCode: 65601 });
  });

  it('gives every failed code exchange the one LinkedIn text, and refuses HTTP Basic', async () => {
    const { code } = await authorizeWithHint(app, linkedin);
    const wrongRedirect = await exchangeCode(app, linkedin, code, undefined, {
      redirect_uri: 'http://utmost.test:3000/elsewhere',
    });
    expect(wrongRedirect.json()).toEqual({
      error: 'invalid_request',
      error_description: CODE_EXCHANGE_FAILURE,
    });
    const basic = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64');
    const viaBasic = await postForm(
      app,
      linkedin.token,
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
      },
      { authorization: `Basic ${basic}` },
    );
    expect(viaBasic.statusCode).toBe(401);
    expect(viaBasic.json()).toMatchObject({ error: 'invalid_client' });
  });

  // https://learn.microsoft.com/en-us/linkedin/shared/authentication/authorization-code-flow has no
  // PKCE; the native-app page enables it per app. A web app's verifier gets 401 invalid_client
  // (UsefulSoftwareCo/executor#2087), with or without a challenge at authorize, and the code stays
  // good for an exchange without one.
  it('takes no PKCE: a challenge is ignored, a verifier is refused as a client failure', async () => {
    const pkce = createPkcePair();
    const { code } = await authorizeWithHint(app, linkedin, {
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
    });
    const withVerifier = await exchangeCode(app, linkedin, code, pkce.verifier);
    expect(withVerifier.statusCode).toBe(401);
    expect(withVerifier.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Client authentication failed',
    });
    const without = await exchangeCode(app, linkedin, code, undefined);
    expect(without.statusCode).toBe(200);
    expect(without.json()).toMatchObject({ token_type: 'Bearer' });
  });

  it('lets a code live 30 minutes', async () => {
    const { code, verifier } = await authorizeWithHint(app, linkedin);
    clock.advanceSeconds(1801);
    const response = await exchangeCode(app, linkedin, code, verifier);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });
});
