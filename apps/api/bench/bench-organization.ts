import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CONNECT_BROWSER_COOKIE } from '../src/features/ad-platforms/platforms/connect-attempt-secrets.js';
import { hashPassword } from '../src/features/identity/auth/password-hashing.js';
import type { DatabaseExecutor } from '../src/core/db/database-types.js';
import { createAccount } from '../src/features/identity/services/account-service.js';

// An organization whose owner is signed in, and what it does through the API before a run:
// connect a sandbox login (the popup's redirects followed by hand), add an ad account, create a
// template and assign it. The same steps as the API tests' fixtures, without Vitest.

const PASSWORD = 'Bench!pass1';
/** Cheap scrypt parameters: the stored hash carries them, so signing in still verifies. */
const CHEAP_SCRYPT = { cost: 2 ** 10, blockSize: 8, parallelization: 1 };

export type BenchPlatform = 'google' | 'linkedin';

export interface BenchOrganization {
  id: string;
  workspaceId: string;
  /** Headers of a same-origin browser request with the owner's session cookies. */
  headers: Record<string, string>;
}

export function requireStatus(response: LightMyRequestResponse, status: number, what: string) {
  if (response.statusCode !== status) {
    throw new Error(`${what}: expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
}

export function readContent<T>(response: LightMyRequestResponse, status: number, what: string): T {
  requireStatus(response, status, what);
  return (response.json() as { content: T }).content;
}

export async function createBenchOrganization(
  app: FastifyInstance,
  db: DatabaseExecutor,
  publicUrl: string,
): Promise<BenchOrganization> {
  const email = `bench-owner-${process.pid}@example.com`;
  const account = await createAccount(db, {
    email,
    firstName: 'Bench',
    lastName: 'Owner',
    organizationName: 'Bench Org',
    passwordHash: await hashPassword(PASSWORD, CHEAP_SCRYPT),
    loginMethod: 'basic',
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    headers: { origin: publicUrl },
    payload: { email, password: PASSWORD },
  });
  requireStatus(response, 200, 'sign in');
  const cookie = response.cookies
    .filter((item) => item.value !== '')
    .map((item) => `${item.name}=${item.value}`)
    .join('; ');
  return {
    id: account.organization.id,
    workspaceId: account.workspace.id,
    headers: { cookie, origin: publicUrl },
  };
}

function readLocalLocation(response: LightMyRequestResponse, what: string): string {
  requireStatus(response, 302, what);
  const location = new URL(String(response.headers.location));
  return `${location.pathname}${location.search}`;
}

/** The connect popup: start, the sandbox approves the login hint at once, our callback. */
export async function connectLogin(
  app: FastifyInstance,
  organization: BenchOrganization,
  platform: BenchPlatform,
  email: string,
): Promise<void> {
  const query = new URLSearchParams({
    organization_id: organization.id,
    redirect_url: `${organization.headers.origin}/success`,
    login_hint: email,
  });
  const started = await app.inject({
    method: 'GET',
    url: `/api/v1/${platform}/authenticate?${query.toString()}`,
    headers: { cookie: organization.headers.cookie! },
  });
  const browserCookie = started.cookies.find((item) => item.name === CONNECT_BROWSER_COOKIE);
  const authorized = await app.inject({
    method: 'GET',
    url: readLocalLocation(started, 'connect start'),
  });
  const finished = await app.inject({
    method: 'GET',
    url: readLocalLocation(authorized, 'sandbox authorize'),
    cookies: browserCookie ? { [CONNECT_BROWSER_COOKIE]: browserCookie.value } : {},
  });
  const outcome = new URL(String(finished.headers.location)).searchParams.get('status');
  if (outcome !== 'true') throw new Error(`connect ${email}: ${String(finished.headers.location)}`);
}

export function callApi(
  app: FastifyInstance,
  organization: BenchOrganization,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const separator = path.includes('?') ? '&' : '?';
  return app.inject({
    method,
    url: `/api/v1/${path}${separator}organization_id=${organization.id}`,
    headers: organization.headers,
    ...(payload && { payload }),
  });
}

/** Connects the login and adds the ad account. */
export async function addAdAccount(
  app: FastifyInstance,
  organization: BenchOrganization,
  platform: BenchPlatform,
  account: { login: string; id: string },
): Promise<void> {
  await connectLogin(app, organization, platform, account.login);
  const added = await callApi(app, organization, 'POST', `${platform}/ads/accounts`, {
    platform,
    organization_id: organization.id,
    email: account.login,
    adAccountIds: [account.id],
  });
  requireStatus(added, 201, 'add ad account');
}

/** Connects the login, adds the ad account and assigns it a new template of these UTMs. */
export async function prepareAdAccount(
  app: FastifyInstance,
  organization: BenchOrganization,
  platform: BenchPlatform,
  account: { login: string; id: string; resourceName: string },
  utms: Record<string, string>,
): Promise<void> {
  await addAdAccount(app, organization, platform, account);
  const urlTemplate = Object.fromEntries(
    Object.entries(utms).map(([name, value]) => [name, { value, isDynamic: false }]),
  );
  const template = readContent<{ id: string }>(
    await callApi(app, organization, 'POST', `${platform}/urlTemplate`, {
      name: `Bench template ${platform}`,
      platformType: platform,
      urlTemplate,
    }),
    201,
    'create template',
  );
  const assigned = await callApi(app, organization, 'PUT', `${platform}/ads/accounts`, {
    platform,
    organization_id: organization.id,
    resourceNames: [account.resourceName],
    changes: { urlTemplateId: template.id },
  });
  requireStatus(assigned, 200, 'assign template');
}
