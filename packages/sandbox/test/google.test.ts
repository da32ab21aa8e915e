import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeWithHint,
  buildTestApp,
  CLIENT_ID,
  CLIENT_SECRET,
  exchangeCode,
  findFixture,
  getProfile,
  postForm,
  PUBLIC_URL,
  REDIRECT_URI,
  refreshTokens,
} from './helpers.js';

const google = findFixture('google');
let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(async () => {
  await app.close();
});

async function signIn(params: Record<string, string | undefined> = {}) {
  const { code, verifier } = await authorizeWithHint(app, google, params);
  const response = await exchangeCode(app, google, code, verifier);
  expect(response.statusCode).toBe(200);
  return response.json<Record<string, string>>();
}

describe('Google wire format', () => {
  it('serves the discovery document with the sandbox issuer and Google-shaped paths', async () => {
    const response = await app.inject({ method: 'GET', url: google.discovery });
    expect(response.json()).toMatchObject({
      issuer: `${PUBLIC_URL}/sandbox/google`,
      authorization_endpoint: `${PUBLIC_URL}/sandbox/google/o/oauth2/v2/auth`,
      token_endpoint: `${PUBLIC_URL}/sandbox/google/token`,
      userinfo_endpoint: `${PUBLIC_URL}/sandbox/google/v1/userinfo`,
      revocation_endpoint: `${PUBLIC_URL}/sandbox/google/revoke`,
      jwks_uri: `${PUBLIC_URL}/sandbox/google/oauth2/v3/certs`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('adds scope, authuser and prompt to the callback as Google does', async () => {
    const { callback } = await authorizeWithHint(app, google);
    expect(callback.searchParams.get('scope')).toBe(
      'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
    );
    expect(callback.searchParams.get('authuser')).toBe('0');
  });

  // Granular consent: https://developers.google.com/identity/protocols/oauth2/resources/granular-permissions
  it('grants without the scopes a person unticks (Dorothy withholds adwords)', async () => {
    const adsScope = 'https://www.googleapis.com/auth/adwords';
    const fixture = {
      ...google,
      email: 'dorothy.vaughan@sandbox.google.test',
      scope: `openid email ${adsScope}`,
    };
    const { code, verifier } = await authorizeWithHint(app, fixture);
    const answer = (await exchangeCode(app, fixture, code, verifier)).json<{ scope: string }>();
    expect(answer.scope.split(' ')).not.toContain(adsScope);
    expect(answer.scope.split(' ')).toContain('openid');
  });

  it('gives a refresh token only for access_type=offline', async () => {
    const online = await signIn({ access_type: undefined });
    expect(online.refresh_token).toBeUndefined();
    const offline = await signIn();
    expect(offline.refresh_token).toMatch(/^1\/\/0/);
    expect(offline.access_token).toMatch(/^ya29\./);
  });

  it('keeps the refresh token on refresh and sends a fresh ID token', async () => {
    const tokens = await signIn();
    const first = await refreshTokens(app, google, tokens.refresh_token ?? '');
    expect(first.json()).not.toHaveProperty('refresh_token');
    expect(first.json()).toHaveProperty('id_token');
    const second = await refreshTokens(app, google, tokens.refresh_token ?? '');
    expect(second.statusCode).toBe(200);
  });

  it('answers userinfo with the OIDC claims the scopes allow', async () => {
    const tokens = await signIn();
    const response = await getProfile(app, google.profile, tokens.access_token ?? '');
    expect(response.json()).toEqual({
      sub: '104857392017364819201',
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: 'ada.lovelace@sandbox.google.test',
      email_verified: true,
      hd: 'sandbox.google.test',
    });
    const emailOnly = await signIn({ scope: 'openid email' });
    expect(
      (await getProfile(app, google.profile, emailOnly.access_token ?? '')).json(),
    ).not.toHaveProperty('name');
  });

  it('names the hosted domain only for Workspace accounts, in userinfo and the ID token', async () => {
    const hosted = await signIn();
    const hostedClaims = JSON.parse(
      Buffer.from(String(hosted.id_token).split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(hostedClaims).toMatchObject({ hd: 'sandbox.google.test', email_verified: true });
    const consumer = await signIn({ login_hint: 'mary.jackson@sandbox-mail.test' });
    const userinfo = await getProfile(app, google.profile, consumer.access_token ?? '');
    expect(userinfo.json()).toMatchObject({
      email: 'mary.jackson@sandbox-mail.test',
      email_verified: true,
    });
    expect(userinfo.json()).not.toHaveProperty('hd');
  });

  it('reports an unverified address as Google does', async () => {
    const tokens = await signIn({ login_hint: 'katherine.johnson@sandbox.google.test' });
    const response = await getProfile(app, google.profile, tokens.access_token ?? '');
    expect(response.json()).toMatchObject({ email_verified: false });
  });

  it('revokes: userinfo gets 401 and the refresh token invalid_grant', async () => {
    const tokens = await signIn();
    const revoke = await postForm(app, '/sandbox/google/revoke', { token: tokens.access_token });
    expect(revoke.statusCode).toBe(200);
    const profile = await getProfile(app, google.profile, tokens.access_token ?? '');
    expect(profile.statusCode).toBe(401);
    expect(profile.headers['www-authenticate']).toContain('error="invalid_token"');
    expect(profile.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Invalid Credentials',
    });
    const refresh = await refreshTokens(app, google, tokens.refresh_token ?? '');
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
  });

  it('refuses to revoke an unknown token with 400 invalid_token', async () => {
    const response = await postForm(app, '/sandbox/google/revoke', { token: 'ya29.nothing' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('accepts client_secret_basic', async () => {
    const { code, verifier } = await authorizeWithHint(app, google);
    const basic = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64');
    const response = await postForm(
      app,
      google.token,
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      },
      { authorization: `Basic ${basic}` },
    );
    expect(response.statusCode).toBe(200);
  });

  it('words token failures as Google does', async () => {
    const { code, verifier } = await authorizeWithHint(app, google);
    expect((await exchangeCode(app, google, code, 'a'.repeat(43))).json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid code verifier.',
    });
    expect(
      (
        await exchangeCode(app, google, code, verifier, { redirect_uri: `${REDIRECT_URI}x` })
      ).json(),
    ).toEqual({
      error: 'redirect_uri_mismatch',
      error_description: 'Bad Request',
    });
    expect((await exchangeCode(app, google, 'not-a-code', verifier)).json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Malformed auth code.',
    });
    const noSecret = await exchangeCode(app, google, code, verifier, { client_secret: undefined });
    expect(noSecret.json()).toEqual({
      error: 'invalid_request',
      error_description: 'client_secret is missing.',
    });
    const badGrant = await exchangeCode(app, google, code, verifier, { grant_type: 'password' });
    expect(badGrant.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });
});
