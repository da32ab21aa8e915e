import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdPlatform } from '../../src/ad-platform.js';
import { createGooglePlatform } from '../../src/google/google-platform.js';
import { collectPages } from '../../src/http/paginate.js';
import { sandboxPlatformUrls } from '../../src/platform-urls.js';
import {
  connectLogin,
  createContractHttp,
  createLoginCredentials,
  startSandbox,
  type LoginCredentials,
  type SandboxHarness,
  createSandboxGoogle,
} from './sandbox-harness.js';

// Google Ads API access under the current policy, against the sandbox: no developer token, the
// Cloud project's access level, the daily operations quota, and ads that are not enabled.

const { logins, customers } = SANDBOX_AD_CATALOG.google;
const engines = { id: customers.engines, managerId: null };
const adName = (id: string) => `customers/${customers.engines}/ads/${id}`;

let harness: SandboxHarness;
let google: AdPlatform;
let credentials: LoginCredentials;
let sleeps: number[];
const sentHeaders: Record<string, string>[] = [];

beforeAll(async () => {
  harness = await startSandbox();
  // No developerToken: optional since the sunset.
  ({ google, sleeps } = createSandboxGoogle(harness, {
    observe: (_input, init) => {
      sentHeaders.push(Object.fromEntries(new Headers(init?.headers).entries()));
    },
  }));
  credentials = createLoginCredentials(google.oauth, await connectLogin(google.oauth, logins.ada));
});

afterAll(async () => {
  await harness.close();
});

afterEach(async () => {
  await harness.control('faults', undefined, 'DELETE');
  sleeps.length = 0;
  sentHeaders.length = 0;
});

function armFault(fault: Record<string, unknown>): Promise<unknown> {
  return harness.control('faults', { provider: 'google', ...fault });
}

describe('developer token (sunset on 2026-09-09: developers.google.com/google-ads/api/docs/api-policy/developer-token)', () => {
  it('calls the API without a developer-token header when none is configured', async () => {
    const accounts = await google.listAdAccounts(credentials);
    expect(accounts.length).toBeGreaterThan(0);
    const apiCalls = sentHeaders.filter((headers) => headers.authorization);
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.every((headers) => !('developer-token' in headers))).toBe(true);
  });
});

describe('access level of the Cloud project (authorization_error.proto v25, CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION = 32)', () => {
  it('reports a Test-access project as an operator configuration error, not the login’s permissions', async () => {
    await armFault({ endpoint: 'google-ads:search', kind: 'cloud_project_not_approved', times: 5 });
    await expect(collectPages(google.listAds(credentials, engines))).rejects.toMatchObject({
      code: 'CONFIGURATION_ERROR',
      httpStatus: 403,
      platformCode: 'authorizationError.CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION',
    });
  });
});

describe('quota (QuotaErrorEnum: RESOURCE_EXHAUSTED vs RESOURCE_TEMPORARILY_EXHAUSTED)', () => {
  it('does not retry the daily operations quota and stops sending later batches', async () => {
    const batched = createGooglePlatform({
      ...sandboxPlatformUrls(harness.sandboxUrl).google,
      clientId: 'utmost-contract',
      clientSecret: 'contract-secret',
      mutateBatchSize: 1,
      http: createContractHttp().http,
    });
    const login = createLoginCredentials(
      batched.oauth,
      await connectLogin(batched.oauth, logins.ada),
    );
    await armFault({ endpoint: 'google-ads:mutate', kind: 'daily_quota', times: 1 });
    const results = await batched.applyUrlChanges(login, engines, [
      { resourceName: adName('41000000301'), finalUrlSuffix: 'utm_source=google' },
      { resourceName: adName('41000000303'), finalUrlSuffix: 'utm_source=google' },
    ]);
    // One fault armed: had the second batch been sent, it would have succeeded.
    expect(
      results.map((result) => (result.isApplied ? 'applied' : result.error.platformCode)),
    ).toEqual(['quotaError.RESOURCE_EXHAUSTED', 'quotaError.RESOURCE_EXHAUSTED']);
    expect(
      results.every((result) => !result.isApplied && result.error.code === 'RATE_LIMITED'),
    ).toBe(true);
  });

  it('waits out a short-term throttle sent with the same code, and goes on', async () => {
    await armFault({
      endpoint: 'google-ads:search',
      kind: 'quota_throttle',
      times: 1,
      retryAfterSeconds: 30,
    });
    const ads = await collectPages(google.listAds(credentials, engines));
    expect(ads.length).toBeGreaterThan(0);
    expect(sleeps).toEqual([30_000]);
  });

  it('does not wait for the daily quota at the HTTP layer either', async () => {
    await armFault({ endpoint: 'google-ads:search', kind: 'daily_quota', times: 3 });
    await expect(collectPages(google.listAds(credentials, engines))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      platformCode: 'quotaError.RESOURCE_EXHAUSTED',
    });
    expect(sleeps).toEqual([]);
  });
});

describe('ads that are not enabled (ad_error.proto: UPDATING_AD_WITH_NO_ENABLED_ASSOCIATION = 139)', () => {
  it('reports a paused ad’s refusal as not supported, with a reason a marketer can act on', async () => {
    const [paused] = await google.applyUrlChanges(credentials, engines, [
      { resourceName: adName('41000000314'), finalUrlSuffix: 'utm_source=google' },
    ]);
    expect(paused).toMatchObject({
      isApplied: false,
      error: {
        code: 'NOT_SUPPORTED',
        platformCode: 'adError.UPDATING_AD_WITH_NO_ENABLED_ASSOCIATION',
        // Named from the error's trigger (the ad group ad that is not enabled), so the marketer
        // knows which ad to enable where.
        message: expect.stringMatching(/^Ad 41000000314 is paused in ad group 31000000301: /),
      },
    });
  });
});
