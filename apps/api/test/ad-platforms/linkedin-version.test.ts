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
