import type { MemberRole } from '@utmost/ads-sdk';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../../src/features/identity/auth/password-hashing.js';
import type { DatabaseExecutor } from '../../src/core/db/database-types.js';
import { insertMembership } from '../../src/features/identity/repositories/membership-repository.js';
import {
  createAccount,
  type CreatedAccount,
} from '../../src/features/identity/services/account-service.js';

/** PUBLIC_URL of the test app (loadConfig's default): the origin the CSRF check accepts. */
export const APP_ORIGIN = 'http://localhost:3000';
export const STRONG_PASSWORD = 'Str0ng!pass';

/** Cheap scrypt parameters for fixtures: the stored hash carries them, so login still verifies. */
const FIXTURE_SCRYPT = { cost: 2 ** 10, blockSize: 8, parallelization: 1 };
let fixtureHash: Promise<string> | undefined;

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label.toLowerCase()}-${String(counter)}-${String(process.pid)}@example.com`;
}

export interface TestAccount extends CreatedAccount {
  email: string;
  password: string;
}

/** A person with their own organization (owner), straight through the account service. */
export async function createTestAccount(
  db: DatabaseExecutor,
  label: string,
  organizationName = `${label} Org`,
): Promise<TestAccount> {
  fixtureHash ??= hashPassword(STRONG_PASSWORD, FIXTURE_SCRYPT);
  const email = uniqueEmail(label);
  const account = await createAccount(db, {
    email,
    firstName: 'Test',
    lastName: label.replace(/[^A-Za-z]/g, '') || 'Person',
    organizationName,
    passwordHash: await fixtureHash,
    loginMethod: 'basic',
  });
  return { ...account, email, password: STRONG_PASSWORD };
}

/** Makes an account an active member of another organization with `role`. */
export async function addMember(
  db: DatabaseExecutor,
  organizationId: string,
  account: TestAccount,
  role: MemberRole,
): Promise<void> {
  await insertMembership(db, {
    organizationId,
    userId: account.user.id,
    email: account.email,
    role,
    status: 'active',
  });
}

const SESSION_COOKIE_NAMES = ['utmost_access', 'utmost_refresh'];

/**
 * The `Cookie` header a browser would send after this answer set the session cookies (a password
 * sign-in also sets the device cookie, which only travels back to the sign-in route).
 */
export function readSessionCookies(response: LightMyRequestResponse): string {
  const cookies = response.cookies.filter(
    (cookie) => cookie.value !== '' && cookie.name !== 'utmost_device',
  );
  expect(cookies.map((cookie) => cookie.name).sort()).toEqual(SESSION_COOKIE_NAMES);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export function findCookie(
  response: LightMyRequestResponse,
  name: string,
): LightMyRequestResponse['cookies'][number] | undefined {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** Signs in through the API and answers the cookie header of the new session. */
export async function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    headers: { origin: APP_ORIGIN },
    payload: { email: credentials.email, password: credentials.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return readSessionCookies(response);
}

/** Headers of a same-origin browser request with the session's cookies. */
export function asBrowser(cookie: string): Record<string, string> {
  return { cookie, origin: APP_ORIGIN };
}
