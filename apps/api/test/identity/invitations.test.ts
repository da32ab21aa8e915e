import {
  INVALID_OR_EXPIRED_LINK,
  NO_PERMISSION_TO_INVITE,
  ROLE_NOT_ASSIGNABLE,
  USER_ALREADY_IN_ORGANIZATION,
} from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_FOR_ANOTHER_EMAIL } from '../../src/services/invitation-service.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  STRONG_PASSWORD,
  addMember,
  asBrowser,
  createTestAccount,
  readSessionCookies,
  signIn,
  uniqueEmail,
  type TestAccount,
} from '../helpers/identity-fixtures.js';
import { findLinkParameter, readLatestMail } from '../helpers/read-outbox.js';

let testApp: TestApp;
let owner: TestAccount;
let ownerCookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await createTestAccount(db(), 'Inviter', 'Invite Co');
  ownerCookie = await signIn(testApp.app, owner);
});

afterAll(async () => {
  await testApp.close();
});

function db() {
  return testApp.testDatabase.database.db;
}

function invite(cookie: string, organizationId: string, payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/users/invite-user?organization_id=${organizationId}`,
    headers: asBrowser(cookie),
    payload,
  });
}

function accept(cookie: string, tkn: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/users/handle-user-invitation',
    headers: asBrowser(cookie),
    payload: { tkn },
  });
}

describe('invite-user', () => {
  it('adds a pending member and mails a link to /handle-invitation', async () => {
    const email = uniqueEmail('invitee');
    const response = await invite(ownerCookie, owner.organization.id, { email, role: 'member' });
    expect(response.statusCode, response.body).toBe(201);
    const organization = response.json().content.organization;
    expect(organization).toMatchObject({
      id: owner.organization.id,
      name: 'Invite Co',
      role: 'owner',
    });
    expect(organization.members).toEqual([
      {
        email: owner.email,
        firstName: 'Test',
        lastName: 'Inviter',
        status: 'active',
        role: 'owner',
      },
      { email, status: 'pending', role: 'member' },
    ]);
    const mail = await readLatestMail(db(), email);
    expect(mail.subject).toBe('You are invited to Invite Co on Utmost');
    expect(mail.textBody).toContain(
      'Test Inviter invited you to join Invite Co on Utmost as a member.',
    );
    expect(findLinkParameter(mail.textBody, '/handle-invitation', 'tkn')).toBeTruthy();
  });

  it('refuses an existing member or a pending invitation with the spec message', async () => {
    const pending = uniqueEmail('twice');
    const first = await invite(ownerCookie, owner.organization.id, {
      email: pending,
      role: 'member',
    });
    expect(first.statusCode).toBe(201);
    for (const email of [owner.email.toUpperCase(), pending]) {
      const response = await invite(ownerCookie, owner.organization.id, { email, role: 'admin' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { email: USER_ALREADY_IN_ORGANIZATION } });
    }
  });

  it('needs members:invite (spec §6 message) and an assignable role', async () => {
    const member = await createTestAccount(db(), 'Plain');
    await addMember(db(), owner.organization.id, member, 'member');
    const memberCookie = await signIn(testApp.app, member);
    const denied = await invite(memberCookie, owner.organization.id, {
      email: uniqueEmail('x'),
      role: 'member',
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      error: { code: 'FORBIDDEN', message: NO_PERMISSION_TO_INVITE },
    });

    const admin = await createTestAccount(db(), 'Admin');
    await addMember(db(), owner.organization.id, admin, 'admin');
    const adminCookie = await signIn(testApp.app, admin);
    const ownerInvite = await invite(adminCookie, owner.organization.id, {
      email: uniqueEmail('y'),
      role: 'owner',
    });
    expect(ownerInvite.statusCode).toBe(400);
    expect(ownerInvite.json()).toEqual({ errors: { role: ROLE_NOT_ASSIGNABLE } });
    const adminInvite = await invite(adminCookie, owner.organization.id, {
      email: uniqueEmail('z'),
      role: 'admin',
    });
    expect(adminInvite.statusCode).toBe(201);
  });
});

describe('handle-user-invitation', () => {
  it('lets the invited address accept once, after signing up; another address is refused', async () => {
    const email = uniqueEmail('joiner');
    await invite(ownerCookie, owner.organization.id, { email, role: 'external' });
    const tkn = findLinkParameter(
      (await readLatestMail(db(), email)).textBody,
      '/handle-invitation',
      'tkn',
    );

    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/verify-token',
      headers: asBrowser(''),
      payload: { token: tkn, purpose: 'invitation' },
    });
    expect(verified.json()).toEqual({ content: { valid: true, email } });

    const stranger = await createTestAccount(db(), 'Stranger');
    const wrongPerson = await accept(await signIn(testApp.app, stranger), tkn);
    expect(wrongPerson.statusCode).toBe(400);
    expect(wrongPerson.json()).toEqual({ errors: { tkn: INVITATION_FOR_ANOTHER_EMAIL } });

    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      headers: asBrowser(''),
      payload: {
        email,
        password: STRONG_PASSWORD,
        firstName: 'Jo',
        lastName: 'Iner',
        organizationName: 'Own Co',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const cookie = readSessionCookies(registered);
    const accepted = await accept(cookie, tkn);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      content: {
        organization: {
          id: owner.organization.id,
          name: 'Invite Co',
          logoUrl: null,
          role: 'external',
        },
        membership: {
          email,
          firstName: 'Jo',
          lastName: 'Iner',
          status: 'active',
          role: 'external',
        },
      },
    });
    const organizations = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/organizations',
      headers: { cookie },
    });
    expect(organizations.json().content.map((item: { name: string }) => item.name)).toEqual([
      'Own Co',
      'Invite Co',
    ]);

    const again = await accept(cookie, tkn);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: { tkn: INVALID_OR_EXPIRED_LINK } });
  });

  it('refuses a made-up token and a cancelled invitation', async () => {
    const email = uniqueEmail('cancelled');
    await invite(ownerCookie, owner.organization.id, { email, role: 'member' });
    const tkn = findLinkParameter(
      (await readLatestMail(db(), email)).textBody,
      '/handle-invitation',
      'tkn',
    );
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/delete-user?organization_id=${owner.organization.id}`,
      headers: asBrowser(ownerCookie),
      payload: { email },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const invited = await createTestAccount(db(), 'Cancelled');
    const cookie = await signIn(testApp.app, invited);
    expect((await accept(cookie, tkn)).json()).toEqual({
      errors: { tkn: INVALID_OR_EXPIRED_LINK },
    });
    expect((await accept(cookie, 'made-up')).json()).toEqual({
      errors: { tkn: INVALID_OR_EXPIRED_LINK },
    });
  });
});
