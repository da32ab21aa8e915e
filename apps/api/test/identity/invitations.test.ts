import {
  EMAIL_ALREADY_REGISTERED,
  INVALID_OR_EXPIRED_LINK,
  INVITATION_FOR_ANOTHER_EMAIL,
  NO_ORGANIZATION_WITH_INVITATION,
  NO_PERMISSION_TO_INVITE,
  ROLE_NOT_ASSIGNABLE,
  USER_ALREADY_IN_ORGANIZATION,
} from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_LIFETIME_SECONDS } from '../../src/features/identity/services/link-token-service.js';
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
import { createTestClock } from '../helpers/test-clock.js';

const clock = createTestClock();

let testApp: TestApp;
let owner: TestAccount;
let ownerCookie: string;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
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

async function inviteAndReadToken(email: string, role = 'member'): Promise<string> {
  const response = await invite(ownerCookie, owner.organization.id, { email, role });
  expect(response.statusCode, response.body).toBe(201);
  return findLinkParameter(
    (await readLatestMail(db(), email)).textBody,
    '/handle-invitation',
    'tkn',
  );
}

function register(payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    headers: asBrowser(''),
    payload: { password: STRONG_PASSWORD, firstName: 'Jo', lastName: 'Iner', ...payload },
  });
}

function verifyInvitation(tkn: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/users/verify-token',
    headers: asBrowser(''),
    payload: { token: tkn, purpose: 'invitation' },
  });
}

async function listOrganizationNames(cookie: string): Promise<string[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/v1/organizations',
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content.map((item: { name: string }) => item.name);
}

function listWorkspaces(cookie: string, organizationId: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v1/workspaces?organization_id=${organizationId}`,
    headers: { cookie },
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

    const verified = await verifyInvitation(tkn);
    expect(verified.json()).toEqual({
      content: {
        valid: true,
        email,
        invitation: {
          organizationName: 'Invite Co',
          role: 'external',
          inviterName: 'Test Inviter',
          hasAccount: false,
        },
      },
    });

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

describe('sign-up through an invitation', () => {
  it('joins the inviting organization only: no organization of their own, address verified', async () => {
    const email = uniqueEmail('newcomer');
    const tkn = await inviteAndReadToken(email);
    const registered = await register({ email: email.toUpperCase(), invitationToken: tkn });
    expect(registered.statusCode, registered.body).toBe(201);
    const { user } = registered.json().content;
    expect(user).toMatchObject({ email, isEmailVerified: true });
    const cookie = readSessionCookies(registered);

    expect(await listOrganizationNames(cookie)).toEqual(['Invite Co']);
    const organizations = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/organizations',
      headers: { cookie },
    });
    expect(organizations.json().content).toEqual([
      { id: owner.organization.id, name: 'Invite Co', logoUrl: null, role: 'member' },
    ]);
    expect((await listWorkspaces(cookie, owner.organization.id)).statusCode).toBe(200);
    // The invitation was the proof of the address: no verification e-mail follows it.
    expect((await readLatestMail(db(), email)).subject).toBe(
      'You are invited to Invite Co on Utmost',
    );
    // The owner sees the new member as active.
    const members = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${owner.organization.id}/members`,
      headers: { cookie: ownerCookie },
    });
    expect(members.json().content).toContainEqual({
      email,
      firstName: 'Jo',
      lastName: 'Iner',
      status: 'active',
      role: 'member',
    });
    // The link is used up.
    expect((await verifyInvitation(tkn)).statusCode).toBe(400);
    expect((await accept(cookie, tkn)).json()).toEqual({
      errors: { tkn: INVALID_OR_EXPIRED_LINK },
    });
  });

  it('refuses another address, an organization name and a taken address, creating nothing', async () => {
    const email = uniqueEmail('invited');
    const tkn = await inviteAndReadToken(email);
    const other = uniqueEmail('impostor');
    const wrongAddress = await register({ email: other, invitationToken: tkn });
    expect(wrongAddress.statusCode).toBe(400);
    expect(wrongAddress.json()).toEqual({ errors: { email: INVITATION_FOR_ANOTHER_EMAIL } });
    const withOrganization = await register({
      email,
      invitationToken: tkn,
      organizationName: 'Own Co',
    });
    expect(withOrganization.statusCode).toBe(400);
    expect(withOrganization.json()).toEqual({
      errors: { organizationName: NO_ORGANIZATION_WITH_INVITATION },
    });
    for (const address of [other, email]) {
      const check = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/users/check-email?email=${encodeURIComponent(address)}`,
      });
      expect(check.json().content).toEqual({ exists: false });
    }
    // The invitation is still usable by the right person.
    expect((await verifyInvitation(tkn)).statusCode).toBe(200);

    // An address that already has an account logs in to accept instead.
    const existing = await createTestAccount(db(), 'Existing');
    const existingTkn = await inviteAndReadToken(existing.email);
    const taken = await register({ email: existing.email, invitationToken: existingTkn });
    expect(taken.json()).toEqual({ errors: { email: EMAIL_ALREADY_REGISTERED } });
  });

  it('refuses a made-up or cancelled invitation', async () => {
    const email = uniqueEmail('revoked');
    const tkn = await inviteAndReadToken(email);
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/delete-user?organization_id=${owner.organization.id}`,
      headers: asBrowser(ownerCookie),
      payload: { email },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const invitationToken of [tkn, 'made-up']) {
      const response = await register({ email, invitationToken });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { invitationToken: INVALID_OR_EXPIRED_LINK } });
    }
    expect((await verifyInvitation(tkn)).json()).toEqual({
      errors: { token: INVALID_OR_EXPIRED_LINK },
    });
  });
});

describe('an existing user accepts and switches organizations', () => {
  it('logs in, accepts, belongs to both, and cannot reach an organization they are not in', async () => {
    const existing = await createTestAccount(db(), 'Agency', 'Agency Co');
    const tkn = await inviteAndReadToken(existing.email, 'admin');
    expect((await verifyInvitation(tkn)).json().content.invitation).toMatchObject({
      organizationName: 'Invite Co',
      role: 'admin',
      hasAccount: true,
    });
    const cookie = await signIn(testApp.app, existing);
    const accepted = await accept(cookie, tkn);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await listOrganizationNames(cookie)).toEqual(['Agency Co', 'Invite Co']);
    const user = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/users/${existing.user.id}`,
      headers: { cookie },
    });
    expect(user.json().content.user.isEmailVerified).toBe(true);

    // Switching is choosing another organization_id: only the user's own organizations answer.
    for (const organizationId of [existing.organization.id, owner.organization.id]) {
      expect((await listWorkspaces(cookie, organizationId)).statusCode).toBe(200);
    }
    const foreign = await createTestAccount(db(), 'Foreign', 'Foreign Co');
    const refused = await listWorkspaces(cookie, foreign.organization.id);
    expect(refused.statusCode).toBe(404);
    const foreignOrganization = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${foreign.organization.id}`,
      headers: { cookie },
    });
    expect(foreignOrganization.statusCode).toBe(404);
    expect(foreignOrganization.body).not.toContain('Foreign Co');
  });
});

// Last: moves the shared clock past the invitation's lifetime.
describe('an expired invitation', () => {
  it('cannot be used to sign up, accepted or previewed', async () => {
    const email = uniqueEmail('late');
    const tkn = await inviteAndReadToken(email);
    clock.advance(INVITATION_LIFETIME_SECONDS * 1000 + 1000);
    expect((await verifyInvitation(tkn)).json()).toEqual({
      errors: { token: INVALID_OR_EXPIRED_LINK },
    });
    const response = await register({ email, invitationToken: tkn });
    expect(response.json()).toEqual({ errors: { invitationToken: INVALID_OR_EXPIRED_LINK } });
    const check = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/users/check-email?email=${encodeURIComponent(email)}`,
    });
    expect(check.json().content).toEqual({ exists: false });
  });
});
