import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

// Finding 4 of issue 11: every kind of answer carries the browser security headers, and the CSP
// lets no script run that is not one of our files (or an inline script of the build, by hash).

const THEME_SCRIPT = "document.documentElement.dataset.theme = 'dark';";
const INDEX_HTML = `<!doctype html><html><head><script>${THEME_SCRIPT}</script>
<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
const HTML = { accept: 'text/html,application/xhtml+xml' };

let testDatabase: TestDatabase;
let testApp: TestApp;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const webDistDir = await mkdtemp(join(tmpdir(), 'utmost-web-'));
  await writeFile(join(webDistDir, 'index.html'), INDEX_HTML);
  testApp = await buildTestApp({ testDatabase, webDistDir });
});

afterAll(async () => {
  await testApp.close();
  await testDatabase.destroy();
});

/** The CSP as a map of directive name to its sources. */
function readPolicy(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(header, 'content-security-policy').toBeTypeOf('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectBrowserHeaders(response: LightMyRequestResponse): void {
  const policy = readPolicy(response);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('script-src') ?? policy.get('default-src')).not.toContain("'unsafe-inline'");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Would sever the connect popup's window.opener once it visits the provider.
  expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
}

describe('security headers', () => {
  it('are on the web app, with the inline script of the build allowed by its hash only', async () => {
    for (const url of ['/', '/run-history']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expectBrowserHeaders(response);
      const scriptSources = readPolicy(response).get('script-src');
      const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
      expect(scriptSources).toEqual(["'self'", `'sha256-${hash}'`]);
      expect(readPolicy(response).get('script-src-attr')).toEqual(["'none'"]);
      expect(readPolicy(response).get('connect-src')).toEqual(["'self'"]);
    }
  });

  it("keep the mailbox link's install key out of the Referer of the page's asset requests", async () => {
    const mailbox = await testApp.app.inject({
      method: 'GET',
      url: '/mailbox?key=install-key-123',
      headers: HTML,
    });
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.headers['referrer-policy']).toBe('no-referrer');
    // Every other page keeps the app's policy (a no-referrer page's form posts send Origin: null).
    const other = await testApp.app.inject({ method: 'GET', url: '/mailboxes', headers: HTML });
    expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('are on the API reference, whose stylesheet is a file of ours', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expectBrowserHeaders(page);
    expect(page.body).not.toMatch(/<style|<script/);
    const stylesheet = await testApp.app.inject({ method: 'GET', url: '/api/docs/styles.css' });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toMatch(/^text\/css/);
    expect(stylesheet.body).toContain('.operation');
  });

  it('are on API answers and on error answers, also those refused before routing', async () => {
    const versions = await testApp.app.inject({ method: 'GET', url: '/api/v1/versions' });
    expect(versions.statusCode).toBe(200);
    expectBrowserHeaders(versions);

    const notFound = await testApp.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(notFound.statusCode).toBe(404);
    expectBrowserHeaders(notFound);

    const invalid = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'not-an-address' },
    });
    expect(invalid.statusCode).toBe(400);
    expectBrowserHeaders(invalid);

    const crossSite = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@b.test', password: 'x' },
    });
    expect(crossSite.statusCode).toBe(403);
    expectBrowserHeaders(crossSite);
  });

  it("are on the sandbox's consent page, whose own stricter policy allows its one style by hash", async () => {
    const start = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/sso/google/start',
    });
    expect(start.statusCode).toBe(302);
    expectBrowserHeaders(start);
    const authorizeUrl = new URL(String(start.headers.location));
    expect(authorizeUrl.pathname).toMatch(/^\/sandbox\//);
    const consent = await testApp.app.inject({
      method: 'GET',
      url: `${authorizeUrl.pathname}${authorizeUrl.search}`,
    });
    expect(consent.statusCode).toBe(200);
    expect(consent.body).toContain('Choose an account');
    expectBrowserHeaders(consent);
    const policy = readPolicy(consent);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('style-src')?.[0]).toMatch(/^'sha256-/);
  });

  it('leave HSTS and upgrade-insecure-requests out while PUBLIC_URL is http', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/versions' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(readPolicy(response).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('with an https PUBLIC_URL', () => {
  let httpsApp: TestApp;

  beforeAll(async () => {
    httpsApp = await buildTestApp({
      testDatabase,
      env: { PUBLIC_URL: 'https://utmost.example' },
    });
  });

  afterAll(async () => {
    await httpsApp.close();
  });

  it('adds HSTS and upgrade-insecure-requests', async () => {
    const response = await httpsApp.app.inject({ method: 'GET', url: '/api/v1/versions' });
    expectBrowserHeaders(response);
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(readPolicy(response).has('upgrade-insecure-requests')).toBe(true);
  });
});
