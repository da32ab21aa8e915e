import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { versionsSchema } from '@utmost/ads-sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readApiVersion } from '../src/core/package-paths.js';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/v1/versions', () => {
  it('answers the API version and "unbuilt" when there is no web build', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/versions' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ content: unknown }>();
    expect(versionsSchema.parse(body.content)).toEqual({
      versions: { api: readApiVersion(), web: 'unbuilt' },
    });
  });

  it('reports the web build as version+buildId from its version.json', async () => {
    const webDistDir = await mkdtemp(join(tmpdir(), 'utmost-web-'));
    await writeFile(join(webDistDir, 'version.json'), '{"version":"0.1.0","buildId":"abc123"}');
    const withWeb = await buildTestApp({ webDistDir, testDatabase: testApp.testDatabase });
    try {
      const response = await withWeb.app.inject({ method: 'GET', url: '/api/v1/versions' });
      expect(response.json()).toEqual({
        content: { versions: { api: readApiVersion(), web: '0.1.0+abc123' } },
      });
    } finally {
      await withWeb.close();
    }
  });

  it('accepts the client headers the web app sends', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/versions?workspace_id=w1',
      headers: { 'x-screen-height': '1080', 'x-screen-width': '1920', 'x-device-platform': 'node' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a header that breaks the contract, naming it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/versions',
      headers: { 'X-Screen-Height': 'abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { 'headers.x-screen-height': 'must match the pattern ^[0-9]{1,6}$' },
    });
  });
});

describe('GET /api/v1/support', () => {
  it('answers the API reference without a login, and no support address on a loopback host', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/support' });
    expect(response.statusCode).toBe(200);
    // The test server's public host is loopback: support@ it would reach nobody (issue 25).
    expect(new URL(testApp.config.publicUrl).hostname).toMatch(/^(localhost|127\.0\.0\.1)$/);
    expect(response.json()).toEqual({
      content: {
        supportEmail: null,
        apiDocsUrl: `${testApp.config.publicUrl}/api/docs`,
      },
    });
    // The link leads to the served reference.
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
  });

  it('answers support@ a real public host when SUPPORT_EMAIL is unset', async () => {
    const configured = await buildTestApp({
      env: { PUBLIC_URL: 'https://utmost.acme.example' },
      testDatabase: testApp.testDatabase,
    });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/api/v1/support' });
      expect(response.json()).toMatchObject({
        content: { supportEmail: 'support@utmost.acme.example' },
      });
    } finally {
      await configured.close();
    }
  });

  it('answers the configured SUPPORT_EMAIL and PUBLIC_URL', async () => {
    const configured = await buildTestApp({
      env: { SUPPORT_EMAIL: 'help@acme.example', PUBLIC_URL: 'https://utmost.acme.example' },
      testDatabase: testApp.testDatabase,
    });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/api/v1/support' });
      expect(response.json()).toEqual({
        content: {
          supportEmail: 'help@acme.example',
          apiDocsUrl: 'https://utmost.acme.example/api/docs',
        },
      });
    } finally {
      await configured.close();
    }
  });
});

describe('health', () => {
  it('GET /healthz answers ok', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers ok while the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('GET /readyz answers 503 once the database is gone', async () => {
    const other = await buildTestApp();
    try {
      await other.testDatabase.database.close();
      const response = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', checks: { database: 'failing' } });
    } finally {
      await other.close();
    }
  });
});

describe('unknown API routes', () => {
  it.each([
    ['GET', '/api/v1/x'],
    ['POST', '/api/v1/versions'],
    ['GET', '/api'],
  ])('%s %s answers 404 JSON', async (method, url) => {
    const response = await testApp.app.inject({
      method: method as 'GET' | 'POST',
      url: `${url}?secret=1`,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: `No route ${method} ${url}` },
    });
  });
});

describe('docs', () => {
  it('serves a readable reference page built from the contract', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Utmost API</h1>');
    expect(response.body).toContain('/api/v1/versions');
    expect(response.body).toContain('getReadiness');
    expect(response.body).toContain('id="schemas-ErrorBody"');
    expect(response.body).not.toMatch(/<script/);
  });

  it('serves the contract as YAML and as JSON', async () => {
    const yamlResponse = await testApp.app.inject({ method: 'GET', url: '/api/docs/utmost.yaml' });
    expect(yamlResponse.statusCode).toBe(200);
    expect(yamlResponse.headers['content-type']).toMatch(/^application\/yaml/);
    const document = parse(yamlResponse.body) as { openapi: string; paths: object };
    expect(document.openapi).toBe('3.1.0');
    const jsonResponse = await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(jsonResponse.json()).toEqual(document);
  });
});
