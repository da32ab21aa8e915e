import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAuthorizeUrl,
  buildTestApp,
  CLIENT_ID,
  CLIENT_SECRET,
  createPkcePair,
  exchangeCode,
  findFixture,
  postForm,
  readRedirect,
  REDIRECT_URI,
} from './helpers.js';

const google = findFixture('google');
const linkedin = findFixture('linkedin');
let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(async () => {
  await app.close();
});

function readHiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1] ?? ''] = (match[2] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  }
  return fields;
}

describe('consent page', () => {
  it("lists the provider's demo identities, and only those", async () => {
    const response = await app.inject({ method: 'GET', url: buildAuthorizeUrl(linkedin) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('data-identity="margaret.hamilton@sandbox.linkedin.test"');
    expect(response.body).toContain('data-identity="hedy.lamarr@sandbox.linkedin.test"');
    expect(response.body).toContain('data-identity="tim.berners-lee@sandbox.linkedin.test"');
    expect(response.body).not.toContain('sandbox.google.test');
    expect(response.body).not.toMatch(/<script|https?:\/\/(?!utmost\.test)/);
  });

  it('allows its one inline stylesheet by hash, never inline styles or scripts at large', async () => {
    const response = await app.inject({ method: 'GET', url: buildAuthorizeUrl(google) });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    const styles = [...response.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256')
      .update(styles[0] ?? '')
      .digest('base64');
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(response.body).not.toMatch(/\sstyle=|\son\w+=/);
  });

  it('shows the page for a login_hint that is no demo identity', async () => {
    const response = await app.inject({
      method: 'GET',
      url: buildAuthorizeUrl(google, { params: { login_hint: 'someone@else.test' } }),
    });
    expect(response.statusCode).toBe(200);
  });

  it('escapes what the client sent and carries it through the form unchanged', async () => {
    const pkce = createPkcePair();
    const state = '"><script>alert(1)</script>&x=1';
    const page = await app.inject({
      method: 'GET',
      url: buildAuthorizeUrl(google, { pkce, params: { state } }),
    });
    expect(page.body).not.toContain('<script>');
    const fields = readHiddenFields(page.body);
    expect(fields.state).toBe(state);
    const approved = await postForm(app, google.authorize, {
      ...fields,
      sandbox_identity: 'grace.hopper@sandbox.google.test',
    });
    const callback = readRedirect(approved);
    expect(callback.searchParams.get('state')).toBe(state);
    const code = callback.searchParams.get('code') ?? '';
    const tokens = await exchangeCode(app, google, code, pkce.verifier);
    expect(tokens.statusCode).toBe(200);
    const userinfo = await app.inject({
      method: 'GET',
      url: google.profile,
      headers: { authorization: `Bearer ${tokens.json<{ access_token: string }>().access_token}` },
    });
    expect(userinfo.json()).toMatchObject({ email: 'grace.hopper@sandbox.google.test' });
  });

  it('refuses a choice that is not one of the listed identities', async () => {
    const page = await app.inject({ method: 'GET', url: buildAuthorizeUrl(google) });
    const response = await postForm(app, google.authorize, {
      ...readHiddenFields(page.body),
      sandbox_identity: 'margaret.hamilton@sandbox.linkedin.test',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('authorize request validation', () => {
  it.each([
    ['no client_id', { client_id: undefined }, 'client_id'],
    ['no redirect_uri', { redirect_uri: undefined }, 'redirect_uri'],
    ['a relative redirect_uri', { redirect_uri: '/callback' }, 'redirect_uri'],
    ['a non-http redirect_uri', { redirect_uri: 'javascript:alert(1)' }, 'redirect_uri'],
    ['a redirect_uri with a fragment', { redirect_uri: `${REDIRECT_URI}#x` }, 'redirect_uri'],
  ])('shows an error page, never a redirect, for %s', async (_label, params, mention) => {
    const response = await app.inject({
      method: 'GET',
      url: buildAuthorizeUrl(google, { params }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain(mention);
  });

  it.each([
    ['no PKCE challenge', { code_challenge: undefined }, 'invalid_request'],
    ['the plain PKCE method', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['a malformed PKCE challenge', { code_challenge: 'short' }, 'invalid_request'],
    ['no scope', { scope: undefined }, 'invalid_request'],
    [
      'an unknown scope',
      { scope: 'openid https://www.googleapis.com/auth/drive' },
      'invalid_scope',
    ],
    ['response_type=token', { response_type: 'token' }, 'unsupported_response_type'],
    ['response_mode=form_post', { response_mode: 'form_post' }, 'invalid_request'],
    ['prompt=none without a demo login_hint', { prompt: 'none' }, 'login_required'],
  ])('redirects back with an error and the state for %s', async (_label, params, error) => {
    const response = await app.inject({
      method: 'GET',
      url: buildAuthorizeUrl(google, { params }),
    });
    const callback = readRedirect(response);
    expect(callback.searchParams.get('error')).toBe(error);
    expect(callback.searchParams.get('state')).toBe('state-123');
    expect(callback.searchParams.has('code')).toBe(false);
  });

  it('refuses a parameter sent twice', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${buildAuthorizeUrl(google)}&scope=email`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('configured clients', () => {
  let strictApp: FastifyInstance;

  beforeAll(async () => {
    ({ app: strictApp } = await buildTestApp({
      clients: {
        google: [
          { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [REDIRECT_URI] },
        ],
      },
    }));
  });
  afterAll(async () => {
    await strictApp.close();
  });

  it('refuses an unknown client id and an unregistered redirect URI on the page', async () => {
    const unknown = await strictApp.inject({
      method: 'GET',
      url: buildAuthorizeUrl(google, { params: { client_id: 'stranger' } }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('invalid_client');
    const unregistered = await strictApp.inject({
      method: 'GET',
      url: buildAuthorizeUrl(google, { params: { redirect_uri: 'http://utmost.test:3000/other' } }),
    });
    expect(unregistered.statusCode).toBe(400);
    expect(unregistered.body).toContain('redirect_uri_mismatch');
  });

  it('refuses a wrong client secret with 401 invalid_client', async () => {
    const pkce = createPkcePair();
    const callback = readRedirect(
      await strictApp.inject({
        method: 'GET',
        url: buildAuthorizeUrl(google, { pkce, params: { login_hint: google.email } }),
      }),
    );
    const code = callback.searchParams.get('code') ?? '';
    const wrong = await exchangeCode(strictApp, google, code, pkce.verifier, {
      client_secret: 'guess',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_client', error_description: 'Unauthorized' });
    expect((await exchangeCode(strictApp, google, code, pkce.verifier)).statusCode).toBe(200);
  });

  it('does not let other providers inherit the Google clients', async () => {
    const response = await strictApp.inject({
      method: 'GET',
      url: buildAuthorizeUrl(linkedin, { params: { client_id: 'any-linkedin-app' } }),
    });
    expect(response.statusCode).toBe(200);
  });
});
