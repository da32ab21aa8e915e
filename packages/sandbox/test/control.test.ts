import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeWithHint,
  buildAuthorizeUrl,
  buildTestApp,
  CONTROL_HEADERS,
  exchangeCode,
  findFixture,
  getProfile,
  PUBLIC_URL,
  readRedirect,
  refreshTokens,
} from './helpers.js';

const google = findFixture('google');
const linkedin = findFixture('linkedin');
const microsoft = findFixture('microsoft');
let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterEach(async () => {
  await app.inject({ method: 'DELETE', url: '/sandbox/_control/faults', headers: CONTROL_HEADERS });
});
afterAll(async () => {
  await app.close();
});

function armFault(fault: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/sandbox/_control/faults',
    headers: CONTROL_HEADERS,
    payload: fault,
  });
}

async function signIn(fixture = google) {
  const { code, verifier } = await authorizeWithHint(app, fixture);
  const response = await exchangeCode(app, fixture, code, verifier);
  expect(response.statusCode).toBe(200);
  return response.json<{ access_token: string; refresh_token: string }>();
}

describe('fault injection', () => {
  it('fails the next token call with 500 once, then answers again', async () => {
    const { code, verifier } = await authorizeWithHint(app, google);
    expect(
      (await armFault({ provider: 'google', endpoint: 'token', kind: 'server_error' })).statusCode,
    ).toBe(201);
    const failed = await exchangeCode(app, google, code, verifier);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ error: 'internal_failure' });
    expect((await exchangeCode(app, google, code, verifier)).statusCode).toBe(200);
  });

  it('injects invalid_grant into a refresh without touching the grant', async () => {
    const tokens = await signIn(microsoft);
    await armFault({ provider: 'microsoft', endpoint: 'token', kind: 'invalid_grant' });
    const failed = await refreshTokens(app, microsoft, tokens.refresh_token);
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toMatchObject({ error: 'invalid_grant', error_codes: [50173] });
    expect((await refreshTokens(app, microsoft, tokens.refresh_token)).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After, for any provider when none is named', async () => {
    const tokens = await signIn(linkedin);
    await armFault({ endpoint: 'userinfo', kind: 'rate_limited', retryAfterSeconds: 7, times: 2 });
    const first = await getProfile(app, linkedin.profile, tokens.access_token);
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('7');
    expect(first.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((await getProfile(app, linkedin.profile, tokens.access_token)).statusCode).toBe(429);
    expect((await getProfile(app, linkedin.profile, tokens.access_token)).statusCode).toBe(200);
  });

  it('only fires for the provider it names', async () => {
    await armFault({ provider: 'linkedin', endpoint: 'token', kind: 'server_error' });
    await signIn(google);
    const listed = await app.inject({
      method: 'GET',
      url: '/sandbox/_control/faults',
      headers: CONTROL_HEADERS,
    });
    expect(listed.json<{ faults: unknown[] }>().faults).toHaveLength(1);
  });

  it('sends the browser back with server_error from authorize', async () => {
    await armFault({ provider: 'google', endpoint: 'authorize', kind: 'server_error' });
    const response = await app.inject({
      method: 'GET',
      url: buildAuthorizeUrl(google, { params: { login_hint: google.email } }),
    });
    expect(readRedirect(response).searchParams.get('error')).toBe('server_error');
  });

  it('adds latency', async () => {
    await armFault({ provider: 'google', endpoint: 'userinfo', kind: 'delay', delayMs: 120 });
    const tokens = await signIn(google);
    const started = performance.now();
    expect((await getProfile(app, google.profile, tokens.access_token)).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('rejects a malformed fault with the field named', async () => {
    const response = await armFault({ endpoint: 'userinfo', kind: 'invalid_grant' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { kind: 'invalid_grant can only be injected into the token endpoint' },
    });
    const unknown = await armFault({ endpoint: 'token', kind: 'explode' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: Record<string, string> }>().errors).toHaveProperty('kind');
  });
});

describe('simulated user actions', () => {
  it("revokes a person's grants as their account settings would", async () => {
    const tokens = await signIn(google);
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/_control/revoke',
      headers: CONTROL_HEADERS,
      payload: { provider: 'google', email: google.email },
    });
    expect(response.json<{ revokedGrants: number }>().revokedGrants).toBeGreaterThanOrEqual(1);
    expect((await getProfile(app, google.profile, tokens.access_token)).statusCode).toBe(401);
    expect((await refreshTokens(app, google, tokens.refresh_token)).statusCode).toBe(400);
  });

  it('expires access tokens so the client has to refresh', async () => {
    const tokens = await signIn(linkedin);
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/_control/expire-tokens',
      headers: CONTROL_HEADERS,
      payload: { provider: 'linkedin' },
    });
    expect(response.json<{ expiredTokens: number }>().expiredTokens).toBeGreaterThanOrEqual(1);
    const profile = await getProfile(app, linkedin.profile, tokens.access_token);
    expect(profile.json()).toMatchObject({ serviceErrorCode: 65601 });
    const refreshed = await refreshTokens(app, linkedin, tokens.refresh_token);
    const { access_token } = refreshed.json<{ access_token: string }>();
    expect((await getProfile(app, linkedin.profile, access_token)).statusCode).toBe(200);
  });
});

describe('who may use the control routes', () => {
  const routes = [
    ['GET', '/sandbox/_control/faults'],
    ['POST', '/sandbox/_control/faults'],
    ['DELETE', '/sandbox/_control/faults'],
    ['GET', '/sandbox/_control/writes'],
    ['POST', '/sandbox/_control/revoke'],
    ['POST', '/sandbox/_control/expire-tokens'],
  ] as const;

  it.each(routes)(
    'refuses %s %s without the key, with a wrong one, and from a foreign origin',
    async (method, url) => {
      const payload = method === 'POST' ? { provider: 'google', email: google.email } : undefined;
      const refusals = [
        {},
        { 'x-utmost-install-key': 'not-the-key' },
        { 'x-utmost-install-key': `${CONTROL_HEADERS['x-utmost-install-key']}x` },
        { ...CONTROL_HEADERS, origin: 'https://evil.example' },
        { ...CONTROL_HEADERS, origin: 'null' },
      ];
      for (const headers of refusals) {
        const response = await app.inject({ method, url, headers, ...(payload && { payload }) });
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json()).toMatchObject({ error: 'forbidden' });
      }
      const tokens = await signIn(google);
      // Nothing was revoked or armed on the way: the person's token still works.
      expect((await getProfile(app, google.profile, tokens.access_token)).statusCode).toBe(200);
    },
  );

  it("answers the key from the host app's own origin", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/sandbox/_control/faults',
      headers: { ...CONTROL_HEADERS, origin: new URL(PUBLIC_URL).origin },
    });
    expect(response.statusCode).toBe(200);
  });

  it('reads the key from the header the host names', async () => {
    const { app: own } = await buildTestApp({ control: { key: 'k-1', header: 'X-Own-Key' } });
    const answered = await own.inject({
      method: 'GET',
      url: '/sandbox/_control/faults',
      headers: { 'x-own-key': 'k-1' },
    });
    expect(answered.statusCode).toBe(200);
    const refused = await own.inject({
      method: 'GET',
      url: '/sandbox/_control/faults',
      headers: { 'x-utmost-install-key': 'k-1' },
    });
    expect(refused.statusCode).toBe(403);
    await own.close();
  });
});

describe('without a control key', () => {
  it('has no control routes at all', async () => {
    const { app: quiet } = await buildTestApp({ control: undefined });
    const response = await quiet.inject({
      method: 'GET',
      url: '/sandbox/_control/faults',
      headers: CONTROL_HEADERS,
    });
    expect(response.statusCode).toBe(404);
    await quiet.close();
  });
});
