import { FIELD_REQUIRED, INVALID_OR_EXPIRED_LINK } from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxEmails } from '../../src/core/mail/outbox-repository.js';
import { markUserEmailVerified } from '../../src/features/identity/repositories/user-repository.js';
import {
  EMAIL_VERIFICATION_LIFETIME_SECONDS,
  PASSWORD_RESET_LIFETIME_SECONDS,
} from '../../src/features/identity/services/link-token-service.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  STRONG_PASSWORD,
  asBrowser,
  createTestAccount,
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
const NEW_PASSWORD = 'N3w!password';

function post(url: string, payload?: Record<string, unknown>, ip = '203.0.113.7') {
  return testApp.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: asBrowser(''),
    ...(payload && { payload }),
  });
}

function resendLink(token: unknown, ip?: string) {
  return post('/api/v1/users/resend-link', { token }, ip);
}

async function requestResetToken(email: string): Promise<string> {
  const response = await post(`/api/v1/users/forgot-password?email=${encodeURIComponent(email)}`);
  expect(response.statusCode, response.body).toBe(200);
  return findLinkParameter(
    (await readLatestMail(db(), email)).textBody,
    '/reset-password',
    'token',
  );
}

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
  const token = findLinkParameter(
    (await readLatestMail(db(), email)).textBody,
    '/verify-email',
    'token',
  );
  const userId = (response.json().content.user as { id: string }).id;
  return { email, token, userId };
}

async function countMails(email: string): Promise<number> {
  return (await listOutboxEmails(db(), { toAddress: email, limit: 20 })).length;
}

function maskOf(email: string): string {
  return `${email.slice(0, 1).toLowerCase()}•••${email.slice(email.indexOf('@'))}`;
}

describe('resend-link', () => {
  it('replaces an expired reset link with a new one that works, naming the address masked', async () => {
    const account = await createTestAccount(db(), 'Expired');
    const oldToken = await requestResetToken(account.email);
    clock.advance(PASSWORD_RESET_LIFETIME_SECONDS * 1000 + 1000);

    const response = await resendLink(oldToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      content: { sent: true, maskedEmail: maskOf(account.email) },
    });
    const mail = await readLatestMail(db(), account.email);
    expect(mail.subject).toBe('Reset your Utmost password');
    const newToken = findLinkParameter(mail.textBody, '/reset-password', 'token');
    expect(newToken).not.toBe(oldToken);

    const recovered = await post('/api/v1/users/recover-password', {
      token: newToken,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    // The old link stays refused.
    const old = await post('/api/v1/users/verify-token', {
      token: oldToken,
      purpose: 'password_reset',
    });
    expect(old.json()).toEqual({ errors: { token: INVALID_OR_EXPIRED_LINK } });
  });

  it('replaces an expired verification link with a new verification link', async () => {
    const { email, token } = await signUp('ResendVerify');
    clock.advance(EMAIL_VERIFICATION_LIFETIME_SECONDS * 1000 + 1000);
    const response = await resendLink(token);
    expect(response.json()).toEqual({ content: { sent: true, maskedEmail: maskOf(email) } });
    const mail = await readLatestMail(db(), email);
    expect(mail.subject).toBe('Confirm your e-mail address for Utmost');
    const newToken = findLinkParameter(mail.textBody, '/verify-email', 'token');
    const verified = await post('/api/v1/users/verify-email', { token: newToken });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('answers the same for an unknown token or a confirmed address, and sends nothing', async () => {
    const unknown = await resendLink('made-up-token');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ content: { sent: true } });

    const { email, token, userId } = await signUp('AlreadyVerified');
    await markUserEmailVerified(db(), userId, clock.now());
    const before = await countMails(email);
    const confirmed = await resendLink(token);
    expect(confirmed.json()).toEqual({ content: { sent: true } });
    expect(await countMails(email)).toBe(before);
  });

  it('refuses an empty or missing token', async () => {
    const empty = await resendLink('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ errors: { token: FIELD_REQUIRED } });
    const missing = await post('/api/v1/users/resend-link', {});
    expect(missing.statusCode).toBe(400);
  });

  it('sends at most 3 new links per account in 15 minutes (429 with Retry-After)', async () => {
    const account = await createTestAccount(db(), 'ResendLimit');
    const token = await requestResetToken(account.email);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // Different clients: the per-account limit is the one that answers.
      const response = await resendLink(token, `198.51.100.${String(attempt + 1)}`);
      expect(response.statusCode, response.body).toBe(200);
    }
    const fourth = await resendLink(token, '198.51.100.9');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
  });

  it('limits each client to 20 tries in 15 minutes, known token or not', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await resendLink(`guess-${String(attempt)}`, '192.0.2.50')).statusCode).toBe(200);
    }
    const next = await resendLink('guess-last', '192.0.2.50');
    expect(next.statusCode).toBe(429);
  });
});
