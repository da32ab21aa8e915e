import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES, sandboxPlugin } from '../src/index.js';
import { registerSandbox } from '../src/plugin.js';
import { createSigningKey } from '../src/oauth/signing-key.js';

const signingKey = createSigningKey();

describe('mounting in a host app', () => {
  it('lives beside host routes, a host form parser and a host not-found handler', async () => {
    const host = Fastify();
    await host.register(formbody);
    host.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ error: { code: 'NOT_FOUND' } }),
    );
    host.get('/healthz', async () => ({ ok: true }));
    await registerSandbox(host, { publicUrl: 'https://app.example.com/', signingKey });
    await host.ready();

    expect((await host.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
    expect((await host.inject({ method: 'GET', url: '/api/nothing' })).json()).toEqual({
      error: { code: 'NOT_FOUND' },
    });
    expect((await host.inject({ method: 'GET', url: '/sandbox/nothing' })).json()).toMatchObject({
      error: 'not_found',
    });
    const discovery = await host.inject({
      method: 'GET',
      url: '/sandbox/google/.well-known/openid-configuration',
    });
    expect(discovery.json()).toMatchObject({ issuer: 'https://app.example.com/sandbox/google' });
    await host.close();
  });

  it('builds URLs from the prefix it is registered under', async () => {
    const host = Fastify();
    await host.register(sandboxPlugin, {
      prefix: '/idp',
      publicUrl: 'http://localhost:4000',
      signingKey,
    });
    const discovery = await host.inject({
      method: 'GET',
      url: '/idp/linkedin/oauth/.well-known/openid-configuration',
    });
    expect(discovery.json()).toMatchObject({ issuer: 'http://localhost:4000/idp/linkedin/oauth' });
    await host.close();
  });

  it('refuses to start without a usable publicUrl', async () => {
    const host = Fastify();
    await expect(
      registerSandbox(host, { publicUrl: 'localhost:3000', signingKey }),
    ).rejects.toThrow(/publicUrl/);
    await host.close();
  });
});

describe('GET /sandbox/identities', () => {
  it('lists every demo identity, and filters by provider', async () => {
    const host = Fastify();
    await registerSandbox(host, { publicUrl: 'http://localhost:3000', signingKey });
    const all = await host.inject({ method: 'GET', url: '/sandbox/identities' });
    const identities = all.json<{ identities: Array<{ provider: string; email: string }> }>()
      .identities;
    expect(identities).toHaveLength(DEMO_IDENTITIES.length);
    for (const provider of ['google', 'linkedin', 'microsoft']) {
      expect(
        identities.filter((identity) => identity.provider === provider).length,
      ).toBeGreaterThanOrEqual(3);
    }
    expect(identities[0]).toEqual({
      provider: 'google',
      subject: '104857392017364819201',
      email: 'ada.lovelace@sandbox.google.test',
      mail: 'ada.lovelace@sandbox.google.test',
      emailVerified: true,
      hostedDomain: 'sandbox.google.test',
      name: 'Ada Lovelace',
      givenName: 'Ada',
      familyName: 'Lovelace',
      picture: null,
      locale: 'en-US',
      tenantId: null,
      adAccounts: expect.arrayContaining([
        expect.objectContaining({ id: '4120000001', name: 'Hearthly', currencyCode: 'EUR' }),
      ]),
    });
    const margaret = identities.find(
      (identity) => identity.email === 'margaret.hamilton@sandbox.linkedin.test',
    ) as { adAccounts?: Array<{ id: string; role: string }> } | undefined;
    expect(margaret?.adAccounts).toContainEqual(
      expect.objectContaining({ id: '508900003', role: 'VIEWER' }),
    );
    const microsoft = await host.inject({
      method: 'GET',
      url: '/sandbox/identities?provider=microsoft',
    });
    expect(
      microsoft
        .json<{ identities: Array<{ provider: string }> }>()
        .identities.every((identity) => identity.provider === 'microsoft'),
    ).toBe(true);
    expect(
      (await host.inject({ method: 'GET', url: '/sandbox/identities?provider=meta' })).statusCode,
    ).toBe(400);
    await host.close();
  });

  it('keeps e-mails unique and lower-case, so a login_hint finds one person', () => {
    const emails = DEMO_IDENTITIES.map((identity) => `${identity.provider}:${identity.email}`);
    expect(new Set(emails).size).toBe(emails.length);
    for (const identity of DEMO_IDENTITIES)
      expect(identity.email).toBe(identity.email.toLowerCase());
  });
});
