// Issue 26 item 2: a key never outlives its maker's rights. Removing the member who made a key
// revokes it; demoting them lowers it to their new role; the list says who made each key. Every
// refused case has a positive control: a key of someone who stays keeps working.
import type { ApiKeyRole, MemberRole } from '@utmost/ads-sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../src/features/identity/schema.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
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

beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await createTestAccount(testApp.testDatabase.database.db, 'MakerOwner', 'Makers Co');
  ownerCookie = await signIn(testApp.app, owner);
});

afterAll(async () => {
  await testApp.close();
});

/** A new member of the owner's organization, signed in. */
async function addSignedInMember(label: string, role: MemberRole) {
  const account = await createTestAccount(testApp.testDatabase.database.db, label);
  await addMember(testApp.testDatabase.database.db, owner.organization.id, account, role);
  return { account, cookie: await signIn(testApp.app, account) };
}

async function createKey(cookie: string, role: ApiKeyRole, organizationId = owner.organization.id) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${organizationId}/api-keys`,
    headers: asBrowser(cookie),
    payload: { name: `${role} key`, role },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().content as { apiKey: { id: string }; secret: string };
}

/** What an admin key is for: inviting a new admin (the hole the issue names). */
function inviteAdminWithKey(secret: string, organizationId = owner.organization.id) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/users/invite-user?organization_id=${organizationId}`,
    headers: { authorization: `Bearer ${secret}` },
    payload: { email: uniqueEmail('keyinvite'), role: 'admin' },
  });
}

function readMembersWithKey(secret: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v1/organizations/${owner.organization.id}/members`,
    headers: { authorization: `Bearer ${secret}` },
  });
}

async function listKeys() {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/organizations/${owner.organization.id}/api-keys`,
    headers: { cookie: ownerCookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content as { id: string; role: ApiKeyRole; createdBy: unknown }[];
}

function removeMember(email: string) {
  return testApp.app.inject({
    method: 'DELETE',
    url: `/api/v1/organizations/delete-user?organization_id=${owner.organization.id}`,
    headers: asBrowser(ownerCookie),
    payload: { email },
  });
}

function assignRole(email: string, role: MemberRole) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/v1/organizations/assign-user-role?organization_id=${owner.organization.id}`,
    headers: asBrowser(ownerCookie),
    payload: { email, role },
  });
}

describe('API keys and the people who made them', () => {
  it('the list names who made each key', async () => {
    const { account, cookie } = await addSignedInMember('NamedMaker', 'admin');
    const { apiKey } = await createKey(cookie, 'member');
    const listed = (await listKeys()).find((key) => key.id === apiKey.id);
    expect(listed?.createdBy).toEqual({
      id: account.user.id,
      email: account.email,
      firstName: 'Test',
      lastName: 'NamedMaker',
    });
  });

  it('removing an admin revokes the keys they made here; a staying admin’s key still works', async () => {
    const leaving = await addSignedInMember('LeavingAdmin', 'admin');
    const staying = await addSignedInMember('StayingAdmin', 'admin');
    const leavingKey = await createKey(leaving.cookie, 'admin');
    const stayingKey = await createKey(staying.cookie, 'admin');
    // The removed admin's own organization is not this one's business: their key there stays.
    const ownOrganizationKey = await createKey(
      leaving.cookie,
      'admin',
      leaving.account.organization.id,
    );
    expect((await inviteAdminWithKey(leavingKey.secret)).statusCode).toBe(201);

    expect((await removeMember(leaving.account.email)).statusCode).toBe(200);

    const refused = await inviteAdminWithKey(leavingKey.secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe('The API key is not valid or was revoked.');
    const listedIds = (await listKeys()).map((key) => key.id);
    expect(listedIds).not.toContain(leavingKey.apiKey.id);
    expect(listedIds).toContain(stayingKey.apiKey.id);
    expect((await inviteAdminWithKey(stayingKey.secret)).statusCode).toBe(201);
    expect(
      (await inviteAdminWithKey(ownOrganizationKey.secret, leaving.account.organization.id))
        .statusCode,
    ).toBe(201);
  });

  it('demoting an admin lowers their keys to the new role; the owner’s admin key keeps its role', async () => {
    const demoted = await addSignedInMember('DemotedAdmin', 'admin');
    const adminKey = await createKey(demoted.cookie, 'admin');
    const externalKey = await createKey(demoted.cookie, 'external');
    const ownerKey = await createKey(ownerCookie, 'admin');

    expect((await assignRole(demoted.account.email, 'member')).statusCode).toBe(200);

    const refused = await inviteAdminWithKey(adminKey.secret);
    expect(refused.statusCode).toBe(403);
    // Still a member's key: it reads what a member reads.
    expect((await readMembersWithKey(adminKey.secret)).statusCode).toBe(200);
    const rolesById = new Map((await listKeys()).map((key) => [key.id, key.role]));
    expect(rolesById.get(adminKey.apiKey.id)).toBe('member');
    expect(rolesById.get(externalKey.apiKey.id)).toBe('external');
    expect(rolesById.get(ownerKey.apiKey.id)).toBe('admin');
    expect((await inviteAdminWithKey(ownerKey.secret)).statusCode).toBe(201);

    // Promoting them again does not raise what was lowered: a new key is one click away.
    expect((await assignRole(demoted.account.email, 'admin')).statusCode).toBe(200);
    expect((await inviteAdminWithKey(adminKey.secret)).statusCode).toBe(403);
  });

  it('demoting to external lowers member keys too, so the organization details are closed', async () => {
    const demoted = await addSignedInMember('ExternalizedAdmin', 'admin');
    const memberKey = await createKey(demoted.cookie, 'member');
    expect((await readMembersWithKey(memberKey.secret)).statusCode).toBe(200);
    expect((await assignRole(demoted.account.email, 'external')).statusCode).toBe(200);
    expect((await readMembersWithKey(memberKey.secret)).statusCode).toBe(403);
    const listed = (await listKeys()).find((key) => key.id === memberKey.apiKey.id);
    expect(listed?.role).toBe('external');
  });

  it('a key answers to its maker’s membership now, however that membership changed', async () => {
    // Changes written straight to the database stand for any path that skips the member service.
    const { db } = testApp.testDatabase.database;
    const maker = await addSignedInMember('OutOfBandAdmin', 'admin');
    const key = await createKey(maker.cookie, 'admin');
    const membershipOfMaker = and(
      eq(memberships.organizationId, owner.organization.id),
      eq(memberships.userId, maker.account.user.id),
    );

    await db.update(memberships).set({ role: 'member' }).where(membershipOfMaker);
    expect((await inviteAdminWithKey(key.secret)).statusCode).toBe(403);
    expect((await readMembersWithKey(key.secret)).statusCode).toBe(200);

    await db.delete(memberships).where(membershipOfMaker);
    expect((await readMembersWithKey(key.secret)).statusCode).toBe(401);
  });
});
