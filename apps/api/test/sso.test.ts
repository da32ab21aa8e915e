import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_ATTEMPT_COOKIE } from '../src/auth/sso/sso-attempt.js';
import type { SsoProviderName } from '../src/auth/sso/sso-config.js';
import { listUserIdentities } from '../src/repositories/user-identity-repository.js';
import { findUserByEmail } from '../src/repositories/user-repository.js';
import { createAccount } from '../src/services/account-service.js';
import { buildTestApp, installKeyHeaders, type TestApp } from './helpers/build-test-app.js';

// Sign-in through the mounted sandbox, one redirect at a time, as a browser would follow them.
// `login_hint` makes the sandbox approve at once, so no consent page needs clicking.

const PUBLIC_URL = 'http://localhost:3000';
const ORIGIN = { origin: PUBLIC_URL };

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp.close();
});

function readCookies(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** The path and query of a Location on our origin (inject takes no absolute URLs). */
function toLocalPath(location: string): string {
  const url = new URL(location, PUBLIC_URL);
  expect(url.origin).toBe(PUBLIC_URL);
  return `${url.pathname}${url.search}`;
}

function readLocation(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(302);
  const location = response.headers.location;
  if (typeof location !== 'string') throw new Error('No Location header');
  return location;
}

interface StartedAttempt {
  authorizeUrl: URL;
  attemptCookie: string;
}

async function startAttempt(provider: string, redirect?: string): Promise<StartedAttempt> {
  const query = redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`;
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/users/sso/${provider}/start${query}`,
  });
  const authorizeUrl = new URL(readLocation(response));
  const attemptCookie = readCookies(response)[SSO_ATTEMPT_COOKIE];
  if (attemptCookie === undefined) throw new Error('No attempt cookie');
  return { authorizeUrl, attemptCookie };
}

/** The sandbox's answer to an authorization request: the callback URL it sends the browser to. */
async function authorizeAt(authorizeUrl: URL, loginHint: string): Promise<URL> {
  const url = new URL(authorizeUrl);
  url.searchParams.set('login_hint', loginHint);
  const response = await app.inject({ method: 'GET', url: toLocalPath(url.toString()) });
  return new URL(readLocation(response));
}

async function finishAt(callbackUrl: URL, attemptCookie?: string) {
  return app.inject({
    method: 'GET',
    url: toLocalPath(callbackUrl.toString()),
    cookies: attemptCookie === undefined ? {} : { [SSO_ATTEMPT_COOKIE]: attemptCookie },
  });
}

async function signIn(provider: SsoProviderName, email: string, redirect?: string) {
  const attempt = await startAttempt(provider, redirect);
  const callbackUrl = await authorizeAt(attempt.authorizeUrl, email);
  return finishAt(callbackUrl, attempt.attemptCookie);
}

/** Who the session cookies belong to, asked the way the web app asks after `?sso=complete`. */
async function findSignedInUser(response: LightMyRequestResponse) {
  const refresh = readCookies(response).utmost_refresh;
  expect(refresh).toBeDefined();
  const answer = await app.inject({
    method: 'POST',
    url: '/api/v1/users/refreshToken',
    headers: ORIGIN,
    cookies: { utmost_refresh: refresh ?? '' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (
    answer.json() as { content: { user: { id: string; email: string; loginMethod: string } } }
  ).content.user;
}

function expectSignedOut(response: LightMyRequestResponse, ssoError: string): void {
  expect(readLocation(response)).toBe(`/login?ssoError=${ssoError}`);
  const cookies = readCookies(response);
  expect(cookies.utmost_access).toBeUndefined();
  expect(cookies.utmost_refresh).toBeUndefined();
}

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
  it('sends the browser to the provider with state, an S256 challenge and the scopes', async () => {
    const { authorizeUrl, attemptCookie } = await startAttempt(provider);
    expect(authorizeUrl.origin).toBe(PUBLIC_URL);
    expect(authorizeUrl.pathname.startsWith(`/sandbox/${provider}/`)).toBe(true);
    const params = authorizeUrl.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(`utmost-sandbox-${provider}`);
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/v1/users/sso/${provider}/callback`);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{43}$/);
    expect(params.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    if (provider === 'microsoft') expect(params.get('scope')).toContain('User.Read');
    // The verifier and the state never travel in the clear in the cookie.
    expect(attemptCookie).not.toContain(params.get('state'));
  });

  it('creates the user on the first sign-in and signs the same user in the second time', async () => {
    const first = await signIn(provider, email);
    expect(readLocation(first)).toBe('/login?sso=complete');
    expect(readCookies(first).utmost_access).toBeDefined();
    const user = await findSignedInUser(first);
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

    const second = await signIn(provider, email);
    expect(readLocation(second)).toBe('/login?sso=complete');
    expect((await findSignedInUser(second)).id).toBe(user.id);
    const db = testApp.testDatabase.database.db;
    expect(await listUserIdentities(db, user.id)).toMatchObject([{ provider, email }]);
  });
});

describe('linking and creating', () => {
  it('links the identity to an existing account with the same e-mail', async () => {
    const db = testApp.testDatabase.database.db;
    const { user } = await createAccount(db, {
      email: 'grace.hopper@sandbox.google.test',
      firstName: 'Grace',
      lastName: 'Hopper',
      organizationName: 'Navy',
      passwordHash: null,
      loginMethod: 'basic',
    });
    const response = await signIn('google', 'grace.hopper@sandbox.google.test');
    expect(readLocation(response)).toBe('/login?sso=complete');
    expect((await findSignedInUser(response)).id).toBe(user.id);
    expect(await listUserIdentities(db, user.id)).toMatchObject([
      { provider: 'google', subject: '113920485716203948572' },
    ]);
  });

  it('refuses an e-mail the provider has not verified and creates nobody', async () => {
    const response = await signIn('google', 'katherine.johnson@sandbox.google.test');
    expectSignedOut(response, 'email_missing');
    const db = testApp.testDatabase.database.db;
    expect(await findUserByEmail(db, 'katherine.johnson@sandbox.google.test')).toBeUndefined();
  });

  it('comes back with a same-origin redirect path, and drops any other', async () => {
    const email = 'alan.turing@sandbox.google.test';
    const invited = await signIn('google', email, '/handle-invitation?tkn=abc');
    expect(readLocation(invited)).toBe(
      '/login?sso=complete&redirect=%2Fhandle-invitation%3Ftkn%3Dabc',
    );
    const elsewhere = await signIn('google', email, 'https://evil.example/steal');
    expect(readLocation(elsewhere)).toBe('/login?sso=complete');
  });
});

describe('refusing a callback', () => {
  it('refuses a state that is not the one of this browser', async () => {
    const attempt = await startAttempt('google');
    const callbackUrl = await authorizeAt(attempt.authorizeUrl, 'ada.lovelace@sandbox.google.test');
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', randomBytes(32).toString('base64url'));
    expectSignedOut(await finishAt(forged, attempt.attemptCookie), 'invalid_state');
    // Without the attempt cookie (another browser), and with one of another attempt.
    expectSignedOut(await finishAt(callbackUrl), 'invalid_state');
    const other = await startAttempt('google');
    expectSignedOut(await finishAt(callbackUrl, other.attemptCookie), 'invalid_state');
  });

  it('refuses an attempt started for another provider', async () => {
    const attempt = await startAttempt('linkedin');
    const callbackUrl = await authorizeAt(
      attempt.authorizeUrl,
      'margaret.hamilton@sandbox.linkedin.test',
    );
    const elsewhere = new URL(callbackUrl);
    elsewhere.pathname = '/api/v1/users/sso/google/callback';
    expectSignedOut(await finishAt(elsewhere, attempt.attemptCookie), 'invalid_state');
  });

  it('sends the PKCE verifier: a code issued for another challenge is refused', async () => {
    const attempt = await startAttempt('microsoft');
    const otherVerifier = randomBytes(32).toString('base64url');
    const tampered = new URL(attempt.authorizeUrl);
    tampered.searchParams.set(
      'code_challenge',
      createHash('sha256').update(otherVerifier).digest('base64url'),
    );
    const callbackUrl = await authorizeAt(tampered, 'barbara.liskov@sandbox.microsoft.test');
    expect(callbackUrl.searchParams.get('code')).toBeTruthy();
    expectSignedOut(await finishAt(callbackUrl, attempt.attemptCookie), 'invalid_state');
  });

  it('refuses a code used twice', async () => {
    const attempt = await startAttempt('linkedin');
    const callbackUrl = await authorizeAt(
      attempt.authorizeUrl,
      'hedy.lamarr@sandbox.linkedin.test',
    );
    expect(readLocation(await finishAt(callbackUrl, attempt.attemptCookie))).toBe(
      '/login?sso=complete',
    );
    expectSignedOut(await finishAt(callbackUrl, attempt.attemptCookie), 'invalid_state');
  });

  it('reports a person declining at the provider as cancelled', async () => {
    const attempt = await startAttempt('google');
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
    const response = await finishAt(callbackUrl, attempt.attemptCookie);
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
    const attempt = await startAttempt('google');
    const callbackUrl = await authorizeAt(attempt.authorizeUrl, 'ada.lovelace@sandbox.google.test');
    expectSignedOut(await finishAt(callbackUrl, attempt.attemptCookie), 'provider_error');
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
