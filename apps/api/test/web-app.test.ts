import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml' };

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});

afterAll(async () => {
  await testDatabase.destroy();
});

describe('with a web build', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    const webDistDir = await mkdtemp(join(tmpdir(), 'utmost-web-'));
    await mkdir(join(webDistDir, 'assets'));
    await writeFile(join(webDistDir, 'index.html'), INDEX_HTML);
    await writeFile(join(webDistDir, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
    await writeFile(join(webDistDir, 'version.json'), '{"version":"0.1.0","buildId":"b1"}');
    testApp = await buildTestApp({ webDistDir, testDatabase });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('serves index.html at / without caching', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a page navigation to a client route with index.html (history fallback)', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/run-history/123/details/google?tab=ads',
      headers: HTML,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('keeps unknown API, health and sandbox paths as 404 JSON even for browsers', async () => {
    for (const url of ['/api/v1/x', '/api/docs/nothing', '/healthz/x', '/sandbox/google']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
    }
  });

  it('answers a missing file that is not a page navigation with 404 JSON', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route GET /assets/missing.js' },
    });
  });
});

describe('without a web build', () => {
  it('answers page navigations with a page saying how to build, and the API still works', async () => {
    const testApp = await buildTestApp({ testDatabase });
    try {
      const page = await testApp.app.inject({ method: 'GET', url: '/ad-accounts', headers: HTML });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('The web app is not built: run <code>pnpm build</code>');
      const api = await testApp.app.inject({ method: 'GET', url: '/api/v1/versions' });
      expect(api.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
