import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGooglePlatform } from '../../src/google/google-platform.js';
import { createLinkedInPlatform } from '../../src/linkedin/linkedin-platform.js';
import { findMissingConnectScopes, GOOGLE_ADS_SCOPE } from '../../src/oauth/connect-scopes.js';
import { createPkcePair } from '../../src/oauth/pkce.js';
import { sandboxPlatformUrls } from '../../src/platform-urls.js';
import {
  connectLogin,
  createContractHttp,
  REDIRECT_URI,
  startSandbox,
  type SandboxHarness,
} from './sandbox-harness.js';

// PKCE per provider. LinkedIn's web-app authorization-code flow documents no PKCE
// (https://learn.microsoft.com/en-us/linkedin/shared/authentication/authorization-code-flow); PKCE is
// for native apps LinkedIn enables one by one
// (https://learn.microsoft.com/en-us/linkedin/shared/authentication/authorization-code-flow-native),
// and a web app's token request carrying code_verifier is answered 401 invalid_client
// (UsefulSoftwareCo/executor#2087). Google documents PKCE for web server apps
// (https://developers.google.com/identity/protocols/oauth2/web-server) and the sandbox keeps
// requiring it there.

let harness: SandboxHarness;

beforeAll(async () => {
  harness = await startSandbox();
});

afterAll(async () => {
  await harness.close();
});

function createLinkedIn() {
  return createLinkedInPlatform({
    ...sandboxPlatformUrls(harness.sandboxUrl).linkedin,
    clientId: 'utmost-contract',
    clientSecret: 'contract-secret',
    http: createContractHttp().http,
  });
}

/** Authorizes at the sandbox with the given query and returns the code from the callback. */
async function authorize(url: URL): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? 'http://invalid/');
}

describe('LinkedIn OAuth without PKCE (learn.microsoft.com authorization-code-flow)', () => {
  it('connects a LinkedIn login: no challenge sent, no verifier sent', async () => {
    const linkedin = createLinkedIn();
    const url = new URL(
      linkedin.oauth.buildAuthorizationUrl({
        state: 's',
        codeChallenge: createPkcePair().codeChallenge,
        redirectUri: REDIRECT_URI,
      }),
    );
    expect(url.searchParams.has('code_challenge')).toBe(false);
    const tokens = await connectLogin(linkedin.oauth, SANDBOX_AD_CATALOG.linkedin.logins.margaret);
    expect(tokens.accessToken).not.toBe('');
  });

  it('the sandbox answers a LinkedIn token request with code_verifier 401 invalid_client', async () => {
    const urls = sandboxPlatformUrls(harness.sandboxUrl).linkedin;
    const { codeVerifier, codeChallenge } = createPkcePair();
    const start = new URL(urls.authorizeUrl);
    for (const [key, value] of Object.entries({
      response_type: 'code',
      client_id: 'utmost-contract',
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile r_ads',
      state: 's',
      login_hint: SANDBOX_AD_CATALOG.linkedin.logins.margaret,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }))
      start.searchParams.set(key, value);
    const code = (await authorize(start)).searchParams.get('code') ?? '';
    const response = await fetch(urls.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        client_id: 'utmost-contract',
        client_secret: 'contract-secret',
        code_verifier: codeVerifier,
      }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
  });
});

describe('Google keeps PKCE (developers.google.com web-server OAuth)', () => {
  it('sends the challenge and the verifier, and the sandbox refuses an authorize without one', async () => {
    const urls = sandboxPlatformUrls(harness.sandboxUrl).google;
    const google = createGooglePlatform({
      ...urls,
      developerToken: 'contract-dev-token',
      clientId: 'utmost-contract',
      clientSecret: 'contract-secret',
      http: createContractHttp().http,
    });
    const url = new URL(
      google.oauth.buildAuthorizationUrl({
        state: 's',
        codeChallenge: createPkcePair().codeChallenge,
        redirectUri: REDIRECT_URI,
      }),
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    await expect(
      connectLogin(google.oauth, SANDBOX_AD_CATALOG.google.logins.ada),
    ).resolves.toMatchObject({ accessToken: expect.any(String) });

    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    url.searchParams.set('login_hint', SANDBOX_AD_CATALOG.google.logins.ada);
    const callback = await authorize(url);
    expect(callback.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('Google granular consent (developers.google.com granular-permissions)', () => {
  it('a person who unticks Google Ads yields a token answer without adwords, which the connect refuses', async () => {
    const google = createGooglePlatform({
      ...sandboxPlatformUrls(harness.sandboxUrl).google,
      developerToken: 'contract-dev-token',
      clientId: 'utmost-contract',
      clientSecret: 'contract-secret',
      http: createContractHttp().http,
    });
    const tokens = await connectLogin(google.oauth, 'dorothy.vaughan@sandbox.google.test');
    expect(tokens.scopes).not.toContain(GOOGLE_ADS_SCOPE);
    expect(findMissingConnectScopes('google', tokens.scopes)).toEqual([GOOGLE_ADS_SCOPE]);
    const granted = await connectLogin(google.oauth, SANDBOX_AD_CATALOG.google.logins.ada);
    expect(findMissingConnectScopes('google', granted.scopes)).toEqual([]);
  });
});
