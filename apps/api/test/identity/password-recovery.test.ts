import {
  FIELD_REQUIRED,
  INVALID_EMAIL_FORMAT,
  INVALID_OR_EXPIRED_LINK,
  PASSWORDS_MUST_BE_THE_SAME,
  PASSWORD_POLICY_MESSAGE,
} from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxEmails } from '../../src/core/mail/outbox-repository.js';
import { PASSWORD_RESET_LIFETIME_SECONDS } from '../../src/features/identity/services/link-token-service.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  APP_ORIGIN,
  asBrowser,
  createTestAccount,
  findCookie,
  signIn,
  uniqueEmail,
} from '../helpers/identity-fixtures.js';
import { markUserEmailVerified } from '../../src/features/identity/repositories/user-repository.js';
import { findLinkParameter, readLatestMail } from '../helpers/read-outbox.js';
import { createTestClock } from '../helpers/test-clock.js';

const clock = createTestClock();
let testApp: TestApp;
const NEW_PASSWORD = 'N3w!password';

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.testDatabase.database.db;

function post(url: string, payload?: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { origin: APP_ORIGIN },
    ...(payload && { payload }),
  });
}

async function requestResetToken(email: string): Promise<string> {
  const response = await post(`/api/v1/users/forgot-password?email=${encodeURIComponent(email)}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ content: { sent: true } });
  const mail = await readLatestMail(db(), email);
  expect(mail.subject).toBe('Reset your Utmost password');
  expect(mail.htmlBody).toContain('/reset-password?token=');
  return findLinkParameter(mail.textBody, '/reset-password', 'token');
}

describe('forgot-password', () => {
  it('mails a link to /reset-password on PUBLIC_URL', async () => {
    const account = await createTestAccount(db(), 'Forgot');
    await requestResetToken(account.email);
    const mail = await readLatestMail(db(), account.email);
    expect(mail.textBody).toContain(`${APP_ORIGIN}/reset-password?token=`);
    expect(mail.textBody).toContain('expires in 60 minutes');
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const response = await post(`/api/v1/users/forgot-password?email=${email}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ content: { sent: true } });
    expect(await listOutboxEmails(db(), { toAddress: email, limit: 5 })).toEqual([]);
  });

  it('refuses a badly formed address', async () => {
    const response = await post('/api/v1/users/forgot-password?email=nope');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { email: INVALID_EMAIL_FORMAT } });
  });
});

describe('verify-token and recover-password', () => {
  it('verifies without using up, then recovers once: password changed, sessions ended', async () => {
    const account = await createTestAccount(db(), 'Recover');
    const session = await signIn(testApp.app, account);
    const token = await requestResetToken(account.email);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const verified = await post('/api/v1/users/verify-token', {
        token,
        purpose: 'password_reset',
      });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json()).toEqual({ content: { valid: true, email: account.email } });
    }
    const wrongPurpose = await post('/api/v1/users/verify-token', { token, purpose: 'invitation' });
    expect(wrongPurpose.statusCode).toBe(400);

    const recovered = await post('/api/v1/users/recover-password', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(recovered.json()).toEqual({ content: { recovered: true } });
    expect(findCookie(recovered, 'utmost_access')?.value).toBe('');

    const oldSession = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/users/${account.user.id}`,
      headers: { cookie: session },
    });
    expect(oldSession.statusCode).toBe(401);
    await signIn(testApp.app, { email: account.email, password: NEW_PASSWORD });
    const oldPassword = await post('/api/v1/users/login', {
      email: account.email,
      password: account.password,
    });
    expect(oldPassword.statusCode).toBe(401);

    // Single use: the same link is now refused, for verification and recovery alike.
    const again = await post('/api/v1/users/recover-password', {
      token,
      password: 'An0ther!password',
      confirmPassword: 'An0ther!password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: { token: INVALID_OR_EXPIRED_LINK } });
    const verifyUsed = await post('/api/v1/users/verify-token', {
      token,
      purpose: 'password_reset',
    });
    expect(verifyUsed.json()).toEqual({ errors: { token: INVALID_OR_EXPIRED_LINK } });
  });

  it('ends the API keys of an account whose address it proves first, and only then', async () => {
    async function createKeyAndRecover(isVerified: boolean) {
      const account = await createTestAccount(db(), 'Squatted');
      if (isVerified) await markUserEmailVerified(db(), account.user.id, clock.now());
      const session = await signIn(testApp.app, account);
      const created = await testApp.app.inject({
        method: 'POST',
        url: `/api/v1/organizations/${account.organization.id}/api-keys`,
        headers: asBrowser(session),
        payload: { name: 'left behind', role: 'admin' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const secret = (created.json() as { content: { secret: string } }).content.secret;
      const token = await requestResetToken(account.email);
      const recovered = await post('/api/v1/users/recover-password', {
        token,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(recovered.statusCode, recovered.body).toBe(200);
      const byKey = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/organizations/${account.organization.id}`,
        headers: { authorization: `Bearer ${secret}` },
      });
      return byKey.statusCode;
    }
    // Unverified: whoever made the account without owning the address loses the key they made.
    expect(await createKeyAndRecover(false)).toBe(401);
    // Verified: a reset is an everyday event; the owner's scripts keep working.
    expect(await createKeyAndRecover(true)).toBe(200);
  });

  it('uses up older links of the user when one of them recovers', async () => {
    const account = await createTestAccount(db(), 'Older');
    const first = await requestResetToken(account.email);
    const second = await requestResetToken(account.email);
    const recovered = await post('/api/v1/users/recover-password', {
      token: second,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(recovered.statusCode).toBe(200);
    const stale = await post('/api/v1/users/verify-token', {
      token: first,
      purpose: 'password_reset',
    });
    expect(stale.statusCode).toBe(400);
  });

  it('refuses a link after an hour', async () => {
    const account = await createTestAccount(db(), 'Late');
    const token = await requestResetToken(account.email);
    clock.advance(PASSWORD_RESET_LIFETIME_SECONDS * 1000 + 1000);
    const late = await post('/api/v1/users/recover-password', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ errors: { token: INVALID_OR_EXPIRED_LINK } });
  });

  it('answers unknown tokens and the password rules with their messages', async () => {
    const unknown = await post('/api/v1/users/verify-token', {
      token: 'made-up',
      purpose: 'password_reset',
    });
    expect(unknown.json()).toEqual({ errors: { token: INVALID_OR_EXPIRED_LINK } });
    const rules = await post('/api/v1/users/recover-password', {
      token: '',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(rules.statusCode).toBe(400);
    expect(rules.json()).toEqual({
      errors: {
        token: FIELD_REQUIRED,
        password: PASSWORD_POLICY_MESSAGE,
        confirmPassword: PASSWORDS_MUST_BE_THE_SAME,
      },
    });
  });
});
