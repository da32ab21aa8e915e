import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { connectLogin, readOutcome } from '../helpers/platform-connect.js';
import { createOrganization, listStoredLogins } from './ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from './sandbox-control.js';

// Google's granular consent lets a person untick the Google Ads permission and still sign in
// (https://developers.google.com/identity/protocols/oauth2/resources/granular-permissions). The
// sandbox's Dorothy Vaughan does that: the token answer's scope lacks adwords.

const DOROTHY = 'dorothy.vaughan@sandbox.google.test';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV });
});

afterAll(async () => {
  await testApp.close();
});

describe('a Google grant without the adwords scope', () => {
  it('ends the connect with scope_missing and stores no login', async () => {
    const organization = await createOrganization(testApp, 'UntickedAds');
    const done = await connectLogin(testApp.app, organization.cookie, {
      platform: 'google',
      organizationId: organization.id,
      loginHint: DOROTHY,
    });
    expect(readOutcome(done)).toEqual({ status: 'false', error: 'scope_missing' });
    expect(await listStoredLogins(testApp, organization.owner, 'google')).toEqual([]);
  });
});
