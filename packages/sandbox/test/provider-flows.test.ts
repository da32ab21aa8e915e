import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeWithHint,
  buildTestApp,
  CLIENT_ID,
  exchangeCode,
  getProfile,
  PROVIDER_FIXTURES,
  REDIRECT_URI,
  refreshTokens,
  toPath,
  verifyJwt,
  type ProviderFixture,
} from './helpers.js';

// The full sign-in flow, the same way for each provider: what every OIDC client relies on.

interface TokenBody {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(async () => {
  await app.close();
});

async function signIn(fixture: ProviderFixture, params: Record<string, string> = {}) {
  const { code, verifier, callback } = await authorizeWithHint(app, fixture, params);
  const response = await exchangeCode(app, fixture, code, verifier);
  expect(response.statusCode, response.body).toBe(200);
  return { tokens: response.json<TokenBody>(), callback };
}

describe.each(PROVIDER_FIXTURES)('$provider', (fixture) => {
  it('approves a demo login_hint at once and echoes state back to the redirect URI', async () => {
    const { callback } = await authorizeWithHint(app, fixture);
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI.split('?')[0]);
    expect(callback.searchParams.get('from')).toBe('sandbox');
    expect(callback.searchParams.get('state')).toBe('state-123');
  });

  it('exchanges the code for Bearer tokens with no-store caching', async () => {
    const { code, verifier } = await authorizeWithHint(app, fixture);
    const response = await exchangeCode(app, fixture, code, verifier);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const tokens = response.json<TokenBody>();
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.access_token.length).toBeGreaterThan(40);
    expect(tokens.expires_in).toBeGreaterThan(0);
    expect(typeof tokens.refresh_token).toBe('string');
  });

  it('signs an ID token that verifies against the discovered JWKS with the expected claims', async () => {
    const nonce = `nonce-${fixture.provider}`;
    const { tokens } = await signIn(fixture, { nonce });
    const discovery = (await app.inject({ method: 'GET', url: fixture.discovery })).json<{
      issuer: string;
      jwks_uri: string;
      authorization_endpoint: string;
      token_endpoint: string;
    }>();
    expect(toPath(discovery.authorization_endpoint)).toBe(fixture.authorize);
    expect(toPath(discovery.token_endpoint)).toBe(fixture.token);
    const jwks = (await app.inject({ method: 'GET', url: toPath(discovery.jwks_uri) })).json<{
      keys: Array<Record<string, unknown>>;
    }>();
    if (tokens.id_token === undefined) throw new Error('No id_token');
    const claims = verifyJwt(tokens.id_token, jwks);
    expect(claims.iss).toBe(discovery.issuer);
    expect(claims.aud).toBe(CLIENT_ID);
    expect(claims.email).toBe(fixture.email);
    expect(claims.name).toEqual(expect.any(String));
    expect(claims.nonce).toBe(nonce);
    expect(typeof claims.sub).toBe('string');
    expect(claims.exp).toBe((claims.iat as number) + 3600);
  });

  it('answers the profile endpoint for the access token', async () => {
    const { tokens } = await signIn(fixture);
    const response = await getProfile(app, fixture.profile, tokens.access_token);
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body.email ?? body.mail).toBe(fixture.email);
  });

  it('refreshes the access token', async () => {
    const { tokens } = await signIn(fixture);
    if (tokens.refresh_token === undefined) throw new Error('No refresh_token');
    const response = await refreshTokens(app, fixture, tokens.refresh_token);
    expect(response.statusCode, response.body).toBe(200);
    const refreshed = response.json<TokenBody>();
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect((await getProfile(app, fixture.profile, refreshed.access_token)).statusCode).toBe(200);
  });

  it('refuses a reused code and withdraws the tokens it granted', async () => {
    const { code, verifier } = await authorizeWithHint(app, fixture);
    const first = await exchangeCode(app, fixture, code, verifier);
    expect(first.statusCode).toBe(200);
    const second = await exchangeCode(app, fixture, code, verifier);
    expect(second.statusCode).toBe(400);
    expect(second.json<{ error: string }>().error).toMatch(/^invalid_(grant|request)$/);
    const { access_token } = first.json<TokenBody>();
    expect((await getProfile(app, fixture.profile, access_token)).statusCode).toBe(401);
  });

  it.skipIf(fixture.provider === 'linkedin')(
    'refuses a wrong PKCE verifier and a missing one',
    async () => {
      const { code } = await authorizeWithHint(app, fixture);
      const wrong = await exchangeCode(app, fixture, code, 'x'.repeat(43));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<{ error: string }>().error).toMatch(/^invalid_(grant|request)$/);
      const missing = await exchangeCode(app, fixture, code, undefined);
      expect(missing.statusCode).toBe(400);
    },
  );

  it('refuses a redirect_uri other than the one authorized', async () => {
    const { code, verifier } = await authorizeWithHint(app, fixture);
    const response = await exchangeCode(app, fixture, code, verifier, {
      redirect_uri: 'http://utmost.test:3000/elsewhere',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(
      /^(invalid_grant|invalid_request|redirect_uri_mismatch)$/,
    );
  });
});

describe('cancel on the consent page', () => {
  it.each([
    ['google', { error: 'access_denied' }],
    ['linkedin', { error: 'user_cancelled_authorize' }],
    ['microsoft', { error: 'access_denied', error_subcode: 'cancel' }],
  ] as const)('%s redirects with its own error and the state', async (provider, expected) => {
    const fixture = PROVIDER_FIXTURES.find((candidate) => candidate.provider === provider);
    if (!fixture) throw new Error(provider);
    const consent = await app.inject({
      method: 'GET',
      url: `${fixture.authorize}?${new URLSearchParams({
        client_id: CLIENT_ID,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        scope: fixture.scope,
        state: 'cancel-state',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      }).toString()}`,
    });
    expect(consent.statusCode).toBe(200);
    const fields = new URLSearchParams();
    for (const match of consent.body.matchAll(
      /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
    )) {
      fields.set(match[1] ?? '', (match[2] ?? '').replace(/&amp;/g, '&'));
    }
    fields.set('sandbox_cancel', '1');
    const response = await app.inject({
      method: 'POST',
      url: fixture.authorize,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: fields.toString(),
    });
    const callback = new URL(String(response.headers.location));
    expect(response.statusCode).toBe(302);
    for (const [key, value] of Object.entries(expected)) {
      expect(callback.searchParams.get(key)).toBe(value);
    }
    expect(callback.searchParams.get('state')).toBe('cancel-state');
    expect(callback.searchParams.has('code')).toBe(false);
  });
});
