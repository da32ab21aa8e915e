import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdPlatform } from '../../src/ad-platform.js';
import { createGooglePlatform } from '../../src/google/google-platform.js';
import { sandboxPlatformUrls } from '../../src/platform-urls.js';
import {
  connectLogin,
  createContractHttp,
  createLoginCredentials,
  startSandbox,
  type SandboxHarness,
} from './sandbox-harness.js';

// Google's get_account_hierarchy pattern against the sandbox's agency (a top manager, five
// sub-managers, 300 usable clients and some cancelled, suspended or closed ones)
// (developers.google.com/google-ads/api/docs/account-management/get-account-hierarchy).

const { logins, customers } = SANDBOX_AD_CATALOG.google;

let harness: SandboxHarness;
let google: AdPlatform;

beforeAll(async () => {
  harness = await startSandbox({ scale: { adsPerScaleAccount: 10 } });
  google = createGooglePlatform({
    ...sandboxPlatformUrls(harness.sandboxUrl).google,
    developerToken: 'contract-developer-token',
    clientId: 'utmost-contract',
    clientSecret: 'contract-secret',
    http: createContractHttp().http,
  });
});

afterAll(async () => {
  await harness.close();
});

describe('Google account hierarchy over the sandbox', () => {
  it('offers the 300 usable clients at every depth, each with its managers and usable at once', async () => {
    const credentials = createLoginCredentials(
      google.oauth,
      await connectLogin(google.oauth, logins.barbara),
    );
    const accounts = await google.listAdAccounts(credentials);
    expect(accounts).toHaveLength(300);
    expect(new Set(accounts.map((account) => account.status))).toEqual(new Set(['ENABLED']));
    const depths = new Set(accounts.map((account) => account.managerPath.length));
    expect([...depths].sort()).toEqual([1, 2]);
    const deep = accounts.find((account) => account.managerPath.length === 2);
    expect(deep?.managerId).toBe(customers.agencyTopManager);
    expect(deep?.managerPath[0]).toEqual({
      id: customers.agencyTopManager,
      name: 'Meridian (MCC)',
    });
    // A depth-2 client answers through the top manager: no CUSTOMER_NOT_ENABLED, no permission error.
    const ads = google.listAds(credentials, {
      id: deep?.id ?? '',
      managerId: deep?.managerId ?? null,
    });
    for await (const page of ads) expect(page).toEqual([]);
  });
});
