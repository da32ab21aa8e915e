import { describe, expect, it } from 'vitest';
import { createFakeFetch, createTestHttp, jsonResponse } from '../../test/fake-fetch.js';
import { createGooglePlatform } from '../google/google-platform.js';
import { createLinkedInPlatform } from '../linkedin/linkedin-platform.js';
import { livePlatformUrls } from '../platform-urls.js';
import { findPurposeScopes, type ConnectPurpose } from './connect-scopes.js';
import { computeCodeChallenge, createPkcePair } from './pkce.js';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

function createPlatforms(handler: Parameters<typeof createFakeFetch>[0]) {
  const fake = createFakeFetch(handler);
  const { http } = createTestHttp(fake.fetch);
  const urls = livePlatformUrls();
  return {
    calls: fake.calls,
    google: createGooglePlatform({
      ...urls.google,
      developerToken: 'dev',
      clientId: 'g-client',
      clientSecret: 'g-secret',
      http,
    }),
    linkedin: createLinkedInPlatform({
      ...urls.linkedin,
      clientId: 'li-client',
      clientSecret: 'li-secret',
      http,
    }),
  };
}

const authorization = {
  state: 'state-1',
  codeChallenge: 'c'.repeat(43),
  redirectUri: 'https://app.example/api/v1/google/callback',
};

describe('buildAuthorizationUrl', () => {
  it('asks Google for offline access with consent, PKCE S256 and the Ads scope', () => {
    const { google } = createPlatforms(() => jsonResponse(500, {}));
    const url = new URL(
      google.oauth.buildAuthorizationUrl({ ...authorization, loginHint: 'a@b.test' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'g-client',
      redirect_uri: authorization.redirectUri,
      scope: 'openid email https://www.googleapis.com/auth/adwords',
      state: 'state-1',
      code_challenge: authorization.codeChallenge,
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
      login_hint: 'a@b.test',
    });
  });

  // Tagging edits no post (campaign tracking parameters, platform-apis.md corrections), so a plain
  // connect does not ask to edit organization posts (w_organization_social, Posts API).
  it('asks LinkedIn for the sign-in, ads and post-reading scopes, not post editing', () => {
    const { linkedin } = createPlatforms(() => jsonResponse(500, {}));
    const url = new URL(linkedin.oauth.buildAuthorizationUrl(authorization));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/oauth/v2/authorization');
    expect(url.searchParams.get('scope')).toBe(
      'openid email profile r_ads rw_ads r_organization_social',
    );
    expect(url.searchParams.has('login_hint')).toBe(false);
    expect(url.searchParams.has('access_type')).toBe(false);
    // No PKCE for a LinkedIn web app: state alone binds the callback.
    expect(url.searchParams.get('state')).toBe('state-1');
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(url.searchParams.has('code_challenge_method')).toBe(false);
  });

  it('adds the scopes a restore of old post edits needs, once each', () => {
    const { linkedin, google } = createPlatforms(() => jsonResponse(500, {}));
    const scopeOf = (platform: typeof linkedin, purpose?: ConnectPurpose) =>
      new URL(
        platform.oauth.buildAuthorizationUrl({
          ...authorization,
          extraScopes: findPurposeScopes(platform.name, purpose),
        }),
      ).searchParams.get('scope');
    expect(scopeOf(linkedin, 'restore_post_edits')).toBe(
      'openid email profile r_ads rw_ads r_organization_social w_organization_social',
    );
    expect(scopeOf(linkedin)).toBe('openid email profile r_ads rw_ads r_organization_social');
    expect(scopeOf(google, 'restore_post_edits')).toBe(
      'openid email https://www.googleapis.com/auth/adwords',
    );
    expect(
      new URL(
        linkedin.oauth.buildAuthorizationUrl({ ...authorization, extraScopes: ['r_ads'] }),
      ).searchParams.get('scope'),
    ).toBe('openid email profile r_ads rw_ads r_organization_social');
  });
});

describe('token endpoint', () => {
  it('exchanges a code with a form-encoded request and reads Google scopes and lifetimes', async () => {
    const { google, calls } = createPlatforms(() =>
      jsonResponse(200, {
        access_token: 'ya29.a',
        expires_in: 3599,
        refresh_token: '1//0r',
        scope: 'openid https://www.googleapis.com/auth/adwords',
        token_type: 'Bearer',
      }),
    );
    const tokens = await google.oauth.exchangeCode({
      code: '4/0code',
      codeVerifier: 'verifier',
      redirectUri: authorization.redirectUri,
    });
    expect(tokens).toEqual({
      accessToken: 'ya29.a',
      refreshToken: '1//0r',
      accessTokenExpiresAt: new Date(NOW + 3_599_000),
      refreshTokenExpiresAt: null,
      scopes: ['openid', 'https://www.googleapis.com/auth/adwords'],
    });
    expect(calls[0]?.url).toBe('https://oauth2.googleapis.com/token');
    expect(calls[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({
      grant_type: 'authorization_code',
      code: '4/0code',
      redirect_uri: authorization.redirectUri,
      client_id: 'g-client',
      client_secret: 'g-secret',
      code_verifier: 'verifier',
    });
  });

  it('exchanges a LinkedIn code without code_verifier and takes an answer without token_type', async () => {
    const { linkedin, calls } = createPlatforms(() =>
      jsonResponse(200, { access_token: 'AQV', expires_in: 5_183_999, scope: 'r_ads' }),
    );
    const tokens = await linkedin.oauth.exchangeCode({
      code: 'AQTcode',
      codeVerifier: 'verifier',
      redirectUri: authorization.redirectUri,
    });
    expect(tokens.accessToken).toBe('AQV');
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'AQTcode',
      redirect_uri: authorization.redirectUri,
      client_id: 'li-client',
      client_secret: 'li-secret',
    });
  });

  it('reads LinkedIn comma-separated scopes and the refresh token lifetime', async () => {
    const { linkedin } = createPlatforms(() =>
      jsonResponse(200, {
        access_token: 'AQV',
        expires_in: 5_183_999,
        refresh_token: 'AQX',
        refresh_token_expires_in: 31_535_999,
        scope: 'r_ads,rw_ads,openid',
      }),
    );
    const tokens = await linkedin.oauth.refreshTokens('AQX');
    expect(tokens.scopes).toEqual(['r_ads', 'rw_ads', 'openid']);
    expect(tokens.refreshTokenExpiresAt).toEqual(new Date(NOW + 31_535_999_000));
  });

  it('keeps the refresh token null when a refresh does not return one (Google)', async () => {
    const { google, calls } = createPlatforms(() =>
      jsonResponse(200, { access_token: 'ya29.b', expires_in: 3599, scope: 'openid' }),
    );
    const tokens = await google.oauth.refreshTokens('1//0r');
    expect(tokens.refreshToken).toBeNull();
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: '1//0r',
      client_id: 'g-client',
      client_secret: 'g-secret',
    });
  });

  it('turns invalid_grant on refresh into AUTH_REVOKED without echoing the token', async () => {
    const { google } = createPlatforms(() =>
      jsonResponse(400, {
        error: 'invalid_grant',
        error_description: 'Token has been expired or revoked.',
      }),
    );
    const error = await google.oauth
      .refreshTokens('1//0secret-refresh')
      .catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ code: 'AUTH_REVOKED', platformCode: 'invalid_grant' });
    expect(String((error as Error).message)).not.toContain('secret-refresh');
  });

  it('does not retry a code exchange after a network failure (the code may be spent)', async () => {
    const { google, calls } = createPlatforms(() => {
      throw new TypeError('socket hang up');
    });
    await expect(
      google.oauth.exchangeCode({
        code: 'c',
        codeVerifier: 'v',
        redirectUri: authorization.redirectUri,
      }),
    ).rejects.toMatchObject({ code: 'SERVER_ERROR' });
    expect(calls).toHaveLength(1);
  });
});

describe('revokeToken', () => {
  it('sends only the token to Google and treats an already revoked token as done', async () => {
    const { google, calls } = createPlatforms(() =>
      jsonResponse(400, { error: 'invalid_token', error_description: 'Token expired or revoked' }),
    );
    await expect(google.oauth.revokeToken('ya29.a')).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe('https://oauth2.googleapis.com/revoke');
    expect(calls[0]?.body).toBe('token=ya29.a');
  });

  it('sends the client credentials to LinkedIn and reports a server failure', async () => {
    const { linkedin, calls } = createPlatforms(() => jsonResponse(500, { error: 'server_error' }));
    await expect(linkedin.oauth.revokeToken('AQV')).rejects.toMatchObject({ code: 'SERVER_ERROR' });
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({
      token: 'AQV',
      client_id: 'li-client',
      client_secret: 'li-secret',
    });
  });
});

describe('fetchLoginProfile', () => {
  it('reads sub, e-mail (lower-cased) and name from userinfo with the bearer token', async () => {
    const { linkedin, calls } = createPlatforms(() =>
      jsonResponse(200, { sub: 'mH4k2QxT9a', email: 'Margaret@Sandbox.test', name: 'Margaret H' }),
    );
    expect(await linkedin.oauth.fetchLoginProfile('AQV')).toEqual({
      subject: 'mH4k2QxT9a',
      email: 'margaret@sandbox.test',
      name: 'Margaret H',
    });
    expect(calls[0]?.url).toBe('https://api.linkedin.com/v2/userinfo');
    expect(calls[0]?.headers.authorization).toBe('Bearer AQV');
  });

  it('reports a refused token as AUTH_REVOKED and a missing e-mail as UNKNOWN', async () => {
    const refused = createPlatforms(() => jsonResponse(401, { error: 'invalid_request' }));
    await expect(refused.google.oauth.fetchLoginProfile('x')).rejects.toMatchObject({
      code: 'AUTH_REVOKED',
    });
    const noEmail = createPlatforms(() => jsonResponse(200, { sub: '1' }));
    await expect(noEmail.google.oauth.fetchLoginProfile('x')).rejects.toMatchObject({
      code: 'UNKNOWN',
    });
  });
});

describe('PKCE', () => {
  it('derives the RFC 7636 S256 challenge', () => {
    // The example of RFC 7636 appendix B.
    expect(computeCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    const pair = createPkcePair();
    expect(pair.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pair.codeChallenge).toBe(computeCodeChallenge(pair.codeVerifier));
  });
});
