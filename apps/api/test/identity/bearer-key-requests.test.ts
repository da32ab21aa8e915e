import { API_KEY_NOT_ACCEPTED_MESSAGE } from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  APP_ORIGIN,
  asBrowser,
  createTestAccount,
  signIn,
  type TestAccount,
} from '../helpers/identity-fixtures.js';

// A request that carries `Authorization: Bearer …` is authenticated by that key alone: its cookies
// are ignored, so a bogus key cannot switch the CSRF check off while a session cookie signs in.

const FOREIGN_ORIGIN = 'https://evil.example';
const BOGUS_KEY = 'Bearer utm_not-a-real-key';

let testApp: TestApp;
let owner: TestAccount;
let ownerCookie: string;
let neighbour: TestAccount;
let neighbourCookie: string;
let ownerKey: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.testDatabase.database;
  owner = await createTestAccount(db, 'BearerOwner', 'Bearer Co');
  ownerCookie = await signIn(testApp.app, owner);
  neighbour = await createTestAccount(db, 'BearerNeighbour', 'Neighbour Co');
  neighbourCookie = await signIn(testApp.app, neighbour);
  const created = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${owner.organization.id}/api-keys`,
    headers: asBrowser(ownerCookie),
    payload: { name: 'script', role: 'admin' },
  });
  expect(created.statusCode, created.body).toBe(201);
  ownerKey = created.json().content.secret;
});

afterAll(async () => {
  await testApp.close();
});

async function countOwnerKeys(): Promise<number> {
  const listed = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/organizations/${owner.organization.id}/api-keys`,
    headers: { cookie: ownerCookie },
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return (listed.json().content as unknown[]).length;
}

async function readOrganizationName(): Promise<string> {
  const read = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/organizations/${owner.organization.id}`,
    headers: { cookie: ownerCookie },
  });
  expect(read.statusCode, read.body).toBe(200);
  return read.json().content.organization.name;
}

const RENAME = {
  name: 'Renamed from afar',
  legalName: 'Renamed Ltd',
  contactEmail: 'contact@example.com',
  billingEmail: 'billing@example.com',
};

describe('a request with a Bearer header', () => {
  it.each([BOGUS_KEY, 'Bearer', 'bearer   ', 'BEARER utm_'])(
    'with a bad key (%j), a valid session cookie and a foreign Origin is refused and changes nothing',
    async (authorization) => {
      const keysBefore = await countOwnerKeys();
      const nameBefore = await readOrganizationName();
      // Cookie-only operation: the session would have been enough before.
      const createdKey = await testApp.app.inject({
        method: 'POST',
        url: `/api/v1/organizations/${owner.organization.id}/api-keys`,
        headers: { authorization, cookie: ownerCookie, origin: FOREIGN_ORIGIN },
        payload: { name: 'planted', role: 'admin' },
      });
      // Keys are not accepted there at all: 403 saying so, whatever the key.
      expect(createdKey.statusCode, createdKey.body).toBe(403);
      expect(createdKey.json().error).toEqual({
        code: 'FORBIDDEN',
        message: API_KEY_NOT_ACCEPTED_MESSAGE,
      });
      // An operation open to a cookie or a key.
      const renamed = await testApp.app.inject({
        method: 'PUT',
        url: `/api/v1/organizations/${owner.organization.id}`,
        headers: { authorization, cookie: ownerCookie, origin: FOREIGN_ORIGIN },
        payload: RENAME,
      });
      expect(renamed.statusCode, renamed.body).toBe(401);
      expect(await countOwnerKeys()).toBe(keysBefore);
      expect(await readOrganizationName()).toBe(nameBefore);
    },
  );

  it('with a bad key is 401 even from our own origin with a valid session cookie', async () => {
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${owner.organization.id}`,
      headers: { authorization: BOGUS_KEY, cookie: ownerCookie, origin: APP_ORIGIN },
    });
    expect(read.statusCode, read.body).toBe(401);
  });

  it('with a valid key acts as the key only, not as the person whose cookie rides along', async () => {
    // The neighbour's cookie would open the neighbour's organization; the key is the owner's.
    const neighbours = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${neighbour.organization.id}`,
      headers: { authorization: `Bearer ${ownerKey}`, cookie: neighbourCookie },
    });
    expect(neighbours.statusCode).toBeGreaterThanOrEqual(403);
    expect(neighbours.statusCode).toBeLessThan(500);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/organizations',
      headers: { authorization: `Bearer ${ownerKey}`, cookie: neighbourCookie },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const names = (listed.json().content as { id: string }[]).map((org) => org.id);
    expect(names).toEqual([owner.organization.id]);
    // An operation only a person may call does not fall back to the cookie's person.
    const profile = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/users/${neighbour.user.id}`,
      headers: { authorization: `Bearer ${ownerKey}`, cookie: neighbourCookie },
    });
    expect(profile.statusCode, profile.body).toBe(403);
    expect(profile.json().error.message).toBe(API_KEY_NOT_ACCEPTED_MESSAGE);
  });

  it('cannot refresh or end a session through its cookies', async () => {
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/refreshToken',
      headers: { authorization: BOGUS_KEY, cookie: neighbourCookie, origin: FOREIGN_ORIGIN },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(401);
    expect(refreshed.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);
    const loggedOut = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/${neighbour.user.id}/logout`,
      headers: { authorization: BOGUS_KEY, cookie: neighbourCookie, origin: FOREIGN_ORIGIN },
    });
    // Logout is for people only: a key there is refused as not accepted (issue 27).
    expect(loggedOut.statusCode, loggedOut.body).toBe(403);
    // The neighbour's session still works from the browser.
    const profile = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/users/${neighbour.user.id}`,
      headers: { cookie: neighbourCookie },
    });
    expect(profile.statusCode, profile.body).toBe(200);
  });
});
