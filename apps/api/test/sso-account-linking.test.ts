import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/features/identity/auth/password-hashing.js';
import { findOrCreateSsoUser } from '../src/features/identity/sso/sso-account-service.js';
import { SsoFailure } from '../src/features/identity/sso/sso-failure.js';
import type { SsoProfile } from '../src/features/identity/sso/sso-providers.js';
import { listUserIdentities } from '../src/features/identity/repositories/user-identity-repository.js';
import { markUserEmailVerified } from '../src/features/identity/repositories/user-repository.js';
import {
  findUserByEmail,
  findUserById,
} from '../src/features/identity/repositories/user-repository.js';
import { createAccount } from '../src/features/identity/services/account-service.js';
import {
  insertMembership,
  listMembershipsInvitedBy,
} from '../src/features/identity/repositories/membership-repository.js';
import { readLatestMail } from './helpers/read-outbox.js';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { APP_ORIGIN, asBrowser, STRONG_PASSWORD } from './helpers/identity-fixtures.js';
import {
  createSsoBrowser,
  expectSignedOut,
  readCookies,
  readLocation,
} from './helpers/sso-browser.js';

// Issue 11, findings 2 and 3: single sign-on links an existing account only when the provider
// proves the person owns its address, and the owner of the address takes an unverified account
// from whoever made it. The people are the sandbox's demo identities (packages/sandbox).

const SANDBOX_TENANT = '5b1c7a2e-8d4f-4e0a-9c3b-2f6d8e1a7c40';
/** Mallory signs in from this directory, whose admin set her `mail` to the demo address. */
const MALLORY = 'mallory@fabrikam.sandbox.test';
const MALLORY_MAIL = 'demo@utmost.local';

let testApp: TestApp;
let app: FastifyInstance;
let browser: ReturnType<typeof createSsoBrowser>;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  browser = createSsoBrowser(app);
});

afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.testDatabase.database.db;

/** Cheap scrypt parameters: the stored hash carries them, so login still verifies. */
const passwordHash = hashPassword(STRONG_PASSWORD, {
  cost: 2 ** 10,
  blockSize: 8,
  parallelization: 1,
});

/** A password account, as sign-up makes it (unverified until its owner proves the address). */
async function createPasswordAccount(email: string, options: { isVerified: boolean }) {
  const { user, organization } = await createAccount(db(), {
    email,
    firstName: 'Owner',
    lastName: 'Person',
    organizationName: 'Owned Co',
    passwordHash: await passwordHash,
    loginMethod: 'basic',
  });
  if (options.isVerified) await markUserEmailVerified(db(), user.id, new Date());
  return { user, organization };
}

function logIn(email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    headers: { origin: APP_ORIGIN },
    payload: { email, password: STRONG_PASSWORD },
  });
}

/** What the account holder can do: a browser session and an admin API key. */
async function openSessionAndKey(email: string, organizationId: string) {
  const login = await logIn(email);
  expect(login.statusCode, login.body).toBe(200);
  const cookies = readCookies(login);
  const cookie = `utmost_access=${cookies.utmost_access ?? ''}; utmost_refresh=${cookies.utmost_refresh ?? ''}`;
  const key = await app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${organizationId}/api-keys`,
    headers: asBrowser(cookie),
    payload: { name: 'script', role: 'admin' },
  });
  expect(key.statusCode, key.body).toBe(201);
  return {
    cookie,
    refreshToken: cookies.utmost_refresh ?? '',
    apiKey: (key.json() as { content: { secret: string } }).content.secret,
  };
}

/** Status codes of the session (access, refresh) and the API key, used as their holder would. */
async function probeAccess(access: Awaited<ReturnType<typeof openSessionAndKey>>) {
  const byCookie = await app.inject({
    method: 'GET',
    url: '/api/v1/organizations',
    headers: asBrowser(access.cookie),
  });
  const byKey = await app.inject({
    method: 'GET',
    url: '/api/v1/organizations',
    headers: { authorization: `Bearer ${access.apiKey}` },
  });
  const refresh = await app.inject({
    method: 'POST',
    url: '/api/v1/users/refreshToken',
    headers: { origin: APP_ORIGIN },
    cookies: { utmost_refresh: access.refreshToken },
  });
  return { session: byCookie.statusCode, apiKey: byKey.statusCode, refresh: refresh.statusCode };
}

describe('Microsoft sign-in with a mail attribute its tenant does not own', () => {
  it('never links to the account of that address, verified or not, and leaves it untouched', async () => {
    const victim = await createPasswordAccount(MALLORY_MAIL, { isVerified: false });
    const before = await findUserById(db(), victim.user.id);

    const refused = await browser.signIn('microsoft', MALLORY);
    expectSignedOut(refused, 'email_unproven');
    await markUserEmailVerified(db(), victim.user.id, new Date());
    expectSignedOut(await browser.signIn('microsoft', MALLORY), 'email_unproven');

    const after = await findUserById(db(), victim.user.id);
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(await listUserIdentities(db(), victim.user.id)).toEqual([]);
    // The owner still logs in with the password, with working sessions and keys.
    const access = await openSessionAndKey(MALLORY_MAIL, victim.organization.id);
    expect(await probeAccess(access)).toEqual({ session: 200, apiKey: 200, refresh: 200 });
    expectSignedOut(await browser.signIn('microsoft', MALLORY), 'email_unproven');
    expect(await probeAccess(access)).toMatchObject({ session: 200, apiKey: 200 });
  });
});

describe('Microsoft sign-in with a domain-verified address (xms_edov)', () => {
  it('links to the verified account of that address, keyed on tid and oid', async () => {
    const email = 'barbara.liskov@sandbox.microsoft.test';
    const owner = await createPasswordAccount(email, { isVerified: true });
    const response = await browser.signIn('microsoft', email);
    expect(readLocation(response)).toBe('/login?sso=complete');
    expect((await browser.findSignedInUser(response)).id).toBe(owner.user.id);
    expect(await listUserIdentities(db(), owner.user.id)).toMatchObject([
      { provider: 'microsoft', subject: `${SANDBOX_TENANT}:8c5e1d7a-2f9b-4a3c-b6e0-4a1f8d2c9e57` },
    ]);
    // A verified account links as before: the password keeps working.
    expect((await logIn(email)).statusCode).toBe(200);
  });

  it('takes an unverified account for the owner: password, sessions, keys and invitations end first', async () => {
    const email = 'donald.knuth@sandbox.microsoft.test';
    const squatter = await createPasswordAccount(email, { isVerified: false });
    const access = await openSessionAndKey(email, squatter.organization.id);
    expect(await probeAccess(access)).toEqual({ session: 200, apiKey: 200, refresh: 200 });
    // Issue 26: the squatter made someone of theirs an admin of "the owner's" organization.
    await insertMembership(db(), {
      organizationId: squatter.organization.id,
      email: 'accomplice@squat.test',
      role: 'admin',
      status: 'pending',
      invitedByUserId: squatter.user.id,
    });

    const response = await browser.signIn('microsoft', email);
    expect(readLocation(response)).toBe('/login?sso=complete');
    expect((await browser.findSignedInUser(response)).id).toBe(squatter.user.id);

    const claimed = await findUserById(db(), squatter.user.id);
    expect(claimed?.passwordHash).toBeNull();
    expect(claimed?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await logIn(email)).statusCode).toBe(401);
    const ended = await probeAccess(access);
    expect(ended.session).toBe(401);
    expect(ended.apiKey).toBe(401);
    expect(ended.refresh).toBe(401);
    expect(await listUserIdentities(db(), squatter.user.id)).toMatchObject([
      { provider: 'microsoft', subject: `${SANDBOX_TENANT}:e4b7a0c2-9d1f-4c5e-8a3b-7f6d2e9c1b08` },
    ]);
    expect(await listMembershipsInvitedBy(db(), squatter.user.id)).toEqual([]);
    const told = await readLatestMail(db(), email);
    expect(told.subject).toBe('What we found when you confirmed your Utmost address');
    expect(told.textBody).toContain('accomplice@squat.test');
  });
});

describe('Google sign-in with a verified address Google does not host', () => {
  it('does not link to the account of that address', async () => {
    const email = 'mary.jackson@sandbox-mail.test';
    const owner = await createPasswordAccount(email, { isVerified: true });
    expectSignedOut(await browser.signIn('google', email), 'email_unproven');
    expect(await listUserIdentities(db(), owner.user.id)).toEqual([]);
    expect((await logIn(email)).statusCode).toBe(200);
  });
});

describe('the linking rule', () => {
  const profile = (changes: Partial<SsoProfile>): SsoProfile => ({
    provider: 'google',
    subject: 'subject-1',
    email: 'shared@corp.test',
    isEmailProven: false,
    firstName: 'Sam',
    lastName: 'Shared',
    ...changes,
  });

  it('creates an unverified account for an unproven address, which the proven owner then takes', async () => {
    const squatting = profile({ subject: 'squatter' });
    const created = await findOrCreateSsoUser(db(), squatting, new Date());
    expect(created.outcome).toBe('created');
    expect(created.user.emailVerifiedAt).toBeNull();
    expect((await findOrCreateSsoUser(db(), squatting, new Date())).outcome).toBe('signed_in');

    const owner = profile({ provider: 'linkedin', subject: 'owner', isEmailProven: true });
    const taken = await findOrCreateSsoUser(db(), owner, new Date());
    expect(taken).toMatchObject({ outcome: 'claimed', user: { id: created.user.id } });
    expect(taken.user.emailVerifiedAt).toBeInstanceOf(Date);
    // The identity that never proved the address no longer signs in, nor links again.
    expect(await listUserIdentities(db(), created.user.id)).toMatchObject([
      { provider: 'linkedin', subject: 'owner' },
    ]);
    const again = await findOrCreateSsoUser(db(), squatting, new Date()).catch(
      (error: unknown) => error,
    );
    expect(again).toBeInstanceOf(SsoFailure);
    expect((again as SsoFailure).code).toBe('email_unproven');
  });

  it('marks an account created with a proven address verified', async () => {
    const created = await findOrCreateSsoUser(
      db(),
      profile({ subject: 'proven', email: 'proven@gmail.com', isEmailProven: true }),
      new Date(),
    );
    expect(created.outcome).toBe('created');
    expect((await findUserByEmail(db(), 'proven@gmail.com'))?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});
