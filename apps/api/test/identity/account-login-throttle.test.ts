import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeLoginWait } from '@utmost/ads-sdk';
import { LOGIN_DEVICE_COOKIE } from '../../src/features/identity/auth/login-device.js';
import { SSO_ATTEMPT_COOKIE } from '../../src/features/identity/sso/sso-attempt.js';
import { findWaitAfterFailure } from '../../src/features/identity/services/account-login-throttle.js';
import {
  ACCOUNT_LOGIN_THROTTLE,
  RATE_LIMITS,
} from '../../src/features/identity/services/rate-limit-service.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { APP_ORIGIN, createTestAccount, type TestAccount } from '../helpers/identity-fixtures.js';
import { findLinkParameter, readLatestMail } from '../helpers/read-outbox.js';
import { createTestClock } from '../helpers/test-clock.js';

// Password guessing per account: each new client IP no longer brings ten more tries. Every
// attempt below comes from an IP of its own, so the per-IP limits never count.

const clock = createTestClock(new Date('2026-05-01T12:05:00Z'));
const WRONG_PASSWORD = 'Wr0ng!password';
const NEW_PASSWORD = 'N3w!password';
const { freeFailures } = ACCOUNT_LOGIN_THROTTLE;
let testApp: TestApp;
let ipCounter = 0;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(async () => {
  await testApp.close();
});

function nextIp(): string {
  ipCounter += 1;
  return `10.${String(Math.floor(ipCounter / 250))}.${String(ipCounter % 250)}.7`;
}

function post(
  url: string,
  payload?: Record<string, unknown>,
  ip = nextIp(),
  cookies: Record<string, string> = {},
) {
  return testApp.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { origin: APP_ORIGIN },
    cookies,
    ...(payload && { payload }),
  });
}

function logIn(email: string, password: string) {
  return post('/api/v1/users/login', { email, password });
}

/** A sign-in from a browser that holds this device cookie. */
function logInWithDevice(email: string, password: string, deviceToken: string) {
  return post('/api/v1/users/login', { email, password }, nextIp(), {
    [LOGIN_DEVICE_COOKIE]: deviceToken,
  });
}

/** The device cookie a sign-in answer set: httpOnly, sent back to the sign-in route only. */
function readDeviceToken(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((candidate) => candidate.name === LOGIN_DEVICE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v1/users/login', sameSite: 'Strict' });
  return cookie!.value;
}

async function failFreely(email: string): Promise<void> {
  for (let index = 0; index < freeFailures; index += 1) {
    expect((await logIn(email, WRONG_PASSWORD)).statusCode).toBe(401);
  }
}

function expectWait(response: LightMyRequestResponse, seconds: number): void {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['retry-after']).toBe(String(seconds));
  expect(response.json().error).toMatchObject({
    code: 'TOO_MANY_REQUESTS',
    retryAfterSeconds: seconds,
  });
}

describe('the per-account limit on password sign-in', () => {
  it('is more generous than the per-client one, which it must not replace', () => {
    expect(freeFailures).toBeGreaterThanOrEqual(RATE_LIMITS.loginPerAddress.limit);
    expect([11, 12, 13, 14, 30].map(findWaitAfterFailure)).toEqual([30, 60, 120, 240, 3600]);
  });

  it('holds across many clients, with a wait that grows after each failure', async () => {
    const account = await createTestAccount(testApp.testDatabase.database.db, 'Guessed');
    await failFreely(account.email);
    // The first failure past the free ones is still checked; the next try waits.
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      expect((await logIn(account.email, WRONG_PASSWORD)).statusCode).toBe(401);
      const refused = await logIn(account.email, WRONG_PASSWORD);
      const wait = Number(refused.headers['retry-after']);
      expectWait(refused, wait);
      // Refused tries are not checked, so even the right password waits; nor do they count.
      expectWait(await logIn(account.email, account.password), wait);
      expectWait(await logIn(account.email.toUpperCase(), WRONG_PASSWORD), wait);
      waits.push(wait);
      clock.advance(wait * 1000);
    }
    expect(waits).toEqual([30, 60, 120]);

    // After the wait the right password works, and forgets the failures.
    expect((await logIn(account.email, account.password)).statusCode).toBe(200);
    await failFreely(account.email);
    expect((await logIn(account.email, WRONG_PASSWORD)).statusCode).toBe(401);
    expectWait(await logIn(account.email, WRONG_PASSWORD), 30);
    clock.advance(30_000);
  });

  it('lets a burst of clients at once through only as far as the free failures', async () => {
    const account = await createTestAccount(testApp.testDatabase.database.db, 'Burst');
    const burst = await Promise.all(
      Array.from({ length: 25 }, () => logIn(account.email, WRONG_PASSWORD)),
    );
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(freeFailures + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - freeFailures - 1);
  });
});

describe('the owner of a waiting account', () => {
  let owner: TestAccount;

  beforeAll(async () => {
    owner = await createTestAccount(testApp.testDatabase.database.db, 'Owner');
    await failFreely(owner.email);
    await logIn(owner.email, WRONG_PASSWORD);
    expectWait(await logIn(owner.email, owner.password), 30);
  });

  it('resets the password through the e-mailed link and signs in with it at once', async () => {
    const asked = await post(
      `/api/v1/users/forgot-password?email=${encodeURIComponent(owner.email)}`,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = await readLatestMail(testApp.testDatabase.database.db, owner.email);
    const token = findLinkParameter(mail.textBody, '/reset-password', 'token');
    const recovered = await post('/api/v1/users/recover-password', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    // No clock move: the reset ended the wait.
    expect((await logIn(owner.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await logIn(owner.email, owner.password)).statusCode).toBe(401);
  });
});

describe('a browser the owner signed in with before (device cookie)', () => {
  let owner: TestAccount;
  let deviceToken: string;

  beforeAll(async () => {
    owner = await createTestAccount(testApp.testDatabase.database.db, 'Device');
    deviceToken = readDeviceToken(await logIn(owner.email, owner.password));
    // A stranger's guesses from many clients put the account in a wait.
    await failFreely(owner.email);
    expect((await logIn(owner.email, WRONG_PASSWORD)).statusCode).toBe(401);
  });

  it('gets the owner in during a stranger’s wait, which the stranger and other browsers keep', async () => {
    const refused = await logIn(owner.email, owner.password);
    expectWait(refused, 30);
    // The answer says how to get in now.
    expect(refused.json().error.message).toBe(describeLoginWait(1));

    const signedIn = await logInWithDevice(owner.email, owner.password, deviceToken);
    deviceToken = readDeviceToken(signedIn);
    expect(signedIn.cookies.find((cookie) => cookie.name === 'utmost_access')?.value).toBeTruthy();
    // The owner's success did not forget the stranger's failures.
    expectWait(await logIn(owner.email, WRONG_PASSWORD), 30);
    expectWait(await logIn(owner.email, owner.password), 30);
  });

  it('is not honoured for another address, nor when forged', async () => {
    const other = await createTestAccount(testApp.testDatabase.database.db, 'OtherDevice');
    const otherToken = readDeviceToken(await logIn(other.email, other.password));
    expectWait(await logInWithDevice(owner.email, owner.password, otherToken), 30);
    const [nonce] = deviceToken.split('.');
    expectWait(await logInWithDevice(owner.email, owner.password, `${nonce}.forged`), 30);
    // Positive control: the owner's own cookie still gets through.
    deviceToken = readDeviceToken(await logInWithDevice(owner.email, owner.password, deviceToken));
  });

  it('waits like any client once a wrong password was sent with it', async () => {
    const typo = await logInWithDevice(owner.email, WRONG_PASSWORD, deviceToken);
    expect(typo.statusCode, typo.body).toBe(401);
    expectWait(await logInWithDevice(owner.email, owner.password, deviceToken), 30);
    // After the wait it signs in as before, and gets a fresh cookie that is trusted again.
    clock.advance(30_000);
    deviceToken = readDeviceToken(await logInWithDevice(owner.email, owner.password, deviceToken));
  });
});

describe('single sign-on', () => {
  it('is not held up by the password failures of the same address', async () => {
    // No account has this address yet: it waits all the same (no account enumeration).
    const email = 'alan.turing@sandbox.google.test';
    await failFreely(email);
    await logIn(email, WRONG_PASSWORD);
    expectWait(await logIn(email, WRONG_PASSWORD), 30);

    const started = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/sso/google/start',
    });
    expect(started.statusCode, started.body).toBe(302);
    const attemptCookie = started.cookies.find((cookie) => cookie.name === SSO_ATTEMPT_COOKIE);
    const authorizeUrl = new URL(String(started.headers.location));
    authorizeUrl.searchParams.set('login_hint', email);
    const authorized = await testApp.app.inject({
      method: 'GET',
      url: `${authorizeUrl.pathname}${authorizeUrl.search}`,
    });
    expect(authorized.statusCode, authorized.body).toBe(302);
    const callbackUrl = new URL(String(authorized.headers.location));
    const finished = await testApp.app.inject({
      method: 'GET',
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      cookies: { [SSO_ATTEMPT_COOKIE]: attemptCookie?.value ?? '' },
    });
    expect(finished.statusCode, finished.body).toBe(302);
    expect(finished.headers.location).toBe('/login?sso=complete');
    expect(finished.cookies.find((cookie) => cookie.name === 'utmost_access')?.value).toBeTruthy();
  });
});
