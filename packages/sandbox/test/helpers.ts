import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { registerSandbox, type SandboxOptions } from '../src/plugin.js';
import { createSigningKey } from '../src/oauth/signing-key.js';
import { SANDBOX_MICROSOFT_TENANT, type ProviderName } from '../src/identities.js';

// One app-building helper for every flow test: a host Fastify app with the sandbox mounted at
// /sandbox, a clock the test can move, and one RSA key shared by the whole run (making a key per
// test would only slow the suite down).

export const PUBLIC_URL = 'http://utmost.test:3000';
export const CLIENT_ID = 'utmost-web';
export const CLIENT_SECRET = 'utmost-secret';
export const REDIRECT_URI = 'http://utmost.test:3000/api/v1/auth/callback?from=sandbox';

const sharedKey = createSigningKey();

/** The host's key for the `/_control` routes; every test app has them, behind this key. */
export const CONTROL_KEY = 'sandbox-test-control-key';
export const CONTROL_HEADERS = { 'x-utmost-install-key': CONTROL_KEY };

export interface TestClock {
  now: () => number;
  advanceSeconds(seconds: number): void;
}

export function createClock(start = Date.UTC(2026, 0, 15, 9, 0, 0)): TestClock {
  let current = start;
  return {
    now: () => current,
    advanceSeconds(seconds) {
      current += seconds * 1000;
    },
  };
}

export async function buildTestApp(
  options: Partial<SandboxOptions> = {},
): Promise<{ app: FastifyInstance; clock: TestClock }> {
  const clock = createClock();
  const app = Fastify();
  await registerSandbox(app, {
    publicUrl: PUBLIC_URL,
    signingKey: sharedKey,
    now: clock.now,
    control: { key: CONTROL_KEY },
    ...options,
  });
  await app.ready();
  return { app, clock };
}

export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface ProviderFixture {
  provider: ProviderName;
  authorize: string;
  token: string;
  profile: string;
  discovery: string;
  email: string;
  scope: string;
  extraAuthorizeParams: Record<string, string>;
}

const MICROSOFT_ROOT = `/sandbox/microsoft/${SANDBOX_MICROSOFT_TENANT.id}`;

export const PROVIDER_FIXTURES: ProviderFixture[] = [
  {
    provider: 'google',
    authorize: '/sandbox/google/o/oauth2/v2/auth',
    token: '/sandbox/google/token',
    profile: '/sandbox/google/v1/userinfo',
    discovery: '/sandbox/google/.well-known/openid-configuration',
    email: 'ada.lovelace@sandbox.google.test',
    scope: 'openid email profile',
    extraAuthorizeParams: { access_type: 'offline', prompt: 'consent' },
  },
  {
    provider: 'linkedin',
    authorize: '/sandbox/linkedin/oauth/v2/authorization',
    token: '/sandbox/linkedin/oauth/v2/accessToken',
    profile: '/sandbox/linkedin/v2/userinfo',
    discovery: '/sandbox/linkedin/oauth/.well-known/openid-configuration',
    email: 'margaret.hamilton@sandbox.linkedin.test',
    scope: 'openid profile email',
    extraAuthorizeParams: {},
  },
  {
    provider: 'microsoft',
    authorize: `${MICROSOFT_ROOT}/oauth2/v2.0/authorize`,
    token: `${MICROSOFT_ROOT}/oauth2/v2.0/token`,
    profile: '/sandbox/microsoft/graph/v1.0/me',
    discovery: `${MICROSOFT_ROOT}/v2.0/.well-known/openid-configuration`,
    email: 'edsger.dijkstra@sandbox.microsoft.test',
    scope: 'openid profile email offline_access User.Read',
    extraAuthorizeParams: {},
  },
];

export function findFixture(provider: ProviderName): ProviderFixture {
  const fixture = PROVIDER_FIXTURES.find((candidate) => candidate.provider === provider);
  if (!fixture) throw new Error(`No fixture for ${provider}`);
  return fixture;
}

export interface AuthorizeInput {
  pkce?: { challenge: string };
  params?: Record<string, string | undefined>;
}

export function buildAuthorizeUrl(fixture: ProviderFixture, input: AuthorizeInput = {}): string {
  const query = new URLSearchParams();
  const params: Record<string, string | undefined> = {
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: fixture.scope,
    state: 'state-123',
    // LinkedIn web apps take no PKCE (authorization-code-flow-native enables it per native app).
    ...(fixture.provider === 'linkedin'
      ? {}
      : {
          code_challenge: input.pkce?.challenge ?? createPkcePair().challenge,
          code_challenge_method: 'S256',
        }),
    ...fixture.extraAuthorizeParams,
    ...input.params,
  };
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  return `${fixture.authorize}?${query.toString()}`;
}

/** The query of the Location a 302 points at. */
export function readRedirect(response: LightMyRequestResponse): URL {
  expect(response.statusCode).toBe(302);
  const location = response.headers.location;
  if (typeof location !== 'string') throw new Error('No Location header');
  return new URL(location);
}

/**
 * Runs authorize with a demo login_hint and returns the code and the PKCE verifier (undefined for
 * LinkedIn, which refuses one).
 */
export async function authorizeWithHint(
  app: FastifyInstance,
  fixture: ProviderFixture,
  params: Record<string, string | undefined> = {},
): Promise<{ code: string; verifier: string | undefined; callback: URL }> {
  const pkce = createPkcePair();
  const response = await app.inject({
    method: 'GET',
    url: buildAuthorizeUrl(fixture, { pkce, params: { login_hint: fixture.email, ...params } }),
  });
  const callback = readRedirect(response);
  const code = callback.searchParams.get('code');
  if (code === null) throw new Error(`No code in ${callback.toString()}`);
  return { code, verifier: fixture.provider === 'linkedin' ? undefined : pkce.verifier, callback };
}

export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string | undefined>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.set(key, value);
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: body.toString(),
  });
}

export function exchangeCode(
  app: FastifyInstance,
  fixture: ProviderFixture,
  code: string,
  verifier: string | undefined,
  overrides: Record<string, string | undefined> = {},
): Promise<LightMyRequestResponse> {
  return postForm(app, fixture.token, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    code_verifier: verifier,
    ...overrides,
  });
}

export function refreshTokens(
  app: FastifyInstance,
  fixture: ProviderFixture,
  refreshToken: string,
): Promise<LightMyRequestResponse> {
  return postForm(app, fixture.token, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
  });
}

export function getProfile(app: FastifyInstance, url: string, accessToken: string) {
  return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } });
}

/** Turns an absolute URL from a discovery document into the path app.inject needs. */
export function toPath(absoluteUrl: string): string {
  expect(absoluteUrl.startsWith(PUBLIC_URL)).toBe(true);
  return absoluteUrl.slice(PUBLIC_URL.length);
}

/** Verifies an RS256 JWT against a JWKS with node:crypto only; returns its claims. */
export function verifyJwt(
  jwt: string,
  jwks: { keys: Array<Record<string, unknown>> },
): Record<string, unknown> {
  const [encodedHeader, encodedClaims, encodedSignature] = jwt.split('.');
  if (!encodedHeader || !encodedClaims || !encodedSignature) throw new Error('Not a compact JWS');
  const header = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString()) as {
    alg: string;
    kid: string;
  };
  expect(header.alg).toBe('RS256');
  const jwk = jwks.keys.find((key) => key.kid === header.kid);
  if (!jwk) throw new Error(`No key ${header.kid} in the JWKS`);
  const publicKey = createPublicKey({ key: jwk, format: 'jwk' });
  const isValid = verify(
    'sha256',
    Buffer.from(`${encodedHeader}.${encodedClaims}`),
    publicKey,
    Buffer.from(encodedSignature, 'base64url'),
  );
  if (!isValid) throw new Error('Signature does not verify');
  return JSON.parse(Buffer.from(encodedClaims, 'base64url').toString()) as Record<string, unknown>;
}
