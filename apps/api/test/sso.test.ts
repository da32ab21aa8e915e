import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_ATTEMPT_COOKIE } from '../src/features/identity/sso/sso-attempt.js';
import { listUserIdentities } from '../src/features/identity/repositories/user-identity-repository.js';
import { findUserByEmail } from '../src/features/identity/repositories/user-repository.js';
import { markUserEmailVerified } from '../src/features/identity/repositories/user-repository.js';
import { createAccount } from '../src/features/identity/services/account-service.js';
import { buildTestApp, installKeyHeaders, type TestApp } from './helpers/build-test-app.js';
import {
  createSsoBrowser,
  expectSignedOut,
  readCookies,
  readLocation,
} from './helpers/sso-browser.js';

// Sign-in through the mounted sandbox, one redirect at a time, as a browser would follow them
// (helpers/sso-browser.ts). Linking rules against existing accounts: sso-account-linking.test.ts.

const PUBLIC_URL = 'http://localhost:3000';
const SANDBOX_TENANT = '5b1c7a2e-8d4f-4e0a-9c3b-2f6d8e1a7c40';

let testApp: TestApp;
let app: FastifyInstance;
let browser: ReturnType<typeof createSsoBrowser>;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  browser = createSsoBrowser(app);
});

afterAll(async () => {
  await testApp.close();
});

describe('the provider list', () => {
  it('offers all three providers in sandbox mode', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/users/sso/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      content: {
        providers: [
          { provider: 'google', isEnabled: true },
          { provider: 'linkedin', isEnabled: true },
          { provider: 'microsoft', isEnabled: true },
        ],
      },
    });
  });
});

describe.each([
  ['google', 'ada.lovelace@sandbox.google.test', "Ada's organization"],
  ['linkedin', 'margaret.hamilton@sandbox.linkedin.test', "Margaret's organization"],
  ['microsoft', 'edsger.dijkstra@sandbox.microsoft.test', "Edsger's organization"],
] as const)('signing in with %s', (provider, email, organizationName) => {
  it('sends the browser to the provider with state, the scopes and PKCE where it is taken', async () => {
    const { authorizeUrl, attemptCookie } = await browser.startAttempt(provider);
    expect(authorizeUrl.origin).toBe(PUBLIC_URL);
    expect(authorizeUrl.pathname.startsWith(`/sandbox/${provider}/`)).toBe(true);
    const params = authorizeUrl.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(`utmost-sandbox-${provider}`);
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/v1/users/sso/${provider}/callback`);
    if (provider === 'linkedin') {
      // LinkedIn web apps take no PKCE (a verifier gets 401 invalid_client): state and nonce only.
      expect(params.has('code_challenge')).toBe(false);
      expect(params.has('code_challenge_method')).toBe(false);
    } else {
      expect(params.get('code_challenge_method')).toBe('S256');
      expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    }
    expect(params.get('state')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).not.toBe(params.get('state'));
    expect(params.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    if (provider === 'microsoft') expect(params.get('scope')).toContain('User.Read');
    // The verifier and the state never travel in the clear in the cookie.
    expect(attemptCookie).not.toContain(params.get('state'));
  });

  it('creates the user on the first sign-in and signs the same user in the second time', async () => {
    const first = await browser.signIn(provider, email);
    expect(readLocation(first)).toBe('/login?sso=complete');
    expect(readCookies(first).utmost_access).toBeDefined();
    const user = await browser.findSignedInUser(first);
    expect(user).toMatchObject({ email, loginMethod: provider });

    const organizations = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations?user_id=${user.id}`,
      cookies: { utmost_access: readCookies(first).utmost_access ?? '' },
    });
    expect(organizations.statusCode, organizations.body).toBe(200);
    expect(organizations.json()).toMatchObject({
      content: [{ name: organizationName, role: 'owner' }],
    });

    const second = await browser.signIn(provider, email);
    expect(readLocation(second)).toBe('/login?sso=complete');
    expect((await browser.findSignedInUser(second)).id).toBe(user.id);
    const db = testApp.testDatabase.database.db;
    const [identity] = await listUserIdentities(db, user.id);
    expect(identity).toMatchObject({ provider, email });
    // Entra object ids are unique only within their directory: the key is tid + oid.
    if (provider === 'microsoft') {
      expect(identity?.subject).toBe(`${SANDBOX_TENANT}:3f2a9c1e-7b4d-4e8a-a1c6-0d9e5b7f2a31`);
    }
    // Each provider proved this address (Google hosts it, Entra's xms_edov, LinkedIn verified).
    expect((await findUserByEmail(db, email))?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});

describe('linking and creating', () => {
  it('links the identity to an existing verified account with the same e-mail', async () => {
    const db = testApp.testDatabase.database.db;
    const { user } = await createAccount(db, {
      email: 'grace.hopper@sandbox.google.test',
      firstName: 'Grace',
      lastName: 'Hopper',
      organizationName: 'Navy',
      passwordHash: 'kept-password-hash',
      loginMethod: 'basic',
    });
    await markUserEmailVerified(db, user.id, new Date());
    const response = await browser.signIn('google', 'grace.hopper@sandbox.google.test');
    expect(readLocation(response)).toBe('/login?sso=complete');
    expect((await browser.findSignedInUser(response)).id).toBe(user.id);
    // A verified account links as before: its owner keeps the password.
    expect((await findUserByEmail(db, user.email))?.passwordHash).toBe('kept-password-hash');
    expect(await listUserIdentities(db, user.id)).toMatchObject([
      { provider: 'google', subject: '113920485716203948572' },
    ]);
  });

  it('refuses an e-mail the provider has not verified and creates nobody', async () => {
    const response = await browser.signIn('google', 'katherine.johnson@sandbox.google.test');
    expectSignedOut(response, 'email_missing');
    const db = testApp.testDatabase.database.db;
    expect(await findUserByEmail(db, 'katherine.johnson@sandbox.google.test')).toBeUndefined();
  });

  it('comes back with a same-origin redirect path, and drops any other', async () => {
    const email = 'alan.turing@sandbox.google.test';
    const invited = await browser.signIn('google', email, '/handle-invitation?tkn=abc');
    expect(readLocation(invited)).toBe(
      '/login?sso=complete&redirect=%2Fhandle-invitation%3Ftkn%3Dabc',
    );
    const elsewhere = await browser.signIn('google', email, 'https://evil.example/steal');
    expect(readLocation(elsewhere)).toBe('/login?sso=complete');
  });
});

describe('refusing a callback', () => {
  it('refuses a state that is not the one of this browser', async () => {
    const attempt = await browser.startAttempt('google');
    const callbackUrl = await browser.authorizeAt(
      attempt.authorizeUrl,
      'ada.lovelace@sandbox.google.test',
    );
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', randomBytes(32).toString('base64url'));
    expectSignedOut(await browser.finishAt(forged, attempt.attemptCookie), 'invalid_state');
    // Without the attempt cookie (another browser), and with one of another attempt.
    expectSignedOut(await browser.finishAt(callbackUrl), 'invalid_state');
    const other = await browser.startAttempt('google');
    expectSignedOut(await browser.finishAt(callbackUrl, other.attemptCookie), 'invalid_state');
  });

  it('refuses an attempt started for another provider', async () => {
    const attempt = await browser.startAttempt('linkedin');
    const callbackUrl = await browser.authorizeAt(
      attempt.authorizeUrl,
      'margaret.hamilton@sandbox.linkedin.test',
    );
    const elsewhere = new URL(callbackUrl);
    elsewhere.pathname = '/api/v1/users/sso/google/callback';
    expectSignedOut(await browser.finishAt(elsewhere, attempt.attemptCookie), 'invalid_state');
  });

  it('sends the PKCE verifier: a code issued for another challenge is refused', async () => {
    const attempt = await browser.startAttempt('microsoft');
    const otherVerifier = randomBytes(32).toString('base64url');
    const tampered = new URL(attempt.authorizeUrl);
    tampered.searchParams.set(
      'code_challenge',
      createHash('sha256').update(otherVerifier).digest('base64url'),
    );
    const callbackUrl = await browser.authorizeAt(
      tampered,
      'barbara.liskov@sandbox.microsoft.test',
    );
    expect(callbackUrl.searchParams.get('code')).toBeTruthy();
    expectSignedOut(await browser.finishAt(callbackUrl, attempt.attemptCookie), 'invalid_state');
  });

  it('refuses a code used twice', async () => {
    const attempt = await browser.startAttempt('linkedin');
    const callbackUrl = await browser.authorizeAt(
      attempt.authorizeUrl,
      'hedy.lamarr@sandbox.linkedin.test',
    );
    expect(readLocation(await browser.finishAt(callbackUrl, attempt.attemptCookie))).toBe(
      '/login?sso=complete',
    );
    expectSignedOut(await browser.finishAt(callbackUrl, attempt.attemptCookie), 'invalid_state');
  });

  it('reports a person declining at the provider as cancelled', async () => {
    const attempt = await browser.startAttempt('google');
    // The sandbox consent page's Cancel button posts the request back with `sandbox_cancel`.
    const form = new URLSearchParams(attempt.authorizeUrl.searchParams);
    form.set('sandbox_cancel', '1');
    const declined = await app.inject({
      method: 'POST',
      url: attempt.authorizeUrl.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    const callbackUrl = new URL(readLocation(declined));
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    const response = await browser.finishAt(callbackUrl, attempt.attemptCookie);
    expectSignedOut(response, 'cancelled');
    expect(response.cookies.find((cookie) => cookie.name === SSO_ATTEMPT_COOKIE)?.maxAge).toBe(0);
  });

  it('reports a failing provider as provider_error, with nothing secret in the URL', async () => {
    const armed = await app.inject({
      method: 'POST',
      url: '/sandbox/_control/faults',
      headers: installKeyHeaders(app),
      payload: { provider: 'google', endpoint: 'token', kind: 'server_error' },
    });
    expect(armed.statusCode, armed.body).toBe(201);
    const attempt = await browser.startAttempt('google');
    const callbackUrl = await browser.authorizeAt(
      attempt.authorizeUrl,
      'ada.lovelace@sandbox.google.test',
    );
    expectSignedOut(await browser.finishAt(callbackUrl, attempt.attemptCookie), 'provider_error');
  });

  it('answers 400 for a provider we do not know', async () => {
    for (const step of ['start', 'callback']) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/users/sso/github/${step}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { 'params.provider': 'must be one of: google, linkedin, microsoft' },
      });
    }
  });
});

describe('live mode', () => {
  let liveApp: TestApp;

  beforeAll(async () => {
    liveApp = await buildTestApp({
      testDatabase: testApp.testDatabase,
      env: {
        PLATFORM_MODE: 'live',
        GOOGLE_CLIENT_ID: 'live-google-id',
        GOOGLE_CLIENT_SECRET: 'live-google-secret',
        LINKEDIN_CLIENT_ID: 'live-linkedin-id',
        LINKEDIN_CLIENT_SECRET: 'live-linkedin-secret',
      },
    });
  });

  afterAll(async () => {
    await liveApp.close();
  });

  it('hides Microsoft when it is not configured and refuses to start it', async () => {
    const list = await liveApp.app.inject({ method: 'GET', url: '/api/v1/users/sso/providers' });
    expect(list.json()).toEqual({
      content: {
        providers: [
          { provider: 'google', isEnabled: true },
          { provider: 'linkedin', isEnabled: true },
          { provider: 'microsoft', isEnabled: false },
        ],
      },
    });
    const start = await liveApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/sso/microsoft/start',
    });
    expect(readLocation(start)).toBe('/login?ssoError=disabled');
  });

  it('sends the browser to the real provider and mounts no sandbox', async () => {
    const start = await liveApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/sso/google/start',
    });
    const url = new URL(readLocation(start));
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe('live-google-id');
    const sandbox = await liveApp.app.inject({ method: 'GET', url: '/sandbox/identities' });
    expect(sandbox.statusCode).toBe(404);
  });
});
