import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_HOST_MESSAGE, FOREIGN_HOST_MESSAGE } from '../src/core/http/host-check.js';
import { listOutboxEmails } from '../src/core/mail/outbox-repository.js';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { createTestAccount } from './helpers/identity-fixtures.js';

// DNS rebinding (issue 11, finding 1): a foreign page that points its own name at this server
// must get no answer, whatever it asks for; the loopback names and PUBLIC_URL's host are served.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function get(url: string, host: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers: { host, ...headers } });
}

const REFUSAL = { error: { code: 'BAD_REQUEST', message: FOREIGN_HOST_MESSAGE } };

describe('the Host check', () => {
  it.each([
    'evil.example',
    'evil.example:3000',
    'localhost.evil.example',
    'evil.example#localhost',
    'localhost@evil.example',
    '127.0.0.2:3000',
    '10.0.0.5:3000',
    '[::2]:3000',
  ])('refuses Host %j with 421 before routing, on every kind of path', async (host) => {
    for (const url of ['/api/v1/versions', '/api/v1/dev/mailbox', '/sandbox/identities', '/']) {
      const response = await get(url, host, { accept: 'text/html' });
      expect(response.statusCode, `${url} ${response.body}`).toBe(421);
      expect(response.json()).toEqual(REFUSAL);
    }
  });

  it.each(['localhost', 'localhost:3000', 'LOCALHOST:8080', '127.0.0.1:3221', '[::1]:3000'])(
    'answers the loopback name %j on any port',
    async (host) => {
      const response = await get('/api/v1/versions', host);
      expect(response.statusCode, response.body).toBe(200);
    },
  );

  it('changes nothing for a refused request', async () => {
    const account = await createTestAccount(testApp.testDatabase.database.db, 'Rebound');
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/forgot-password?email=${encodeURIComponent(account.email)}`,
      headers: { host: 'evil.example:3000', origin: 'http://evil.example:3000' },
    });
    expect(response.statusCode).toBe(421);
    const mails = await listOutboxEmails(testApp.testDatabase.database.db, {
      toAddress: account.email,
      limit: 1,
    });
    expect(mails).toEqual([]);
  });

  it("lets orchestrators' probes in by any name: they read a status word and change nothing", async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await get(url, '10.1.2.3:3000');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok' });
    }
    // The exemption is the probe routes', not a prefix's.
    expect((await get('/healthz/../api/v1/versions', '10.1.2.3:3000')).statusCode).not.toBe(200);
    expect((await get('/readyz-not', '10.1.2.3:3000')).statusCode).toBe(421);
  });
});

describe('a request with two Host headers', () => {
  // Node keeps the first Host and drops the rest, while a proxy in front may route by the last:
  // the two readings disagree, so neither is answered (issue 26 item 7).
  it.each([
    [['localhost:3000', 'evil.example']],
    [['evil.example', 'localhost:3000']],
    [['localhost:3000', 'localhost:3000']],
  ])('refuses Host %j with 400, on every kind of path', async (hosts) => {
    // Node's header types allow one Host; light-my-request sends an array as repeated headers.
    const headers: Record<string, string[]> = { host: hosts };
    for (const url of [
      '/api/v1/versions',
      '/api/v1/dev/mailbox',
      '/sandbox/identities',
      '/healthz',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ errors: { 'headers.host': DUPLICATE_HOST_MESSAGE } });
    }
  });

  it('answers the same request with one Host header', async () => {
    const response = await get('/api/v1/versions', 'localhost:3000');
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('the Host check with a PUBLIC_URL', () => {
  it("answers PUBLIC_URL's host name and, behind trusted proxies, the forwarded one", async () => {
    const env = { PUBLIC_URL: 'https://utmost.example.com', TRUST_PROXY_HOPS: '1' };
    const app = await buildTestApp({ testDatabase: testApp.testDatabase, env });
    try {
      const direct = await app.app.inject({
        method: 'GET',
        url: '/api/v1/versions',
        headers: { host: 'utmost.example.com' },
      });
      expect(direct.statusCode).toBe(200);
      const proxied = await app.app.inject({
        method: 'GET',
        url: '/api/v1/versions',
        headers: { host: 'utmost-api:3000', 'x-forwarded-host': 'utmost.example.com' },
      });
      expect(proxied.statusCode).toBe(200);
      const rebound = await app.app.inject({
        method: 'GET',
        url: '/api/v1/versions',
        headers: { host: 'utmost-api:3000', 'x-forwarded-host': 'evil.example' },
      });
      expect(rebound.statusCode).toBe(421);
    } finally {
      await app.close();
    }
  });

  it('believes no forwarded host from an untrusted peer', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/versions',
      headers: { host: 'evil.example', 'x-forwarded-host': 'localhost' },
    });
    expect(response.statusCode).toBe(421);
  });
});
