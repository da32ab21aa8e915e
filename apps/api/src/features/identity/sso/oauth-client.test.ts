import { describe, expect, it } from 'vitest';
import { buildAuthorizationUrl, exchangeCode, fetchProfile } from './oauth-client.js';
import { SsoFailure } from './sso-failure.js';
import { SSO_PROVIDER_DESCRIPTIONS } from './sso-providers.js';

const CONFIG = {
  clientId: 'client-1',
  clientSecret: 'secret-1',
  authBaseUrl: 'https://idp.test/auth',
  tokenBaseUrl: 'https://idp.test/token-host',
  profileBaseUrl: 'https://idp.test/api',
  tenant: 'common',
  issuerBaseUrl: 'https://idp.test/auth',
  jwksBaseUrl: 'https://idp.test/auth',
};
const GRANT = { code: 'code-1', redirectUri: 'https://app.test/cb', codeVerifier: 'v'.repeat(43) };
const google = SSO_PROVIDER_DESCRIPTIONS.google;

function answerWith(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(input, init));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
}

async function catchFailure(work: Promise<unknown>): Promise<SsoFailure> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SsoFailure))
    throw new Error(`Expected an SsoFailure, got ${String(error)}`);
  return error;
}

describe('the OAuth client', () => {
  it('asks for a code with state and an S256 challenge', () => {
    const url = new URL(
      buildAuthorizationUrl(google, CONFIG, {
        redirectUri: 'https://app.test/cb',
        state: 'st',
        codeChallenge: 'ch',
        nonce: 'no',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://idp.test/auth/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'https://app.test/cb',
      scope: 'openid email profile',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      nonce: 'no',
      prompt: 'select_account',
    });
  });

  it('exchanges the code as a form with the verifier and the client secret', async () => {
    const seen: Request[] = [];
    const token = await exchangeCode(google, CONFIG, GRANT, {
      fetch: answerWith(200, { access_token: 'at', token_type: 'Bearer', expires_in: 3599 }, seen),
      timeoutMs: 1000,
    });
    expect(token).toEqual({ accessToken: 'at', idToken: undefined });
    const [request] = seen;
    expect(request?.url).toBe('https://idp.test/token-host/token');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(await request?.text()))).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: 'https://app.test/cb',
      code_verifier: GRANT.codeVerifier,
      client_id: 'client-1',
      client_secret: 'secret-1',
    });
  });

  it('sends LinkedIn no challenge and no verifier, and takes its answer without token_type', async () => {
    const linkedin = SSO_PROVIDER_DESCRIPTIONS.linkedin;
    const url = new URL(
      buildAuthorizationUrl(linkedin, CONFIG, {
        redirectUri: 'https://app.test/cb',
        state: 'st',
        codeChallenge: 'ch',
        nonce: 'no',
      }),
    );
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(url.searchParams.get('state')).toBe('st');
    const seen: Request[] = [];
    const token = await exchangeCode(linkedin, CONFIG, GRANT, {
      fetch: answerWith(200, { access_token: 'at', expires_in: 5_183_999 }, seen),
      timeoutMs: 1000,
    });
    expect(token).toEqual({ accessToken: 'at', idToken: undefined });
    expect(new URLSearchParams(await seen[0]?.text()).has('code_verifier')).toBe(false);
  });

  it('reads invalid_grant as a bad state and other refusals as a provider error', async () => {
    const transport = (status: number, body: unknown) => ({
      fetch: answerWith(status, body),
      timeoutMs: 1000,
    });
    const invalidGrant = await catchFailure(
      exchangeCode(google, CONFIG, GRANT, transport(400, { error: 'invalid_grant' })),
    );
    expect(invalidGrant.code).toBe('invalid_state');
    expect(invalidGrant.message).not.toContain('code-1');
    const badClient = await catchFailure(
      exchangeCode(google, CONFIG, GRANT, transport(401, { error: 'invalid_client' })),
    );
    expect(badClient.code).toBe('provider_error');
    const html = await catchFailure(exchangeCode(google, CONFIG, GRANT, transport(502, '<html>')));
    expect(html.message).toBe('google token endpoint answered 502 without JSON');
    const noToken = await catchFailure(exchangeCode(google, CONFIG, GRANT, transport(200, {})));
    expect(noToken.code).toBe('provider_error');
  });

  it('gives up on a provider that does not answer in time', async () => {
    const silent: typeof fetch = (_input, init) =>
      new Promise((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const failure = await catchFailure(
      exchangeCode(google, CONFIG, GRANT, { fetch: silent, timeoutMs: 20 }),
    );
    expect(failure).toMatchObject({
      code: 'provider_error',
      message: 'google token endpoint did not answer within 20 ms',
    });
  });

  it('hands back the ID token when the provider sends one', async () => {
    const answer = { access_token: 'at', token_type: 'Bearer', id_token: 'a.b.c' };
    const tokens = await exchangeCode(google, CONFIG, GRANT, {
      fetch: answerWith(200, answer),
      timeoutMs: 1000,
    });
    expect(tokens).toEqual({ accessToken: 'at', idToken: 'a.b.c' });
  });

  it('fetches the profile with the bearer token', async () => {
    const seen: Request[] = [];
    const profile = await fetchProfile(google, CONFIG, 'at', {
      fetch: answerWith(200, { sub: '1', email: 'a@b.co', email_verified: true }, seen),
      timeoutMs: 1000,
    });
    expect(profile).toMatchObject({ subject: '1', email: 'a@b.co' });
    expect(seen[0]?.url).toBe('https://idp.test/api/v1/userinfo');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer at');
    const refused = await catchFailure(
      fetchProfile(google, CONFIG, 'at', { fetch: answerWith(401, {}), timeoutMs: 1000 }),
    );
    expect(refused.code).toBe('provider_error');
  });
});
