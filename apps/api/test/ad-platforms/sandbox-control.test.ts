import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALL_KEY_HEADER } from '../../src/core/security/install-key.js';
import { buildTestApp, installKeyHeaders, type TestApp } from '../helpers/build-test-app.js';
import { APP_ORIGIN } from '../helpers/identity-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from './sandbox-control.js';

// The mounted sandbox's control routes reach every tenant's sandbox grants (issue 11, finding 5):
// they answer only to the install key, never to a page of another origin, never outside sandbox
// mode.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV });
});

afterAll(async () => {
  await testApp.close();
});

const ROUTES = [
  { method: 'GET', url: '/sandbox/_control/faults' },
  { method: 'POST', url: '/sandbox/_control/faults' },
  { method: 'DELETE', url: '/sandbox/_control/faults' },
  { method: 'GET', url: '/sandbox/_control/writes' },
  { method: 'POST', url: '/sandbox/_control/revoke' },
  { method: 'POST', url: '/sandbox/_control/expire-tokens' },
] as const;

const FAULT = { endpoint: 'token', kind: 'server_error', times: 1 };

async function listFaults(): Promise<unknown[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/sandbox/_control/faults',
    headers: installKeyHeaders(testApp.app),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { faults: unknown[] }).faults;
}

describe('the sandbox control routes', () => {
  it.each(ROUTES)(
    'refuse $method $url without the key, with a wrong one, from a foreign origin',
    async ({ method, url }) => {
      const attempts: Record<string, string>[] = [
        {},
        { [INSTALL_KEY_HEADER]: 'wrong' },
        { [INSTALL_KEY_HEADER]: `${testApp.installKey}x` },
        { ...installKeyHeaders(testApp.app), origin: 'https://evil.example' },
        { ...installKeyHeaders(testApp.app), origin: 'http://localhost:3001' },
      ];
      for (const headers of attempts) {
        const response = await testApp.app.inject({
          method,
          url,
          headers,
          ...(method === 'POST' && { payload: FAULT }),
        });
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      }
      expect(await listFaults()).toEqual([]);
    },
  );

  it('work with the key, from no origin (scripts) or the app itself', async () => {
    const armed = await testApp.app.inject({
      method: 'POST',
      url: '/sandbox/_control/faults',
      headers: { ...installKeyHeaders(testApp.app), origin: APP_ORIGIN },
      payload: FAULT,
    });
    expect(armed.statusCode, armed.body).toBe(201);
    expect(await listFaults()).toHaveLength(1);
    const cleared = await testApp.app.inject({
      method: 'DELETE',
      url: '/sandbox/_control/faults',
      headers: installKeyHeaders(testApp.app),
    });
    expect(cleared.statusCode).toBe(204);
    expect(await listFaults()).toEqual([]);
  });

  it('do not exist outside sandbox mode', async () => {
    const live = await buildTestApp({
      testDatabase: testApp.testDatabase,
      env: { PLATFORM_MODE: 'live' },
    });
    try {
      for (const { method, url } of ROUTES) {
        const response = await live.app.inject({
          method,
          url,
          headers: installKeyHeaders(live.app),
          ...(method === 'POST' && { payload: FAULT }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    } finally {
      await live.close();
    }
  });
});
