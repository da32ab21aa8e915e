import { API_KEY_RATE_LIMIT, describeApiKeyRateLimit } from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRateLimitBucket } from '../../src/features/identity/repositories/rate-limit-repository.js';
import {
  RATE_LIMITS,
  findWindowStart,
  toRateLimitKey,
} from '../../src/features/identity/services/rate-limit-service.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { asBrowser, createTestAccount, signIn } from '../helpers/identity-fixtures.js';
import { createTestClock } from '../helpers/test-clock.js';

// Every request of one API key counts against the contract's per-key limit (issue 27): the next
// one answers 429 with Retry-After; another key and the web app's session are not held up.

// 20 s into a minute: the window ends in 40 s.
const clock = createTestClock(new Date('2026-05-01T12:05:20Z'));

let testApp: TestApp;
let organizationId: string;
let cookie: string;

interface CreatedKey {
  id: string;
  secret: string;
}

async function createKey(name: string): Promise<CreatedKey> {
  const created = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${organizationId}/api-keys`,
    headers: asBrowser(cookie),
    payload: { name, role: 'admin' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { apiKey, secret } = created.json().content as { apiKey: { id: string }; secret: string };
  return { id: apiKey.id, secret };
}

function listAccounts(headers: Record<string, string>) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v1/google/ads/accounts?organization_id=${organizationId}`,
    headers,
  });
}

/** Spends all but `left` requests of the key's current window. */
async function spendKey(key: CreatedKey, left: number): Promise<void> {
  const { apiKey } = RATE_LIMITS;
  await recordRateLimitBucket(
    testApp.testDatabase.database.db,
    toRateLimitKey(apiKey.name, key.id),
    findWindowStart(clock.now(), apiKey.windowSeconds),
    apiKey.limit - left,
  );
}

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  const owner = await createTestAccount(testApp.testDatabase.database.db, 'KeyLimitOwner');
  organizationId = owner.organization.id;
  cookie = await signIn(testApp.app, owner);
});

afterAll(async () => {
  await testApp.close();
});

describe('the per-key rate limit', () => {
  it('is the limit the SDK states', () => {
    expect(RATE_LIMITS.apiKey).toMatchObject(API_KEY_RATE_LIMIT);
  });

  it('answers the request after the limit 429 with Retry-After until the window ends', async () => {
    const key = await createKey('runaway');
    await spendKey(key, 1);
    const last = await listAccounts({ authorization: `Bearer ${key.secret}` });
    expect(last.statusCode, last.body).toBe(200);

    const refused = await listAccounts({ authorization: `Bearer ${key.secret}` });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: describeApiKeyRateLimit(40),
      retryAfterSeconds: 40,
    });

    clock.advance(40_000);
    const nextWindow = await listAccounts({ authorization: `Bearer ${key.secret}` });
    expect(nextWindow.statusCode).toBe(200);
  });

  it('holds up neither another key nor a session of the same organization', async () => {
    const spent = await createKey('spent');
    const other = await createKey('other');
    await spendKey(spent, 0);
    expect((await listAccounts({ authorization: `Bearer ${spent.secret}` })).statusCode).toBe(429);
    expect((await listAccounts({ authorization: `Bearer ${other.secret}` })).statusCode).toBe(200);
    expect((await listAccounts(asBrowser(cookie))).statusCode).toBe(200);
  });

  it('counts nothing for a key that is refused', async () => {
    const response = await listAccounts({ authorization: 'Bearer utm_not-a-real-key' });
    expect(response.statusCode).toBe(401);
  });
});
