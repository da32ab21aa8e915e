import { RUN_ERROR_MESSAGES } from '@utmost/ads-sdk';
import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  addPayload,
  callAds,
  connect,
  createOrganization,
  listPlatformAccounts,
  type Organization,
} from './ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from './sandbox-control.js';
import { APOLLO, prepareAccount, RUN_TEST_ENV, startRun } from '../runs/run-fixtures.js';

// A server set up with a LinkedIn-Version LinkedIn has sunset (202510, sunset on 2026-10-15 per
// https://learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations): the sandbox
// answers every Marketing call 426 NONEXISTENT_VERSION, and the marketer is told the administrator
// must act, not to reconnect or to retry.

const { linkedin } = SANDBOX_AD_CATALOG;
const MARGARET = linkedin.logins.margaret;

let testApp: TestApp;
let organization: Organization;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { ...AD_PLATFORM_TEST_ENV, LINKEDIN_ADS_API_VERSION: '202510' },
  });
  organization = await createOrganization(testApp, 'SunsetVersion');
  // Sign-in and userinfo are not versioned: the login connects, its accounts cannot be read.
  await connect(testApp.app, organization, 'linkedin', MARGARET);
});

afterAll(async () => {
  await testApp.close();
});

describe('a sunset LinkedIn-Version', () => {
  it('lists the login with the configuration error instead of its accounts', async () => {
    const [login] = await listPlatformAccounts(testApp.app, organization, 'linkedin');
    expect(login).toMatchObject({
      email: MARGARET,
      connectionStatus: 'CONNECTED',
      connectionError: RUN_ERROR_MESSAGES.CONFIGURATION_ERROR,
      accounts: [],
    });
  });

  it('refuses adding an account with the same clear message', async () => {
    const response = await callAds(
      testApp.app,
      organization,
      'POST',
      'linkedin/ads/accounts',
      addPayload(organization, 'linkedin', MARGARET, [linkedin.accounts.draper]),
    );
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      error: { code: 'PLATFORM_ERROR', message: RUN_ERROR_MESSAGES.CONFIGURATION_ERROR },
    });
  });
});

describe('a run under a sunset LinkedIn-Version', () => {
  it('fails with CONFIGURATION_ERROR, not UNKNOWN', async () => {
    // The account is added while the version is live, then the server restarts on 202510.
    const live = await buildTestApp({ env: RUN_TEST_ENV });
    const sunset = await buildTestApp({
      testDatabase: live.testDatabase,
      runWorkers: true,
      env: { ...RUN_TEST_ENV, LINKEDIN_ADS_API_VERSION: '202510' },
    });
    try {
      const owner = await createOrganization(live, 'SunsetRun');
      await prepareAccount(live.app, owner, 'linkedin', APOLLO);
      // Tokens come from the restarted server's own sandbox: connecting is not versioned.
      await connect(sunset.app, owner, 'linkedin', APOLLO.login);
      const [outcome] = (
        await startRun(sunset.app, owner, 'linkedin', [APOLLO.resourceName])
      ).json<{ content: { state: string; reason: string | null }[] }>().content;
      expect(outcome).toMatchObject({ state: 'failed', reason: 'CONFIGURATION_ERROR' });
    } finally {
      await sunset.close();
      await live.close();
    }
  });
});
