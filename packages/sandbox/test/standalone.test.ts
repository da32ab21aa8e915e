import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildSandboxServer } from '../src/server.js';
import { parseStandaloneArgs } from '../src/standalone-args.js';
import { createPkcePair } from './helpers.js';

describe('standalone arguments', () => {
  it('defaults to port 4100 on localhost', () => {
    expect(parseStandaloneArgs([])).toEqual({
      port: 4100,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:4100',
    });
  });

  it('takes port, host and public URL', () => {
    expect(
      parseStandaloneArgs([
        '--port',
        '4200',
        '--host',
        '0.0.0.0',
        '--public-url',
        'http://idp.test:4200',
      ]),
    ).toEqual({ port: 4200, host: '0.0.0.0', publicUrl: 'http://idp.test:4200' });
  });

  it('takes a state file and the scale account size', () => {
    expect(
      parseStandaloneArgs(['--state-file', 'data/sandbox.json', '--ads-per-scale-account', '500']),
    ).toMatchObject({ stateFile: 'data/sandbox.json', adsPerScaleAccount: 500 });
    expect(() => parseStandaloneArgs(['--ads-per-scale-account', 'many'])).toThrow(/scale/);
  });

  it('takes the file of the control key', () => {
    expect(parseStandaloneArgs(['--control-key-file', 'data/control-key'])).toMatchObject({
      controlKeyFile: 'data/control-key',
    });
  });

  it('refuses a bad port and unknown flags', () => {
    expect(() => parseStandaloneArgs(['--port', 'eighty'])).toThrow(/--port/);
    expect(() => parseStandaloneArgs(['--verbose'])).toThrow();
  });
});

describe('the standalone server over real HTTP', () => {
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    // Listen first on a free port, then learn it: the public URL must name the real origin.
    const probe = await buildSandboxServer({ publicUrl: 'http://127.0.0.1:1' });
    await probe.listen({ port: 0, host: '127.0.0.1' });
    const address = probe.server.address();
    await probe.close();
    if (address === null || typeof address === 'string') throw new Error('No port');
    origin = `http://127.0.0.1:${address.port}`;
    app = await buildSandboxServer({ publicUrl: origin });
    await app.listen({ port: address.port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('runs a whole Google sign-in with fetch, following the discovery document', async () => {
    const discovery = (await (
      await fetch(`${origin}/sandbox/google/.well-known/openid-configuration`)
    ).json()) as {
      authorization_endpoint: string;
      token_endpoint: string;
      userinfo_endpoint: string;
    };
    const pkce = createPkcePair();
    const authorize = new URL(discovery.authorization_endpoint);
    authorize.search = new URLSearchParams({
      client_id: 'script',
      redirect_uri: 'http://127.0.0.1:9/callback',
      response_type: 'code',
      scope: 'openid email',
      state: 's',
      login_hint: 'alan.turing@sandbox.google.test',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
    }).toString();
    const redirect = await fetch(authorize, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const token = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: 'http://127.0.0.1:9/callback',
        client_id: 'script',
        client_secret: 'secret',
        code_verifier: pkce.verifier,
      }),
    });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({ email: 'alan.turing@sandbox.google.test' });
  });
});
