import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../src/features/identity/schema.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { addMember, createTestAccount, signIn } from '../helpers/identity-fixtures.js';
import {
  SUCCESS_URL,
  authorizeAtSandbox,
  connectLogin,
  finishConnection,
  readOutcome,
  startConnection,
} from '../helpers/platform-connect.js';
import { AD_PLATFORM_TEST_ENV, SANDBOX_LOGINS } from './sandbox-control.js';
import { createOrganization, listStoredLogins } from './ad-platform-fixtures.js';

let testApp: TestApp;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV });
});

afterAll(async () => {
  await testApp.close();
});

describe('who may start a connection', () => {
  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/google/authenticate?organization_id=${crypto.randomUUID()}&redirect_url=${encodeURIComponent(SUCCESS_URL)}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a redirect_url off the app origin with 400', async () => {
    const { owner, cookie } = await createOrganization(testApp, 'ForeignRedirect');
    for (const redirectUrl of ['https://evil.example/success', '/success', 'javascript:alert(1)']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/google/authenticate?organization_id=${owner.organization.id}&redirect_url=${encodeURIComponent(redirectUrl)}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.redirect_url).toMatch(/origin/);
    }
  });

  it('answers microsoft with 400 at the start and at the callback', async () => {
    const { owner, cookie } = await createOrganization(testApp, 'Microsoft');
    for (const url of [
      `/api/v1/microsoft/authenticate?organization_id=${owner.organization.id}&redirect_url=${encodeURIComponent(SUCCESS_URL)}`,
      '/api/v1/microsoft/authenticate/callback?state=abc&code=def',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'PLATFORM_NOT_SUPPORTED',
          message: 'Microsoft Advertising is not supported yet',
        },
      });
    }
  });

  it('sends refusals back to the popup: another organization, a viewer role, another user id', async () => {
    const { owner, cookie } = await createOrganization(testApp, 'Refusals');
    const stranger = await createTestAccount(db(), 'Stranger');
    const external = await createTestAccount(db(), 'External');
    await addMember(db(), owner.organization.id, external, 'external');
    const externalCookie = await signIn(testApp.app, external);
    const cases = [
      { sessionCookie: cookie, organizationId: stranger.organization.id },
      { sessionCookie: externalCookie, organizationId: owner.organization.id },
      { sessionCookie: cookie, organizationId: owner.organization.id, userId: stranger.user.id },
    ];
    for (const { sessionCookie, ...options } of cases) {
      const started = await startConnection(testApp.app, sessionCookie, {
        platform: 'google',
        ...options,
      });
      expect(started.authorizeUrl.toString()).toBe(`${SUCCESS_URL}?status=false&error=forbidden`);
      expect(started.browserCookie).toBeUndefined();
    }
  });

  it('answers 400 for a platform live mode has no OAuth client for', async () => {
    const live = await buildTestApp({
      testDatabase: testApp.testDatabase,
      env: { PLATFORM_MODE: 'live' },
    });
    try {
      const { owner, cookie } = await createOrganization(live, 'LiveUnconfigured');
      const response = await live.app.inject({
        method: 'GET',
        url: `/api/v1/google/authenticate?organization_id=${owner.organization.id}&redirect_url=${encodeURIComponent(SUCCESS_URL)}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'PLATFORM_NOT_SUPPORTED',
          message: 'Google Ads is not configured on this server',
        },
      });
    } finally {
      await live.close();
    }
  });

  it('refuses a blocked subscription, and again at the callback', async () => {
    const { owner, cookie } = await createOrganization(testApp, 'Blocked');
    const started = await startConnection(testApp.app, cookie, {
      platform: 'google',
      organizationId: owner.organization.id,
      loginHint: SANDBOX_LOGINS.google,
    });
    const callbackUrl = await authorizeAtSandbox(testApp.app, started.authorizeUrl);
    await db()
      .update(subscriptions)
      .set({ type: 'blocked' })
      .where(sql`${subscriptions.organizationId} = ${owner.organization.id}`);
    expect(
      readOutcome(await finishConnection(testApp.app, callbackUrl, started.browserCookie)),
    ).toEqual({ status: 'false', error: 'subscription_blocked' });
    const again = await startConnection(testApp.app, cookie, {
      platform: 'google',
      organizationId: owner.organization.id,
    });
    expect(readOutcome(again.authorizeUrl)).toEqual({
      status: 'false',
      error: 'subscription_blocked',
    });
    expect(await listStoredLogins(testApp, owner, 'google')).toEqual([]);
  });

  it('keeps the query of the redirect_url', async () => {
    const { owner, cookie } = await createOrganization(testApp, 'RedirectQuery');
    const done = await connectLogin(testApp.app, cookie, {
      platform: 'linkedin',
      organizationId: owner.organization.id,
      loginHint: SANDBOX_LOGINS.linkedin,
      redirectUrl: `${SUCCESS_URL}?from=header`,
    });
    expect(readOutcome(done)).toEqual({
      from: 'header',
      status: 'true',
      email: SANDBOX_LOGINS.linkedin,
    });
  });
});
