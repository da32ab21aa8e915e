import {
  CROSS_ORIGIN_MESSAGE,
  EMAIL_ALREADY_REGISTERED,
  ENGLISH_LETTERS_ONLY,
  FIELD_REQUIRED,
  INVALID_EMAIL_FORMAT,
  INVALID_PASSWORD,
  PASSWORD_POLICY_MESSAGE,
} from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  APP_ORIGIN,
  STRONG_PASSWORD,
  asBrowser,
  createTestAccount,
  findCookie,
  readSessionCookies,
  uniqueEmail,
} from '../helpers/identity-fixtures.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function register(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    headers: { origin: APP_ORIGIN, ...headers },
    payload,
  });
}

function login(payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    headers: { origin: APP_ORIGIN },
    payload,
  });
}

describe('register', () => {
  it('creates the user, organization, workspace, owner membership and a 7-day trial, and signs in', async () => {
    const email = uniqueEmail('Founder');
    const response = await register({
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
      organizationName: 'Analytical Engines',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { user } = response.json().content;
    expect(user).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      profilePictureUrl: null,
      loginMethod: 'basic',
      hasPassword: true,
    });
    const access = findCookie(response, 'utmost_access');
    const refresh = findCookie(response, 'utmost_refresh');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 900 });
    expect(access?.secure).toBeFalsy();
    expect(refresh).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/v1/users',
      maxAge: 30 * 24 * 60 * 60,
    });

    const cookie = readSessionCookies(response);
    const organizations = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/organizations?user_id=${user.id}`,
      headers: { cookie },
    });
    expect(organizations.json().content).toEqual([
      { id: expect.any(String), name: 'Analytical Engines', logoUrl: null, role: 'owner' },
    ]);
    const organizationId = organizations.json().content[0].id;
    const workspaces = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/workspaces?organization_id=${organizationId}`,
      headers: { cookie },
    });
    expect(workspaces.json().content).toEqual([
      { id: expect.any(String), organizationId, name: 'Default workspace' },
    ]);
    const subscription = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/billing/subscription?organization_id=${organizationId}`,
      headers: { cookie },
    });
    const content = subscription.json().content;
    expect(content).toMatchObject({
      status: 'trial',
      type: 'trial',
      alreadyConnectedAdAccountsCount: 0,
      max_allowed_ac: 5,
      extra_allowed_ac: 0,
      currentPeriodEnd: null,
    });
    const trialDays = (Date.parse(content.trialEndsAt) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(6.99);
    expect(trialDays).toBeLessThanOrEqual(7);
  });

  it('refuses a taken e-mail, whatever its case, with the message under email', async () => {
    const account = await createTestAccount(testApp.testDatabase.database.db, 'Taken');
    const response = await register({
      email: account.email.toUpperCase(),
      password: STRONG_PASSWORD,
      firstName: 'Ada',
      lastName: 'Byron',
      organizationName: 'Second',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { email: EMAIL_ALREADY_REGISTERED } });
  });

  it('answers every spec §5 rule with its message, all fields at once', async () => {
    const response = await register({
      email: 'not-an-email',
      password: 'weakpass',
      firstName: 'Ad4',
      lastName: '   ',
      organizationName: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        email: INVALID_EMAIL_FORMAT,
        password: PASSWORD_POLICY_MESSAGE,
        firstName: ENGLISH_LETTERS_ONLY,
        lastName: FIELD_REQUIRED,
        organizationName: FIELD_REQUIRED,
      },
    });
  });

  it('checks the shape against the contract first', async () => {
    const response = await register({ email: 'a@b.co' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(['body.password']);
  });
});

describe('login', () => {
  it('signs in with the right password, any e-mail case', async () => {
    const account = await createTestAccount(testApp.testDatabase.database.db, 'Login');
    const response = await login({
      email: ` ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().content.user.id).toBe(account.user.id);
    readSessionCookies(response);
  });

  it('answers 401 "Invalid password" alike for a wrong password and an unknown e-mail', async () => {
    const account = await createTestAccount(testApp.testDatabase.database.db, 'Wrong');
    const wrong = await login({ email: account.email, password: 'Wr0ng!password' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'Wr0ng!password' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errors: { password: INVALID_PASSWORD } });
      expect(response.cookies).toEqual([]);
    }
  });

  it('answers the required and format messages', async () => {
    const response = await login({ email: 'nope', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { email: INVALID_EMAIL_FORMAT, password: FIELD_REQUIRED },
    });
  });
});

describe('check-email', () => {
  it('says whether an address can sign up, with the message to show', async () => {
    const account = await createTestAccount(testApp.testDatabase.database.db, 'Check');
    const check = (email: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/v1/users/check-email?email=${encodeURIComponent(email)}`,
      });
    expect((await check(uniqueEmail('free'))).json()).toEqual({ content: { exists: false } });
    expect((await check(account.email.toUpperCase())).json()).toEqual({
      content: { exists: true },
      errors: { email: EMAIL_ALREADY_REGISTERED },
    });
    expect((await check('bad@')).json()).toEqual({
      content: { exists: false },
      errors: { email: INVALID_EMAIL_FORMAT },
    });
  });
});

describe('CSRF: the same-origin check', () => {
  it('refuses a state-changing request from another origin, with or without a session', async () => {
    const account = await createTestAccount(testApp.testDatabase.database.db, 'Csrf');
    const foreign = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: account.email, password: account.password },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message: CROSS_ORIGIN_MESSAGE,
    });
    expect(foreign.cookies).toEqual([]);

    const nullOrigin = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { origin: 'null' },
      payload: { email: account.email, password: account.password },
    });
    expect(nullOrigin.statusCode).toBe(403);
  });

  it('refuses a cookie-authenticated change without Origin or Referer, accepts a same-origin Referer', async () => {
    const account = await createTestAccount(testApp.testDatabase.database.db, 'Referer');
    const cookie = readSessionCookies(
      await login({ email: account.email, password: account.password }),
    );
    const update = (headers: Record<string, string>) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${account.user.id}`,
        headers: { cookie, ...headers },
        payload: { firstName: 'Changed', lastName: 'Name' },
      });
    const missing = await update({});
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.message).toBe(CROSS_ORIGIN_MESSAGE);
    const crossSiteReferer = await update({ referer: 'https://evil.example/page' });
    expect(crossSiteReferer.statusCode).toBe(403);
    const sameOriginReferer = await update({ referer: `${APP_ORIGIN}/my-profile` });
    expect(sameOriginReferer.statusCode, sameOriginReferer.body).toBe(200);
    const ownHost = await update({ origin: 'http://localhost:80' });
    expect(ownHost.statusCode, ownHost.body).toBe(200);
    // Reads need no origin: a GET changes nothing.
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/users/${account.user.id}`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(asBrowser(cookie)).toEqual({ cookie, origin: APP_ORIGIN });
  });
});
