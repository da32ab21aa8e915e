import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';

// Every answer names its request in X-Request-Id (issue 27), the same id the server logs it
// under; an id the caller sent is adopted when it is a plain token, so a script's error and the
// server's log line can be matched.

const lines: { reqId?: string; msg?: string }[] = [];
let testApp: TestApp;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as { reqId?: string });
      }
      done();
    },
  });
  testApp = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logDestination: sink });
});

afterAll(async () => {
  await testApp.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  it('is answered on a success and on a refusal, and logged with the request', async () => {
    const ok = await testApp.app.inject({ method: 'GET', url: '/api/v1/versions' });
    expect(ok.headers['x-request-id']).toMatch(UUID);

    const refused = await testApp.app.inject({ method: 'GET', url: '/api/v1/organizations' });
    expect(refused.statusCode).toBe(401);
    const id = refused.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(id).not.toBe(ok.headers['x-request-id']);
    expect(lines.filter((line) => line.reqId === id).length).toBeGreaterThan(0);
  });

  it("adopts the caller's id when it is a plain token, and replaces one that is not", async () => {
    const sent = 'script-7f3c2a10-run';
    const adopted = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/versions',
      headers: { 'x-request-id': sent },
    });
    expect(adopted.headers['x-request-id']).toBe(sent);
    expect(lines.some((line) => line.reqId === sent)).toBe(true);

    const replaced = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/versions',
      headers: { 'x-request-id': 'two words\nforged line' },
    });
    expect(replaced.headers['x-request-id']).toMatch(UUID);
  });
});
