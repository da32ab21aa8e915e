import { FIELD_REQUIRED, INVALID_OR_EXPIRED_LINK } from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxEmails } from '../../src/core/mail/outbox-repository.js';
import { findUserById } from '../../src/features/identity/repositories/user-repository.js';
import { createAccount } from '../../src/features/identity/services/account-service.js';
import { EMAIL_VERIFICATION_LIFETIME_SECONDS } from '../../src/features/identity/services/link-token-service.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  APP_ORIGIN,
  STRONG_PASSWORD,
  asBrowser,
  createTestAccount,
  readSessionCookies,
  signIn,
  uniqueEmail,
} from '../helpers/identity-fixtures.js';
import { findLinkParameter, readLatestMail } from '../helpers/read-outbox.js';
import { createTestClock } from '../helpers/test-clock.js';

const clock = createTestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.testDatabase.database.db;

function post(url: string, payload?: Record<string, unknown>, cookie = '') {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: asBrowser(cookie),
    ...(payload && { payload }),
  });
}

function verifyEmail(token: unknown) {
  return post('/api/v1/users/verify-email', { token });
}

function resend(cookie: string) {
  return post('/api/v1/users/resend-verification-email', undefined, cookie);
}

/** Signs up through the API; answers the session and the user the sign-up answered with. */
async function signUp(label: string) {
  const email = uniqueEmail(label);
  const response = await post('/api/v1/users/register', {
    email,
    password: STRONG_PASSWORD,
    firstName: 'Vera',
    lastName: 'Fied',
    organizationName: `${label} Co`,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { user } = response.json().content as { user: { id: string; isEmailVerified: boolean } };
  return { email, user, cookie: readSessionCookies(response) };
}

async function readVerificationToken(email: string): Promise<string> {
  const mail = await readLatestMail(db(), email);
  expect(mail.subject).toBe('Confirm your e-mail address for Utmost');
  return findLinkParameter(mail.textBody, '/verify-email', 'token');
}

async function readProfile(userId: string, cookie: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/users/${userId}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content.user as { isEmailVerified: boolean };
}

async function readVerifiedAt(userId: string): Promise<Date | null> {
  return (await findUserById(db(), userId))?.emailVerifiedAt ?? null;
}

describe('sign-up', () => {
  it('mails a verification link to /verify-email on PUBLIC_URL; the account starts unverified', async () => {
    const { email, user, cookie } = await signUp('Signup');
    expect(user.isEmailVerified).toBe(false);
    const mail = await readLatestMail(db(), email);
    expect(mail.textBody).toContain(`${APP_ORIGIN}/verify-email?token=`);
    expect(mail.textBody).toContain('expires in 48 hours');
    expect(mail.htmlBody).toContain('/verify-email?token=');
    expect((await readProfile(user.id, cookie)).isEmailVerified).toBe(false);
    expect(await readVerifiedAt(user.id)).toBeNull();
  });

  it('still signs up when the mail server is down; the app offers to send the link again', async () => {
    // Port 1 on loopback refuses connections at once.
    const smtpDown = await buildTestApp({
      testDatabase: testApp.testDatabase,
      env: { SMTP_URL: 'smtp://127.0.0.1:1' },
    });
    try {
      const response = await smtpDown.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        headers: asBrowser(''),
        payload: {
          email: uniqueEmail('NoMail'),
          password: STRONG_PASSWORD,
          firstName: 'No',
          lastName: 'Mail',
          organizationName: 'No Mail Co',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().content.user.isEmailVerified).toBe(false);
    } finally {
      await smtpDown.close();
    }
  });
});

describe('verify-email', () => {
  it('verifies the address once: the profile and the next login show it', async () => {
    const { email, user, cookie } = await signUp('Verify');
    const token = await readVerificationToken(email);

    // No session needed: the link may be opened in another browser.
    const response = await verifyEmail(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ content: { verified: true, email } });
    expect((await readProfile(user.id, cookie)).isEmailVerified).toBe(true);
    const verifiedAt = await readVerifiedAt(user.id);
    expect(verifiedAt).toEqual(clock.now());

    const login = await post('/api/v1/users/login', { email, password: STRONG_PASSWORD });
    expect(login.json().content.user.isEmailVerified).toBe(true);

    clock.advance(1000);
    const again = await verifyEmail(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: { token: INVALID_OR_EXPIRED_LINK } });
    expect(await readVerifiedAt(user.id)).toEqual(verifiedAt);
  });

  it('keeps the first verification when another usable link is followed later', async () => {
    const { email, user, cookie } = await signUp('Twice');
    const first = await readVerificationToken(email);
    expect((await resend(cookie)).statusCode).toBe(200);
    const second = await readVerificationToken(email);
    expect(second).not.toBe(first);

    expect((await verifyEmail(second)).statusCode).toBe(200);
    const verifiedAt = await readVerifiedAt(user.id);
    clock.advance(1000);
    const older = await verifyEmail(first);
    expect(older.statusCode, older.body).toBe(200);
    expect(await readVerifiedAt(user.id)).toEqual(verifiedAt);
  });

  it('refuses an expired link and leaves the address unverified', async () => {
    const { email, user } = await signUp('Expired');
    const token = await readVerificationToken(email);
    clock.advance(EMAIL_VERIFICATION_LIFETIME_SECONDS * 1000);
    const response = await verifyEmail(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { token: INVALID_OR_EXPIRED_LINK } });
    expect(await readVerifiedAt(user.id)).toBeNull();
  });

  it('refuses made-up, empty and foreign tokens and changes nothing', async () => {
    const { email, user } = await signUp('Garbage');
    const garbage = await verifyEmail('not-a-token');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({ errors: { token: INVALID_OR_EXPIRED_LINK } });

    const empty = await verifyEmail('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ errors: { token: FIELD_REQUIRED } });

    const wrongType = await verifyEmail(42);
    expect(wrongType.statusCode).toBe(400);

    // A password-reset link of the same user proves the mailbox only when it is used for a
    // reset; verify-email does not take it, nor use it up.
    await post(`/api/v1/users/forgot-password?email=${encodeURIComponent(email)}`);
    const resetToken = findLinkParameter(
      (await readLatestMail(db(), email)).textBody,
      '/reset-password',
      'token',
    );
    const foreign = await verifyEmail(resetToken);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ errors: { token: INVALID_OR_EXPIRED_LINK } });
    const stillUsable = await post('/api/v1/users/verify-token', {
      token: resetToken,
      purpose: 'password_reset',
    });
    expect(stillUsable.statusCode).toBe(200);
    expect(await readVerifiedAt(user.id)).toBeNull();
  });
});

describe('resend-verification-email', () => {
  it('needs a session', async () => {
    const response = await resend('');
    expect(response.statusCode).toBe(401);
  });

  it('mails a new link to the signed-in user, at most 3 times in 15 minutes', async () => {
    const { email, cookie } = await signUp('Resend');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await resend(cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ content: { sent: true, email } });
    }
    const mails = await listOutboxEmails(db(), { toAddress: email, limit: 10 });
    expect(mails).toHaveLength(4);

    const limited = await resend(cookie);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(await listOutboxEmails(db(), { toAddress: email, limit: 10 })).toHaveLength(4);
  });

  it('answers 409 EMAIL_ALREADY_VERIFIED once the address is verified, and sends nothing', async () => {
    const { email, cookie } = await signUp('Done');
    expect((await verifyEmail(await readVerificationToken(email))).statusCode).toBe(200);
    const response = await resend(cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'EMAIL_ALREADY_VERIFIED',
        message: 'This e-mail address is already confirmed.',
      },
    });
    expect(await listOutboxEmails(db(), { toAddress: email, limit: 10 })).toHaveLength(1);
  });
});

describe('other links that prove the address', () => {
  it('accepting an invitation mailed to the address verifies it', async () => {
    const owner = await createTestAccount(db(), 'Inviter');
    const ownerCookie = await signIn(testApp.app, owner);
    const invited = await createTestAccount(db(), 'Invited');
    const invitation = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/invite-user?organization_id=${owner.organization.id}`,
      headers: asBrowser(ownerCookie),
      payload: { email: invited.email, role: 'member' },
    });
    expect(invitation.statusCode, invitation.body).toBe(201);
    const tkn = findLinkParameter(
      (await readLatestMail(db(), invited.email)).textBody,
      '/handle-invitation',
      'tkn',
    );
    expect(await readVerifiedAt(invited.user.id)).toBeNull();
    const accepted = await post(
      '/api/v1/users/handle-user-invitation',
      { tkn },
      await signIn(testApp.app, invited),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await readVerifiedAt(invited.user.id)).toEqual(clock.now());
  });

  it('a completed password reset verifies it; a refused one does not', async () => {
    const account = await createTestAccount(db(), 'Resetter');
    await post(`/api/v1/users/forgot-password?email=${encodeURIComponent(account.email)}`);
    const token = findLinkParameter(
      (await readLatestMail(db(), account.email)).textBody,
      '/reset-password',
      'token',
    );
    const refused = await post('/api/v1/users/recover-password', {
      token,
      password: 'weak',
      confirmPassword: 'weak',
    });
    expect(refused.statusCode).toBe(400);
    expect(await readVerifiedAt(account.user.id)).toBeNull();

    const recovered = await post('/api/v1/users/recover-password', {
      token,
      password: 'N3w!password',
      confirmPassword: 'N3w!password',
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(await readVerifiedAt(account.user.id)).toEqual(clock.now());
  });

  it('createAccount takes emailVerifiedAt for addresses a sign-in provider vouched for', async () => {
    const vouchedAt = new Date('2026-01-02T03:04:05.000Z');
    const vouched = await createAccount(db(), {
      email: uniqueEmail('vouched'),
      firstName: 'Sso',
      lastName: 'User',
      organizationName: 'Sso Co',
      passwordHash: null,
      loginMethod: 'google',
      emailVerifiedAt: vouchedAt,
    });
    expect(vouched.user.emailVerifiedAt).toEqual(vouchedAt);
    const plain = await createTestAccount(db(), 'Plain');
    expect(plain.user.emailVerifiedAt).toBeNull();
  });
});

// Last in the file: it uses up this client's verify-email budget for the window.
describe('verify-email rate limit', () => {
  it('answers 429 with Retry-After once a client has tried 50 tokens in 15 minutes', async () => {
    clock.advance(15 * 60 * 1000);
    for (let attempt = 1; attempt <= 50; attempt += 1) {
      expect((await verifyEmail(`guess-${String(attempt)}`)).statusCode).toBe(400);
    }
    const limited = await verifyEmail('guess-51');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS');
  });
});
