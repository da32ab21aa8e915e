import { describeLoginWait } from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/features/identity/services/rate-limit-service.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { APP_ORIGIN, createTestAccount, uniqueEmail } from '../helpers/identity-fixtures.js';
import { createTestClock } from '../helpers/test-clock.js';

// Mid-window, so Retry-After is a known number of seconds.
const clock = createTestClock(new Date('2026-05-01T12:05:00Z'));
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(async () => {
  await testApp.close();
});

function post(url: string, payload: Record<string, unknown> | undefined, ip = '203.0.113.7') {
  return testApp.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { origin: APP_ORIGIN },
    ...(payload && { payload }),
  });
}

function describeAttemptsWait(minutes: number): string {
  return `Too many attempts. Please try again in ${String(minutes)} minutes.`;
}

/** 429 with the wait in Retry-After and in words (sign-in says how to get in now). */
function expectTooManyRequests(
  response: Awaited<ReturnType<typeof post>>,
  seconds: number,
  describeWait = describeAttemptsWait,
) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['retry-after']).toBe(String(seconds));
  expect(response.json()).toEqual({
    error: {
      code: 'TOO_MANY_REQUESTS',
      message: describeWait(Math.ceil(seconds / 60)),
      retryAfterSeconds: seconds,
    },
  });
}

describe('rate limits', () => {
  it('login: 10 tries per address and client in 15 minutes, then 429 until the window ends', async () => {
    const account = await createTestAccount(testApp.testDatabase.database.db, 'Limited');
    const attempt = (ip?: string) =>
      post('/api/v1/users/login', { email: account.email, password: 'Wr0ng!password' }, ip);
    for (let index = 0; index < RATE_LIMITS.loginPerAddress.limit; index += 1) {
      expect((await attempt()).statusCode).toBe(401);
    }
    expectTooManyRequests(await attempt(), 10 * 60, describeLoginWait);
    // Even the right password waits: the limit is on trying, not on failing.
    const right = await post('/api/v1/users/login', {
      email: account.email,
      password: account.password,
    });
    expect(right.statusCode).toBe(429);
    // Another client is not blocked by this one's attempts.
    expect((await attempt('198.51.100.1')).statusCode).toBe(401);

    clock.advance(10 * 60 * 1000);
    const later = await post('/api/v1/users/login', {
      email: account.email,
      password: account.password,
    });
    expect(later.statusCode).toBe(200);
  });

  it('register: per client', async () => {
    const ip = '203.0.113.50';
    for (let index = 0; index < RATE_LIMITS.register.limit; index += 1) {
      // Bad input still counts: the limit stops probing, not only sign-ups.
      const response = await post(
        '/api/v1/users/register',
        { email: '', password: '', firstName: '', lastName: '', organizationName: '' },
        ip,
      );
      expect(response.statusCode).toBe(400);
    }
    const blocked = await post(
      '/api/v1/users/register',
      {
        email: uniqueEmail('late'),
        password: 'Str0ng!pass',
        firstName: 'La',
        lastName: 'Te',
        organizationName: 'Late',
      },
      ip,
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('forgot-password: per address and client', async () => {
    const email = uniqueEmail('reset');
    const ask = () =>
      post(`/api/v1/users/forgot-password?email=${email}`, undefined, '203.0.113.80');
    for (let index = 0; index < RATE_LIMITS.forgotPasswordPerAddress.limit; index += 1) {
      expect((await ask()).statusCode).toBe(200);
    }
    const blocked = await ask();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.retryAfterSeconds).toBe(Number(blocked.headers['retry-after']));
  });
});

describe('behind a proxy (TRUST_PROXY_HOPS=1)', () => {
  it('counts per forwarded client, not per proxy', async () => {
    const proxied = await buildTestApp({
      testDatabase: testApp.testDatabase,
      env: { TRUST_PROXY_HOPS: '1' },
      now: clock.now,
    });
    try {
      const email = uniqueEmail('proxied');
      const ask = (client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: `/api/v1/users/forgot-password?email=${email}`,
          remoteAddress: '10.0.0.1',
          headers: { origin: APP_ORIGIN, 'x-forwarded-for': client },
        });
      for (let index = 0; index < RATE_LIMITS.forgotPasswordPerAddress.limit; index += 1) {
        expect((await ask('192.0.2.10')).statusCode).toBe(200);
      }
      expect((await ask('192.0.2.10')).statusCode).toBe(429);
      expect((await ask('192.0.2.11')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
