import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/features/identity/auth/access-token.js';
import {
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_LIFETIME_SECONDS,
} from '../../src/features/identity/auth/session-service.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  APP_ORIGIN,
  asBrowser,
  createTestAccount,
  findCookie,
  readSessionCookies,
  signIn,
  type TestAccount,
} from '../helpers/identity-fixtures.js';
import { createTestClock } from '../helpers/test-clock.js';

const clock = createTestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(async () => {
  await testApp.close();
});

function refresh(cookie: string | undefined) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/users/refreshToken',
    headers: { origin: APP_ORIGIN, ...(cookie && { cookie }) },
  });
}

function getUser(account: TestAccount, cookie: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v1/users/${account.user.id}`,
    headers: { cookie },
  });
}

function refreshCookieOf(cookie: string): string {
  return cookie.split('; ').find((part) => part.startsWith('utmost_refresh=')) ?? '';
}

async function newAccountSession(label: string) {
  const account = await createTestAccount(testApp.testDatabase.database.db, label);
  return { account, cookie: await signIn(testApp.app, account) };
}

describe('refresh', () => {
  it('rotates the refresh token on every refresh and answers the user', async () => {
    const { account, cookie } = await newAccountSession('Rotate');
    const first = await refresh(cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().content.user.id).toBe(account.user.id);
    const rotated = readSessionCookies(first);
    expect(refreshCookieOf(rotated)).not.toBe(refreshCookieOf(cookie));
    expect((await getUser(account, rotated)).statusCode).toBe(200);
    const second = await refresh(rotated);
    expect(second.statusCode).toBe(200);
  });

  it('treats a second use within the grace window as a concurrent tab, not theft', async () => {
    const { account, cookie } = await newAccountSession('Tabs');
    const tabA = await refresh(cookie);
    const tabB = await refresh(cookie);
    expect(tabA.statusCode).toBe(200);
    expect(tabB.statusCode).toBe(200);
    expect((await getUser(account, readSessionCookies(tabA))).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back later (theft)', async () => {
    const { account, cookie } = await newAccountSession('Theft');
    const legitimate = readSessionCookies(await refresh(cookie));
    clock.advance((REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);

    const stolen = await refresh(cookie);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().error.code).toBe('UNAUTHORIZED');
    expect(findCookie(stolen, 'utmost_access')?.value).toBe('');

    // The legitimate holder is out too: their access token and their refresh token are dead.
    expect((await getUser(account, legitimate)).statusCode).toBe(401);
    expect((await refresh(legitimate)).statusCode).toBe(401);
  });

  it('answers 401 without a cookie, with an unknown token and with an expired one', async () => {
    expect((await refresh(undefined)).statusCode).toBe(401);
    expect((await refresh('utmost_refresh=made-up')).statusCode).toBe(401);
    const { cookie } = await newAccountSession('Expired');
    clock.advance(REFRESH_TOKEN_LIFETIME_SECONDS * 1000 + 1000);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes', async () => {
    const { account, cookie } = await newAccountSession('Short');
    clock.advance(14 * 60 * 1000);
    expect((await getUser(account, cookie)).statusCode).toBe(200);
    clock.advance(2 * 60 * 1000);
    expect((await getUser(account, cookie)).statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(200);
  });

  it('refuses a forged or tampered token', async () => {
    const { account, cookie } = await newAccountSession('Forged');
    const access = cookie.split('; ')[0] ?? '';
    const [version, payload, signature] = access.replace('utmost_access=', '').split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ sub: account.user.id, sid: 'x', exp: 9_999_999_999 }),
    ).toString('base64url');
    const tampered = `utmost_access=${version ?? ''}.${otherPayload}.${signature ?? ''}`;
    const forged = `utmost_access=${signAccessToken(Buffer.alloc(32, 7), {
      userId: account.user.id,
      familyId: 'x',
      expiresAt: 9_999_999_999,
    })}`;
    for (const bad of [
      tampered,
      forged,
      'utmost_access=garbage',
      `utmost_access=${payload ?? ''}`,
    ]) {
      const response = await getUser(account, bad);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'Please log in again.' },
      });
    }
  });
});

describe('logout', () => {
  it('revokes the session at once and expires both cookies', async () => {
    const { account, cookie } = await newAccountSession('Logout');
    const other = await signIn(testApp.app, account);
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/${account.user.id}/logout`,
      headers: asBrowser(cookie),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ content: { loggedOut: true } });
    expect(findCookie(response, 'utmost_access')).toMatchObject({ value: '', path: '/' });
    expect(findCookie(response, 'utmost_refresh')).toMatchObject({
      value: '',
      path: '/api/v1/users',
    });
    expect((await getUser(account, cookie)).statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(401);
    // Another device's session stays.
    expect((await getUser(account, other)).statusCode).toBe(200);
  });

  it("refuses to log out someone else's id", async () => {
    const { cookie } = await newAccountSession('Mine');
    const other = await createTestAccount(testApp.testDatabase.database.db, 'Theirs');
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/${other.user.id}/logout`,
      headers: asBrowser(cookie),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('cookies over HTTPS', () => {
  it('are Secure when PUBLIC_URL is https', async () => {
    const secureApp = await buildTestApp({
      testDatabase: testApp.testDatabase,
      env: { PUBLIC_URL: 'https://utmost.example.com' },
    });
    try {
      const account = await createTestAccount(testApp.testDatabase.database.db, 'Secure');
      const response = await secureApp.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        headers: { origin: 'https://utmost.example.com' },
        payload: { email: account.email, password: account.password },
      });
      expect(response.statusCode).toBe(200);
      expect(findCookie(response, 'utmost_access')?.secure).toBe(true);
      expect(findCookie(response, 'utmost_refresh')?.secure).toBe(true);
    } finally {
      await secureApp.close();
    }
  });
});
