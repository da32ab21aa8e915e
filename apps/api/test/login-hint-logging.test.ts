import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskSecretQuery } from '../src/core/logging/logger.js';
import { AD_PLATFORM_TEST_ENV, SANDBOX_LOGINS } from './ad-platforms/sandbox-control.js';
import { createOrganization } from './ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { authorizeAtSandbox, startConnection } from './helpers/platform-connect.js';

// A connect popup's URLs carry the login's e-mail address as `login_hint` (issue 26 item 7): the
// request log keeps its first letter and domain, enough to tell logins apart, never the address.

describe('maskSecretQuery on login_hint', () => {
  it.each([
    ['login_hint=alice%40example.com', 'login_hint=a***@example.com'],
    ['login_hint=alice@example.com', 'login_hint=a***@example.com'],
    ['login_hint=not-an-address', 'login_hint=[masked]'],
    ['login_hint=%E0%A4%A', 'login_hint=[masked]'],
    ['login_hint=', 'login_hint=[masked]'],
  ])('masks %s as %s', (query, masked) => {
    expect(maskSecretQuery(`/connect?redirect_url=x&${query}&scope=a`)).toBe(
      `/connect?redirect_url=x&${masked}&scope=a`,
    );
  });

  it('leaves other parameters as they are', () => {
    expect(maskSecretQuery('/connect?email=alice%40example.com')).toBe(
      '/connect?email=alice%40example.com',
    );
  });
});

const lines: string[] = [];
let testApp: TestApp;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  testApp = await buildTestApp({
    env: { ...AD_PLATFORM_TEST_ENV, LOG_LEVEL: 'info' },
    logDestination: sink,
  });
});

afterAll(async () => {
  await testApp.close();
});

describe('the request log of a connect popup', () => {
  it('names the login_hint of the start and of the provider’s authorize request masked', async () => {
    const { owner, cookie } = await createOrganization(testApp, 'HintLog');
    const started = await startConnection(testApp.app, cookie, {
      platform: 'google',
      organizationId: owner.organization.id,
      loginHint: SANDBOX_LOGINS.google,
    });
    // The popup goes on as usual: the address reached the provider.
    expect(started.authorizeUrl.searchParams.get('login_hint')).toBe(SANDBOX_LOGINS.google);
    const callback = await authorizeAtSandbox(testApp.app, started.authorizeUrl);
    expect(callback.searchParams.get('code')).toBeTruthy();

    const log = lines.join('');
    const [localPart = '', domain = ''] = SANDBOX_LOGINS.google.split('@');
    expect(log).toContain('/api/v1/google/authenticate?');
    expect(log).toContain(`${started.authorizeUrl.pathname}?`);
    expect(log).toContain(`login_hint=${localPart.charAt(0)}***@${domain}`);
    expect(log).not.toContain(SANDBOX_LOGINS.google);
    expect(log).not.toContain(encodeURIComponent(SANDBOX_LOGINS.google));
  });
});
