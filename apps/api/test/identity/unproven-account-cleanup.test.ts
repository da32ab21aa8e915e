// Issue 26 item 1: what a squatter leaves behind. Someone signs up unverified with the owner's
// address, names the organization after the owner's company, makes a second account of theirs an
// admin, and that admin makes a key and invites a third. When the owner proves the address (a
// password reset here, single sign-on in sso-account-linking.test.ts), all of it ends and the
// owner is told; what those accounts own elsewhere is not touched (the positive controls).
import type { MemberRole } from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMembership } from '../../src/features/identity/repositories/membership-repository.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  APP_ORIGIN,
  asBrowser,
  createTestAccount,
  signIn,
  uniqueEmail,
  type TestAccount,
} from '../helpers/identity-fixtures.js';
import { findLinkParameter, readLatestMail } from '../helpers/read-outbox.js';

const NEW_PASSWORD = 'N3w!password';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function db() {
  return testApp.testDatabase.database.db;
}

async function invite(
  organizationId: string,
  inviter: TestAccount,
  invitee: { email: string; userId: string | null },
  role: MemberRole,
) {
  await insertMembership(db(), {
    organizationId,
    userId: invitee.userId,
    email: invitee.email,
    role,
    status: invitee.userId === null ? 'pending' : 'active',
    invitedByUserId: inviter.user.id,
  });
}

async function createKey(cookie: string, organizationId: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${organizationId}/api-keys`,
    headers: asBrowser(cookie),
    payload: { name: 'Export', role: 'admin' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().content.secret as string;
}

function readMembers(organizationId: string, auth: { cookie: string } | { key: string }) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v1/organizations/${organizationId}/members`,
    headers: 'key' in auth ? { authorization: `Bearer ${auth.key}` } : { cookie: auth.cookie },
  });
}

async function resetPassword(email: string) {
  const post = (url: string, payload?: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url, headers: { origin: APP_ORIGIN }, payload });
  expect(
    (await post(`/api/v1/users/forgot-password?email=${encodeURIComponent(email)}`)).statusCode,
  ).toBe(200);
  const mail = await readLatestMail(db(), email);
  const token = findLinkParameter(mail.textBody, '/reset-password', 'token');
  const recovered = await post('/api/v1/users/recover-password', {
    token,
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  });
  expect(recovered.statusCode, recovered.body).toBe(200);
}

describe('when the owner proves an address an unverified account squatted', () => {
  it('ends the memberships and keys that account and its invitees gave out, and tells the owner', async () => {
    // The squatter's account with the owner's address, and "the owner's company".
    const squatted = await createTestAccount(db(), 'Owner', 'Owner Company');
    const company = squatted.organization.id;
    const squatterCookie = await signIn(testApp.app, squatted);
    const squatterKey = await createKey(squatterCookie, company);
    // Their second account, made admin of it, with a key and an invitee of its own.
    const accomplice = await createTestAccount(db(), 'Accomplice', 'Accomplice Own Co');
    await invite(
      company,
      squatted,
      { email: accomplice.email, userId: accomplice.user.id },
      'admin',
    );
    const accompliceCookie = await signIn(testApp.app, accomplice);
    const accompliceKey = await createKey(accompliceCookie, company);
    const third = await createTestAccount(db(), 'Third');
    await invite(company, accomplice, { email: third.email, userId: third.user.id }, 'member');
    const pendingEmail = uniqueEmail('pending');
    await invite(company, squatted, { email: pendingEmail, userId: null }, 'admin');
    // What the accomplice owns elsewhere: its own organization, an invitee there and a key.
    const ownCo = accomplice.organization.id;
    const colleague = await createTestAccount(db(), 'Colleague');
    await invite(
      ownCo,
      accomplice,
      { email: colleague.email, userId: colleague.user.id },
      'member',
    );
    const ownCoKey = await createKey(accompliceCookie, ownCo);
    expect((await readMembers(company, { cookie: accompliceCookie })).statusCode).toBe(200);
    expect((await readMembers(company, { key: accompliceKey })).statusCode).toBe(200);

    await resetPassword(squatted.email);

    // In the company: the accomplice, its invitee and the pending invitation are gone, keys too.
    expect((await readMembers(company, { cookie: accompliceCookie })).statusCode).toBe(404);
    expect((await readMembers(company, { key: accompliceKey })).statusCode).toBe(401);
    expect((await readMembers(company, { key: squatterKey })).statusCode).toBe(401);
    const ownerCookie = await signIn(testApp.app, {
      email: squatted.email,
      password: NEW_PASSWORD,
    });
    const members = await readMembers(company, { cookie: ownerCookie });
    expect(members.json().content.map((member: { email: string }) => member.email)).toEqual([
      squatted.email,
    ]);
    // Elsewhere the accomplice keeps what is theirs.
    const ownCoMembers = await readMembers(ownCo, { cookie: accompliceCookie });
    expect(ownCoMembers.statusCode).toBe(200);
    expect(ownCoMembers.json().content.map((member: { email: string }) => member.email)).toEqual([
      accomplice.email,
      colleague.email,
    ]);
    expect((await readMembers(ownCo, { key: ownCoKey })).statusCode).toBe(200);

    const mail = await readLatestMail(db(), squatted.email);
    expect(mail.subject).toBe('What we found when you confirmed your Utmost address');
    for (const email of [accomplice.email, third.email, pendingEmail]) {
      expect(mail.textBody).toContain(email);
    }
    expect(mail.textBody).toContain('Owner Company');
    expect(mail.textBody).toContain('We revoked 2 API keys');
    expect(mail.textBody).not.toContain(colleague.email);
  });

  it('sends nothing when the unverified account had given nobody anything', async () => {
    const alone = await createTestAccount(db(), 'Alone');
    await resetPassword(alone.email);
    const mail = await readLatestMail(db(), alone.email);
    expect(mail.subject).not.toBe('What we found when you confirmed your Utmost address');
  });
});
