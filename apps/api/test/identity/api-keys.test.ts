import {
  API_KEY_NOT_ACCEPTED_MESSAGE,
  NO_PERMISSION_TO_INVITE,
  NO_PERMISSION_TO_VIEW_ORGANIZATION,
  UtmostError,
  createUtmostClient,
  unwrap,
} from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessFetch } from '../../src/sandbox/in-process-fetch.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  APP_ORIGIN,
  addMember,
  asBrowser,
  createTestAccount,
  signIn,
  uniqueEmail,
  type TestAccount,
} from '../helpers/identity-fixtures.js';

let testApp: TestApp;
let owner: TestAccount;
let ownerCookie: string;
let other: TestAccount;

beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await createTestAccount(testApp.testDatabase.database.db, 'KeyOwner', 'Keys Co');
  ownerCookie = await signIn(testApp.app, owner);
  other = await createTestAccount(testApp.testDatabase.database.db, 'Neighbour', 'Other Co');
});

afterAll(async () => {
  await testApp.close();
});

async function createKey(role: 'admin' | 'member' | 'external', cookie = ownerCookie) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${owner.organization.id}/api-keys`,
    headers: asBrowser(cookie),
    payload: { name: `${role} script`, role },
  });
  return response;
}

function withKey(
  secret: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return testApp.app.inject({
    method,
    url,
    // Scripts send no Origin: a bearer key is not sent by browsers on their own, so no CSRF check.
    headers: { authorization: `Bearer ${secret}` },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
}

describe('API keys', () => {
  it('are created with the secret shown once, listed without it, newest first', async () => {
    const created = await createKey('admin');
    expect(created.statusCode, created.body).toBe(201);
    const { apiKey, secret } = created.json().content;
    expect(secret).toMatch(/^utm_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toEqual({
      id: expect.any(String),
      name: 'admin script',
      role: 'admin',
      prefix: secret.slice(0, 12),
      createdAt: expect.any(String),
      lastUsedAt: null,
      createdBy: {
        id: owner.user.id,
        email: owner.email,
        firstName: 'Test',
        lastName: 'KeyOwner',
      },
    });
    await createKey('member');
    const listed = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${owner.organization.id}/api-keys`,
      headers: { cookie: ownerCookie },
    });
    expect(listed.json().content.map((key: { name: string }) => key.name)).toEqual([
      'member script',
      'admin script',
    ]);
    expect(listed.body).not.toContain(secret);
  });

  it('act with their role in their organization only', async () => {
    const { secret } = (await createKey('member')).json().content;
    const organizations = await withKey(secret, 'GET', '/api/v1/organizations');
    expect(organizations.statusCode, organizations.body).toBe(200);
    expect(organizations.json().content).toEqual([
      { id: owner.organization.id, name: 'Keys Co', logoUrl: null, role: 'member' },
    ]);
    const members = await withKey(
      secret,
      'GET',
      `/api/v1/organizations/${owner.organization.id}/members`,
    );
    expect(members.statusCode).toBe(200);
    expect(members.json().content).toContainEqual(expect.objectContaining({ email: owner.email }));

    const foreign = await withKey(
      secret,
      'GET',
      `/api/v1/organizations/${other.organization.id}/members`,
    );
    expect(foreign.statusCode).toBe(404);
    const foreignWorkspaces = await withKey(
      secret,
      'GET',
      `/api/v1/workspaces?organization_id=${other.organization.id}`,
    );
    expect(foreignWorkspaces.statusCode).toBe(404);

    const invite = await withKey(
      secret,
      'POST',
      `/api/v1/users/invite-user?organization_id=${owner.organization.id}`,
      { email: uniqueEmail('bykey'), role: 'member' },
    );
    expect(invite.statusCode).toBe(403);
    expect(invite.json().error.message).toBe(NO_PERMISSION_TO_INVITE);

    const listedAfterUse = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${owner.organization.id}/api-keys`,
      headers: { cookie: ownerCookie },
    });
    const used = listedAfterUse
      .json()
      .content.find((key: { prefix: string }) => key.prefix === secret.slice(0, 12));
    expect(used.lastUsedAt).not.toBeNull();
  });

  it('an external key cannot read the organization details; an admin key can invite', async () => {
    const external = (await createKey('external')).json().content.secret;
    const details = await withKey(
      external,
      'GET',
      `/api/v1/organizations/${owner.organization.id}`,
    );
    expect(details.statusCode).toBe(403);
    expect(details.json().error.message).toBe(NO_PERMISSION_TO_VIEW_ORGANIZATION);
    const admin = (await createKey('admin')).json().content.secret;
    const invite = await withKey(
      admin,
      'POST',
      `/api/v1/users/invite-user?organization_id=${owner.organization.id}`,
      { email: uniqueEmail('viakey'), role: 'member' },
    );
    expect(invite.statusCode, invite.body).toBe(201);
  });

  it('cannot manage keys nor act as a person', async () => {
    const { secret } = (await createKey('admin')).json().content;
    const keys = await withKey(
      secret,
      'GET',
      `/api/v1/organizations/${owner.organization.id}/api-keys`,
    );
    // Operations for people only answer 403 saying keys are not accepted (issue 27), not 401
    // "Please log in again": no sign-in or new key would make the call work.
    expect(keys.statusCode).toBe(403);
    expect(keys.json().error).toEqual({ code: 'FORBIDDEN', message: API_KEY_NOT_ACCEPTED_MESSAGE });
    const user = await withKey(secret, 'GET', `/api/v1/users/${owner.user.id}`);
    expect(user.statusCode).toBe(403);
    expect(user.json().error.message).toBe(API_KEY_NOT_ACCEPTED_MESSAGE);
    const asOtherUser = await withKey(
      secret,
      'GET',
      `/api/v1/organizations?user_id=${owner.user.id}`,
    );
    expect(asOtherUser.statusCode).toBe(403);
  });

  it('stop working once revoked; a made-up key is refused', async () => {
    const { apiKey, secret } = (await createKey('member')).json().content;
    const revoked = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/${owner.organization.id}/api-keys/${apiKey.id}`,
      headers: asBrowser(ownerCookie),
    });
    expect(revoked.json()).toEqual({ content: { revoked: true } });
    const after = await withKey(secret, 'GET', '/api/v1/organizations');
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe('The API key is not valid or was revoked.');
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/${owner.organization.id}/api-keys/${apiKey.id}`,
      headers: asBrowser(ownerCookie),
    });
    expect(again.statusCode).toBe(404);
    expect((await withKey('utm_made-up', 'GET', '/api/v1/organizations')).statusCode).toBe(401);
  });

  it('managers create keys up to their own role (never owner); members cannot create any', async () => {
    const admin = await createTestAccount(testApp.testDatabase.database.db, 'KeyAdmin');
    await addMember(testApp.testDatabase.database.db, owner.organization.id, admin, 'admin');
    const adminCookie = await signIn(testApp.app, admin);
    expect((await createKey('admin', adminCookie)).statusCode).toBe(201);
    const member = await createTestAccount(testApp.testDatabase.database.db, 'KeyMember');
    await addMember(testApp.testDatabase.database.db, owner.organization.id, member, 'member');
    const memberCookie = await signIn(testApp.app, member);
    expect((await createKey('external', memberCookie)).statusCode).toBe(403);
    const ownerKey = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${owner.organization.id}/api-keys`,
      headers: asBrowser(ownerCookie),
      payload: { name: 'Too strong', role: 'owner' },
    });
    expect(ownerKey.statusCode).toBe(400);
    expect(ownerKey.json().errors).toHaveProperty(['body.role']);
  });
});

describe('an integrator script on the SDK (README: list members with an API key)', () => {
  it('reads its own organization and gets 404 on another', async () => {
    const { secret } = (await createKey('member')).json().content;
    // The server answers only to its PUBLIC_URL's host name (and localhost): the script uses it.
    const baseUrl = APP_ORIGIN;
    const client = createUtmostClient({
      baseUrl,
      apiKey: secret,
      // The real HTTP handling of the app, without a socket.
      fetch: createInProcessFetch(testApp.app, baseUrl, () => {
        throw new Error('The script must only call the API');
      }),
    });
    const { content: organizations } = unwrap(await client.GET('/api/v1/organizations'));
    expect(organizations.map((organization) => organization.id)).toEqual([owner.organization.id]);
    const { content: members } = unwrap(
      await client.GET('/api/v1/organizations/{id}/members', {
        params: { path: { id: owner.organization.id } },
      }),
    );
    expect(members.map((member) => member.email)).toContain(owner.email);

    const foreign = await client.GET('/api/v1/organizations/{id}/members', {
      params: { path: { id: other.organization.id } },
    });
    expect(foreign.response.status).toBe(404);
    expect(() => unwrap(foreign)).toThrow(UtmostError);
  });
});
