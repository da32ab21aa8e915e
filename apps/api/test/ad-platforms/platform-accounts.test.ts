import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { platformAccounts } from '../../src/features/ad-platforms/schema.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  addPayload,
  callAds,
  connect,
  createOrganization,
  listAdAccounts,
  listPlatformAccounts,
  type Organization,
} from './ad-platform-fixtures.js';
import {
  AD_PLATFORM_TEST_ENV,
  armSandboxFault,
  clearSandboxFaults,
  revokeAtSandbox,
} from './sandbox-control.js';

const { google, linkedin } = SANDBOX_AD_CATALOG;
const ADA = google.logins.ada;
const MARGARET = linkedin.logins.margaret;
const REVOKED_TEXT = 'Google Ads access was revoked. Reconnect to continue.';

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

async function findLoginRow(organization: Organization, email: string) {
  const rows = await db()
    .select()
    .from(platformAccounts)
    .where(eq(platformAccounts.organizationId, organization.id));
  const row = rows.find((candidate) => candidate.email === email);
  if (!row) throw new Error(`No login ${email}`);
  return row;
}

async function addAccounts(
  organization: Organization,
  platform: 'google' | 'linkedin',
  email: string,
  ids: (string | number)[],
) {
  const response = await callAds(
    testApp.app,
    organization,
    'POST',
    `${platform}/ads/accounts`,
    addPayload(organization, platform, email, ids),
  );
  expect(response.statusCode, response.body).toBe(201);
}

describe('a revoked grant', () => {
  it('turns the login and its ad accounts ERROR; reconnecting restores them', async () => {
    const organization = await createOrganization(testApp, 'Revoked');
    await connect(testApp.app, organization, 'google', ADA);
    await addAccounts(organization, 'google', ADA, [google.customers.hearthly]);

    await revokeAtSandbox(testApp.app, 'google', ADA);
    // The stored access token still looks fresh: the platform's 401 is what reveals the revocation.
    const [login] = await listPlatformAccounts(testApp.app, organization, 'google');
    expect(login).toMatchObject({
      email: ADA,
      connectionStatus: 'ERROR',
      connectionError: REVOKED_TEXT,
      accounts: [],
    });
    const [account] = await listAdAccounts(testApp.app, organization, 'google');
    expect(account).toMatchObject({
      connectionStatus: 'ERROR',
      connectionError: REVOKED_TEXT,
      taggingStatus: 'error',
    });
    // Adding through it asks for a reconnect first.
    const refused = await callAds(
      testApp.app,
      organization,
      'POST',
      'google/ads/accounts',
      addPayload(organization, 'google', ADA, [google.customers.engines]),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.email).toBe('Reconnect this login before adding its ad accounts');

    await connect(testApp.app, organization, 'google', ADA);
    const [reconnected] = await listPlatformAccounts(testApp.app, organization, 'google');
    expect(reconnected).toMatchObject({ connectionStatus: 'CONNECTED', connectionError: null });
    expect(reconnected?.accounts.length).toBeGreaterThan(0);
    const [restored] = await listAdAccounts(testApp.app, organization, 'google');
    expect(restored).toMatchObject({ connectionStatus: 'CONNECTED', connectionError: null });
  });
});

describe('an expired access token', () => {
  it('is refreshed silently and the new one persisted', async () => {
    const organization = await createOrganization(testApp, 'Expired');
    await connect(testApp.app, organization, 'google', ADA);
    const before = await findLoginRow(organization, ADA);
    await db()
      .update(platformAccounts)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(platformAccounts.id, before.id));

    const [login] = await listPlatformAccounts(testApp.app, organization, 'google');
    expect(login?.connectionStatus).toBe('CONNECTED');
    expect(login?.accounts.length).toBeGreaterThan(0);

    const after = await findLoginRow(organization, ADA);
    const tokens = testApp.context.adPlatforms.tokens;
    expect(tokens.openAccessToken(after)).not.toBe(tokens.openAccessToken(before));
    expect(after.accessTokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 60_000);
    // Google keeps the refresh token: the stored one is unchanged.
    expect(tokens.openRefreshToken(after)).toBe(tokens.openRefreshToken(before));
  });
});

describe('a platform that fails', () => {
  let organization: Organization;

  beforeAll(async () => {
    organization = await createOrganization(testApp, 'Unreachable');
    await connect(testApp.app, organization, 'google', ADA);
  });

  it('shows the login as unreachable, and adding answers 502 storing nothing', async () => {
    await armSandboxFault(testApp.app, {
      endpoint: 'google-ads:listAccessibleCustomers',
      kind: 'server_error',
      times: 20,
    });
    const [login] = await listPlatformAccounts(testApp.app, organization, 'google');
    expect(login).toMatchObject({
      connectionStatus: 'CONNECTED',
      connectionError: 'Google Ads could not be reached. Try again later.',
      accounts: [],
    });
    const response = await callAds(
      testApp.app,
      organization,
      'POST',
      'google/ads/accounts',
      addPayload(organization, 'google', ADA, [google.customers.engines]),
    );
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: {
        code: 'PLATFORM_ERROR',
        message: 'The ad platform did not answer as expected. Please try again later.',
      },
    });
    expect(await listAdAccounts(testApp.app, organization, 'google')).toEqual([]);
  });

  it('gives up on a login that answers too slowly', async () => {
    await armSandboxFault(testApp.app, {
      endpoint: 'google-ads:listAccessibleCustomers',
      kind: 'delay',
      delayMs: 1_500,
    });
    const [login] = await listPlatformAccounts(testApp.app, organization, 'google');
    expect(login?.connectionError).toBe('Google Ads could not be reached. Try again later.');
  });

  it('refreshes a token the platform calls expired, and carries on', async () => {
    const before = await findLoginRow(organization, ADA);
    await armSandboxFault(testApp.app, {
      endpoint: 'google-ads:listAccessibleCustomers',
      kind: 'expired_token',
    });
    const [login] = await listPlatformAccounts(testApp.app, organization, 'google');
    expect(login).toMatchObject({ connectionStatus: 'CONNECTED', connectionError: null });
    expect(login?.accounts.length).toBeGreaterThan(0);
    const after = await findLoginRow(organization, ADA);
    const tokens = testApp.context.adPlatforms.tokens;
    expect(tokens.openAccessToken(after)).not.toBe(tokens.openAccessToken(before));
  });
});

describe('disconnecting a login', () => {
  it('forgets the tokens and leaves its ad accounts NOT_CONNECTED and disabled', async () => {
    const organization = await createOrganization(testApp, 'Disconnect');
    await connect(testApp.app, organization, 'linkedin', MARGARET);
    await addAccounts(organization, 'linkedin', MARGARET, [
      linkedin.accounts.apollo,
      linkedin.accounts.hamilton,
    ]);

    const response = await callAds(
      testApp.app,
      organization,
      'DELETE',
      'linkedin/ads/platformAccounts',
      {
        email: MARGARET.toUpperCase(),
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      content: { email: MARGARET, disconnectedAdAccounts: 2 },
    });
    expect(await listPlatformAccounts(testApp.app, organization, 'linkedin')).toEqual([]);
    const accounts = await listAdAccounts(testApp.app, organization, 'linkedin');
    expect(accounts.map((account) => [account.connectionStatus, account.enabled])).toEqual([
      ['NOT_CONNECTED', false],
      ['NOT_CONNECTED', false],
    ]);
    const row = await findLoginRow(organization, MARGARET);
    expect(row).toMatchObject({
      connectionStatus: 'NOT_CONNECTED',
      accessTokenSealed: null,
      refreshTokenSealed: null,
    });

    const again = await callAds(
      testApp.app,
      organization,
      'DELETE',
      'linkedin/ads/platformAccounts',
      {
        email: MARGARET,
      },
    );
    expect(again.statusCode).toBe(404);

    await connect(testApp.app, organization, 'linkedin', MARGARET);
    const restored = await listAdAccounts(testApp.app, organization, 'linkedin');
    expect(restored.map((account) => account.connectionStatus)).toEqual(['CONNECTED', 'CONNECTED']);
  });
});
