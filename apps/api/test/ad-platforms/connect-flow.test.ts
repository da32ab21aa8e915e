import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { grantOrganizationScope } from '../../src/core/db/organization-scope.js';
import { findLinkedPlatformAccount } from '../../src/features/ad-platforms/repositories/platform-account-repository.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import type { TestAccount } from '../helpers/identity-fixtures.js';
import {
  SUCCESS_URL,
  authorizeAtSandbox,
  connectLogin,
  finishConnection,
  readOutcome,
  startConnection,
} from '../helpers/platform-connect.js';
import {
  AD_PLATFORM_TEST_ENV,
  SANDBOX_LOGINS,
  armSandboxFault,
  clearSandboxFaults,
} from './sandbox-control.js';
import { createOrganization, listStoredLogins } from './ad-platform-fixtures.js';

let testApp: TestApp;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV });
});

afterAll(async () => {
  await testApp.close();
});

afterEach(async () => {
  await clearSandboxFaults(testApp.app);
});

describe('connecting a login', () => {
  it.each([
    ['google', SANDBOX_LOGINS.google, 'utmost-sandbox-google-ads', 'adwords'],
    ['linkedin', SANDBOX_LOGINS.linkedin, 'utmost-sandbox-linkedin-ads', 'r_ads'],
  ] as const)(
    '%s: start -> provider -> callback -> success with the e-mail',
    async (platform, email, clientId, scope) => {
      const { owner, cookie } = await createOrganization(testApp, `Connect${platform}`);
      const started = await startConnection(testApp.app, cookie, {
        platform,
        organizationId: owner.organization.id,
        loginHint: email,
      });
      const params = started.authorizeUrl.searchParams;
      expect(started.authorizeUrl.pathname.startsWith(`/sandbox/${platform}/`)).toBe(true);
      expect(params.get('client_id')).toBe(clientId);
      expect(params.get('redirect_uri')).toBe(
        `http://localhost:3000/api/v1/${platform}/authenticate/callback`,
      );
      expect(params.get('login_hint')).toBe(email);
      // PKCE for Google; none for LinkedIn, whose web apps answer a verifier 401 invalid_client.
      expect(params.get('code_challenge_method')).toBe(platform === 'google' ? 'S256' : null);
      expect(params.get('state')).toMatch(/^[\w-]{43}$/);
      expect(params.get('scope')).toContain(scope);
      expect(started.browserCookie).toBeDefined();
      expect(
        started.response.cookies.find((item) => item.name === 'utmost_platform_connect'),
      ).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1' });

      const callbackUrl = await authorizeAtSandbox(testApp.app, started.authorizeUrl);
      const done = await finishConnection(testApp.app, callbackUrl, started.browserCookie);
      expect(done.origin + done.pathname).toBe(SUCCESS_URL);
      expect(readOutcome(done)).toEqual({ status: 'true', email });

      const [login, ...others] = await listStoredLogins(testApp, owner, platform);
      expect(others).toEqual([]);
      expect(login).toMatchObject({
        email,
        platform,
        connectionStatus: 'CONNECTED',
        connectionError: null,
        connectedByUserId: owner.user.id,
        workspaceId: owner.workspace.id,
      });
    },
  );

  it('keeps the tokens sealed at rest', async () => {
    const { owner, cookie } = await createOrganization(testApp, 'Sealed');
    await connectLogin(testApp.app, cookie, {
      platform: 'google',
      organizationId: owner.organization.id,
      loginHint: SANDBOX_LOGINS.google,
    });
    const scope = grantOrganizationScope(owner.organization.id, 'owner');
    const login = await findLinkedPlatformAccount(db(), scope, 'google', SANDBOX_LOGINS.google);
    if (!login) throw new Error('No login stored');
    const sealer = testApp.context.adPlatforms.tokens;
    const accessToken = sealer.openAccessToken(login);
    const refreshToken = sealer.openRefreshToken(login);
    expect(accessToken).toBeDefined();
    expect(refreshToken).toBeDefined();
    // The row as the database holds it, every column as text.
    const rowText = JSON.stringify(
      await db().execute(
        sql`select row_to_json(p)::text as row from platform_accounts p where id = ${login.id}`,
      ),
    );
    expect(rowText).toContain(login.id);
    expect(rowText).not.toContain(accessToken);
    expect(rowText).not.toContain(refreshToken);
    expect(login.accessTokenExpiresAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it('lets one browser run two popups at once', async () => {
    const { owner, cookie } = await createOrganization(testApp, 'TwoPopups');
    const google = await startConnection(testApp.app, cookie, {
      platform: 'google',
      organizationId: owner.organization.id,
      loginHint: SANDBOX_LOGINS.google,
    });
    const linkedin = await startConnection(testApp.app, cookie, {
      platform: 'linkedin',
      organizationId: owner.organization.id,
      loginHint: SANDBOX_LOGINS.linkedin,
      ...(google.browserCookie !== undefined && { browserCookie: google.browserCookie }),
    });
    const linkedinCallback = await authorizeAtSandbox(testApp.app, linkedin.authorizeUrl);
    const googleCallback = await authorizeAtSandbox(testApp.app, google.authorizeUrl);
    expect(
      readOutcome(await finishConnection(testApp.app, googleCallback, linkedin.browserCookie)),
    ).toMatchObject({ status: 'true' });
    expect(
      readOutcome(await finishConnection(testApp.app, linkedinCallback, linkedin.browserCookie)),
    ).toMatchObject({ status: 'true' });
  });
});

describe('a callback that must not connect anything', () => {
  let owner: TestAccount;
  let cookie: string;

  beforeAll(async () => {
    ({ owner, cookie } = await createOrganization(testApp, 'BadCallbacks'));
  });

  afterEach(async () => {
    expect(await listStoredLogins(testApp, owner, 'google')).toEqual([]);
  });

  async function start() {
    return startConnection(testApp.app, cookie, {
      platform: 'google',
      organizationId: owner.organization.id,
      loginHint: SANDBOX_LOGINS.google,
    });
  }

  it('refuses a forged state', async () => {
    const started = await start();
    const forged = new URL('http://localhost:3000/api/v1/google/authenticate/callback');
    forged.searchParams.set('state', randomBytes(32).toString('base64url'));
    forged.searchParams.set('code', 'stolen-code');
    const done = await finishConnection(testApp.app, forged, started.browserCookie);
    expect(done.toString()).toBe(`${SUCCESS_URL}?status=false&error=invalid_state`);
  });

  it('refuses the callback in a browser that did not start it', async () => {
    const started = await start();
    const callbackUrl = await authorizeAtSandbox(testApp.app, started.authorizeUrl);
    expect(readOutcome(await finishConnection(testApp.app, callbackUrl, undefined))).toEqual({
      status: 'false',
      error: 'invalid_state',
    });
    const otherBrowser = await startConnection(testApp.app, cookie, {
      platform: 'linkedin',
      organizationId: owner.organization.id,
    });
    expect(
      readOutcome(await finishConnection(testApp.app, callbackUrl, otherBrowser.browserCookie)),
    ).toEqual({ status: 'false', error: 'invalid_state' });
  });

  it('refuses a state of another platform', async () => {
    const started = await start();
    const callbackUrl = await authorizeAtSandbox(testApp.app, started.authorizeUrl);
    callbackUrl.pathname = '/api/v1/linkedin/authenticate/callback';
    expect(
      readOutcome(await finishConnection(testApp.app, callbackUrl, started.browserCookie)),
    ).toEqual({ status: 'false', error: 'invalid_state' });
  });

  it('reports a callback without code', async () => {
    const started = await start();
    const callbackUrl = await authorizeAtSandbox(testApp.app, started.authorizeUrl);
    callbackUrl.searchParams.delete('code');
    expect(
      readOutcome(await finishConnection(testApp.app, callbackUrl, started.browserCookie)),
    ).toEqual({ status: 'false', error: 'missing_code' });
  });

  it('reports a declined consent and other provider errors', async () => {
    for (const [error, expected] of [
      ['access_denied', 'access_denied'],
      ['server_error', 'provider_error'],
    ] as const) {
      const started = await start();
      const callbackUrl = new URL('http://localhost:3000/api/v1/google/authenticate/callback');
      callbackUrl.searchParams.set('state', started.authorizeUrl.searchParams.get('state') ?? '');
      callbackUrl.searchParams.set('error', error);
      expect(
        readOutcome(await finishConnection(testApp.app, callbackUrl, started.browserCookie)),
      ).toEqual({ status: 'false', error: expected });
    }
  });

  it('reports a failed code exchange', async () => {
    const started = await start();
    const callbackUrl = await authorizeAtSandbox(testApp.app, started.authorizeUrl);
    await armSandboxFault(testApp.app, {
      provider: 'google',
      endpoint: 'token',
      kind: 'server_error',
      times: 10,
    });
    expect(
      readOutcome(await finishConnection(testApp.app, callbackUrl, started.browserCookie)),
    ).toEqual({ status: 'false', error: 'provider_error' });
  });

  it('refuses a replayed state', async () => {
    const replayOwner = await createOrganization(testApp, 'Replay');
    const started = await startConnection(testApp.app, replayOwner.cookie, {
      platform: 'google',
      organizationId: replayOwner.owner.organization.id,
      loginHint: SANDBOX_LOGINS.google,
    });
    const callbackUrl = await authorizeAtSandbox(testApp.app, started.authorizeUrl);
    const first = await finishConnection(testApp.app, callbackUrl, started.browserCookie);
    expect(readOutcome(first).status).toBe('true');
    const [before] = await listStoredLogins(testApp, replayOwner.owner, 'google');
    const replay = await finishConnection(testApp.app, callbackUrl, started.browserCookie);
    expect(readOutcome(replay)).toEqual({ status: 'false', error: 'invalid_state' });
    expect(await listStoredLogins(testApp, replayOwner.owner, 'google')).toEqual([before]);
  });
});
