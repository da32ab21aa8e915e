import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdPlatform, PlatformAd } from '../../src/ad-platform.js';
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

// The Google Ads client against the real sandbox over HTTP: OAuth, accounts (with a manager),
// paging, mutate with partial failure, search terms, and every fault the sandbox injects.

const { logins, customers } = SANDBOX_AD_CATALOG.google;
const SCALE_ADS = 20_500; // three pages of Google's fixed 10,000 rows
const engines = { id: customers.engines, managerId: null };
const adName = (id: string) => `customers/${customers.engines}/ads/${id}`;

let harness: SandboxHarness;
let google: AdPlatform;
let sleeps: number[];

beforeAll(async () => {
  harness = await startSandbox({ scale: { adsPerScaleAccount: SCALE_ADS } });
  ({ google, sleeps } = createSandboxGoogle(harness, {
    developerToken: 'contract-developer-token',
  }));
});

afterAll(async () => {
  await harness.close();
});

afterEach(async () => {
  await harness.control('faults', undefined, 'DELETE');
  sleeps.length = 0;
});

async function connect(email: string): Promise<LoginCredentials> {
  return createLoginCredentials(google.oauth, await connectLogin(google.oauth, email));
}

function armFault(fault: Record<string, unknown>): Promise<unknown> {
  return harness.control('faults', { provider: 'google', ...fault });
}

async function readAds(
  credentials: LoginCredentials,
  account: { id: string; managerId: string | null },
  includePaused = true,
): Promise<PlatformAd[]> {
  return collectPages(google.listAds(credentials, account, { includePaused }));
}

describe('OAuth', () => {
  it('connects without a browser, reads the profile, refreshes and revokes', async () => {
    const tokens = await connectLogin(google.oauth, logins.ada);
    expect(tokens.refreshToken).not.toBeNull();
    expect(tokens.scopes).toContain('https://www.googleapis.com/auth/adwords');
    expect(tokens.accessTokenExpiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect(await google.oauth.fetchLoginProfile(tokens.accessToken)).toMatchObject({
      email: logins.ada,
    });

    const refreshed = await google.oauth.refreshTokens(tokens.refreshToken ?? '');
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(refreshed.refreshToken).toBeNull(); // Google keeps the refresh token as it was

    await google.oauth.revokeToken(tokens.refreshToken ?? '');
    await expect(google.oauth.refreshTokens(tokens.refreshToken ?? '')).rejects.toMatchObject({
      code: 'AUTH_REVOKED',
    });
    await expect(google.oauth.fetchLoginProfile(refreshed.accessToken)).rejects.toMatchObject({
      code: 'AUTH_REVOKED',
    });
    // Revoking what is already revoked is not an error.
    await expect(google.oauth.revokeToken(tokens.refreshToken ?? '')).resolves.toBeUndefined();
  });

  it('retries a rate-limited refresh and reports invalid_grant as AUTH_REVOKED', async () => {
    const tokens = await connectLogin(google.oauth, logins.ada);
    await armFault({ endpoint: 'token', kind: 'rate_limited', retryAfterSeconds: 1 });
    await expect(google.oauth.refreshTokens(tokens.refreshToken ?? '')).resolves.toBeDefined();
    expect(sleeps).toEqual([1000]);
    await armFault({ endpoint: 'token', kind: 'invalid_grant' });
    await expect(google.oauth.refreshTokens(tokens.refreshToken ?? '')).rejects.toMatchObject({
      code: 'AUTH_REVOKED',
    });
  });
});

describe('listAdAccounts', () => {
  it('lists direct customers, with the unnamed one, in the order Google gives', async () => {
    const accounts = await google.listAdAccounts(await connect(logins.ada));
    expect(accounts.map((account) => [account.id, account.name, account.managerId])).toEqual([
      [customers.hearthly, 'Hearthly', null],
      [customers.sproutstrong, 'Sproutstrong', null],
      [customers.engines, 'Analytical Engines Ltd', null],
      [customers.noname, null, null],
    ]);
    expect(accounts[0]).toMatchObject({ currencyCode: 'EUR', status: 'ENABLED' });
  });

  it('lists the clients of a manager with the manager to reach them through', async () => {
    const accounts = await google.listAdAccounts(await connect(logins.grace));
    expect(
      accounts
        .map((account) => [account.id, account.managerId])
        .sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? '')),
    ).toEqual([
      [customers.consulting, null],
      [customers.coffee, customers.agencyManager],
      [customers.watches, customers.agencyManager],
    ]);
  });

  it('marks test accounts and answers an empty list for a login without accounts', async () => {
    expect(await google.listAdAccounts(await connect(logins.katherine))).toEqual([
      expect.objectContaining({ id: customers.orbital, isTestAccount: true }),
    ]);
    expect(await google.listAdAccounts(await connect(logins.alan))).toEqual([]);
  });
});

describe('listAds', () => {
  it('reads every ad of the scale account across 10,000-row pages', async () => {
    const credentials = await connect(logins.scale);
    const pageSizes: number[] = [];
    const ids = new Set<string>();
    for await (const page of google.listAds(credentials, {
      id: customers.scale,
      managerId: null,
    })) {
      pageSizes.push(page.length);
      for (const ad of page) ids.add(ad.id);
    }
    expect(pageSizes).toEqual([10_000, 10_000, 500]);
    expect(ids.size).toBe(SCALE_ADS);
  });

  it('reads every campaign type and awkward ad, never removed ones', async () => {
    const credentials = await connect(logins.ada);
    const ads = await readAds(credentials, engines);
    const byId = new Map(ads.map((ad) => [ad.id, ad]));
    // Performance Max and Local Services campaigns have no ad_group_ad rows, as at Google.
    expect([...new Set(ads.map((ad) => ad.hierarchy.campaign.type))].sort()).toEqual([
      'DEMAND_GEN',
      'DISCOVERY',
      'DISPLAY',
      'HOTEL',
      'LOCAL',
      'MULTI_CHANNEL',
      'SEARCH',
      'SHOPPING',
      'SMART',
      'TRAVEL',
      'UNKNOWN',
      'UNSPECIFIED',
      'VIDEO',
    ]);
    // 37 seeded: the removed ad, the ad in a removed ad group and the one in a removed campaign go.
    expect(ads).toHaveLength(34);
    for (const removed of ['41000000315', '41000000317', '41000000319'])
      expect(byId.has(removed)).toBe(false);
    expect(byId.get('41000000306')?.landingPages).toEqual([]);
    expect(byId.get('41000000302')).toMatchObject({
      finalUrlSuffix: 'utm_source=google&utm_medium=cpc&utm_campaign=engines',
      trackingUrlTemplate: '{lpurl}?ad_track={creative}',
      urlCustomParameters: [{ key: 'promo', value: 'spring24' }],
      resourceName: adName('41000000302'),
      hierarchy: { adGroup: { id: '31000000301' } },
    });
    expect(byId.get('41000000314')?.status).toBe('PAUSED');

    const enabledOnly = await readAds(credentials, engines, false);
    expect(enabledOnly.some((ad) => ad.id === '41000000314')).toBe(false);
    expect(enabledOnly.every((ad) => ad.status === 'ENABLED')).toBe(true);
    expect(enabledOnly.length).toBeLessThan(ads.length);
  });

  it('reaches a client only through its manager (login-customer-id)', async () => {
    const credentials = await connect(logins.grace);
    const ads = await readAds(credentials, {
      id: customers.coffee,
      managerId: customers.agencyManager,
    });
    expect(ads.length).toBeGreaterThan(0);
    await expect(
      readAds(credentials, { id: customers.coffee, managerId: null }),
    ).rejects.toMatchObject({
      code: 'NO_PERMISSIONS',
      platformCode: 'authorizationError.USER_PERMISSION_DENIED',
    });
  });
});

describe('applyUrlChanges', () => {
  it('applies changes, reports per-operation failures by index, and reads the changes back', async () => {
    const credentials = await connect(logins.ada);
    const results = await google.applyUrlChanges(credentials, engines, [
      { resourceName: adName('41000000301'), finalUrlSuffix: 'utm_source=google&utm_medium=cpc' },
      { resourceName: adName('41000000320'), finalUrlSuffix: 'utm_source=google' }, // TEXT_AD
      { resourceName: adName('41000000303'), trackingUrlTemplate: '{lpurl}?utm_source=google' },
      { resourceName: adName('41000000305'), finalUrlSuffix: '?bad' },
      { resourceName: adName('49999999999'), finalUrlSuffix: 'a=b' },
      {
        resourceName: adName('41000000304'),
        landingPage: 'https://analytical-engines.example/offers',
      },
    ]);
    expect(results.map((result) => (result.isApplied ? 'applied' : result.error.code))).toEqual([
      'applied',
      'NOT_SUPPORTED',
      'applied',
      'INVALID_HREF',
      'NO_CREATIVE_FOUND',
      'applied',
    ]);
    expect(results[3]).toMatchObject({
      error: { platformCode: 'urlFieldError.FINAL_URL_SUFFIX_MALFORMED' },
    });

    const byId = new Map((await readAds(credentials, engines)).map((ad) => [ad.id, ad]));
    expect(byId.get('41000000301')?.finalUrlSuffix).toBe('utm_source=google&utm_medium=cpc');
    expect(byId.get('41000000303')?.trackingUrlTemplate).toBe('{lpurl}?utm_source=google');
    expect(byId.get('41000000304')?.landingPages).toEqual([
      'https://analytical-engines.example/offers',
    ]);
    expect(byId.get('41000000305')?.finalUrlSuffix).toBeNull();

    // Clearing a field: an empty value under the mask.
    await google.applyUrlChanges(credentials, engines, [
      { resourceName: adName('41000000301'), finalUrlSuffix: '' },
    ]);
    const cleared = (await readAds(credentials, engines)).find((ad) => ad.id === '41000000301');
    expect(cleared?.finalUrlSuffix).toBeNull();
  });

  it('splits changes into batches and keeps one result per change', async () => {
    const credentials = await connect(logins.scale);
    const batched = createGooglePlatform({
      ...sandboxPlatformUrls(harness.sandboxUrl).google,
      developerToken: 'contract-developer-token',
      clientId: 'utmost-contract',
      clientSecret: 'contract-secret',
      mutateBatchSize: 7,
      http: createContractHttp().http,
    });
    const scale = { id: customers.scale, managerId: null };
    const firstPage = (await batched.listAds(credentials, scale)[Symbol.asyncIterator]().next())
      .value as PlatformAd[];
    const targets = firstPage.slice(0, 20);
    const results = await batched.applyUrlChanges(
      credentials,
      scale,
      targets.map((ad) => ({
        resourceName: ad.resourceName,
        finalUrlSuffix: `utm_content=${ad.id}`,
      })),
    );
    expect(results.map((result) => result.resourceName)).toEqual(
      targets.map((ad) => ad.resourceName),
    );
    expect(results.every((result) => result.isApplied)).toBe(true);
  });
});

describe('listSearchTerms', () => {
  it('reads search terms with metrics as numbers and the keyword that triggered them', async () => {
    const credentials = await connect(logins.ada);
    const terms = await collectPages(
      google.listSearchTerms!(credentials, { id: customers.hearthly, managerId: null }),
    );
    expect(terms.length).toBeGreaterThan(10);
    expect(terms.every((term) => /^\d{4}-\d{2}-\d{2}$/.test(term.date))).toBe(true);
    const totalClicks = terms.reduce((sum, term) => sum + term.clicks, 0);
    expect(totalClicks).toBeGreaterThan(0);
    expect(terms.every((term) => Number.isFinite(term.costMicros) && term.searchTerm !== '')).toBe(
      true,
    );
    expect(terms.find((term) => term.searchTerm === 'priceleap')?.keyword).toEqual({
      text: 'home insurance cork',
      matchType: 'BROAD',
      adGroupCriterion: 'customers/4120000001/adGroupCriteria/31000000104~51000000101',
    });
  });
});

describe('faults', () => {
  it('waits out a 429 for its Retry-After, then succeeds', async () => {
    const credentials = await connect(logins.ada);
    await armFault({ endpoint: 'google-ads:search', kind: 'rate_limited', retryAfterSeconds: 2 });
    expect((await readAds(credentials, engines)).length).toBeGreaterThan(0);
    expect(sleeps).toEqual([2000]);
  });

  it('reports RATE_LIMITED with the wait when the short-term quota stays exhausted', async () => {
    const credentials = await connect(logins.ada);
    await armFault({
      endpoint: 'google-ads:listAccessibleCustomers',
      kind: 'rate_limited',
      retryAfterSeconds: 5,
      times: 3,
    });
    await expect(google.listAdAccounts(credentials)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 5,
      // The sandbox answers the short-term kind now; the daily one is in google-access.test.ts.
      platformCode: 'quotaError.RESOURCE_TEMPORARILY_EXHAUSTED',
    });
    expect(sleeps).toEqual([5000, 5000]);
  });

  it('retries 5xx answers and gives up with SERVER_ERROR after the last attempt', async () => {
    const credentials = await connect(logins.ada);
    await armFault({ endpoint: 'google-ads:search', kind: 'server_error' });
    expect((await readAds(credentials, engines)).length).toBeGreaterThan(0);
    expect(sleeps).toHaveLength(1);

    await armFault({ endpoint: 'google-ads:search', kind: 'temporarily_unavailable', times: 3 });
    await expect(readAds(credentials, engines)).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      httpStatus: 503,
    });
  });

  it('maps permission denied to NO_PERMISSIONS', async () => {
    const credentials = await connect(logins.ada);
    await armFault({ endpoint: 'google-ads:listAccessibleCustomers', kind: 'permission_denied' });
    await expect(google.listAdAccounts(credentials)).rejects.toMatchObject({
      code: 'NO_PERMISSIONS',
      httpStatus: 403,
    });
  });

  it('reports a conflict on each change of the batch', async () => {
    const credentials = await connect(logins.ada);
    await armFault({ endpoint: 'google-ads:mutate', kind: 'conflict' });
    const results = await google.applyUrlChanges(credentials, engines, [
      { resourceName: adName('41000000301'), finalUrlSuffix: 'a=1' },
      { resourceName: adName('41000000303'), finalUrlSuffix: 'a=2' },
    ]);
    expect(results.map((result) => (result.isApplied ? 'applied' : result.error.code))).toEqual([
      'CONFLICT',
      'CONFLICT',
    ]);
  });

  it('refreshes an expired access token once and carries on', async () => {
    const credentials = await connect(logins.ada);
    await armFault({ endpoint: 'google-ads:search', kind: 'expired_token' });
    expect((await readAds(credentials, engines)).length).toBeGreaterThan(0);
    expect(credentials.refreshCount).toBe(1);

    await harness.control('expire-tokens', { provider: 'google', email: logins.ada });
    expect((await google.listAdAccounts(credentials)).length).toBe(4);
    expect(credentials.refreshCount).toBe(2);
  });

  it('ends in AUTH_REVOKED when the grant is revoked', async () => {
    const credentials = await connect(logins.ada);
    await armFault({ endpoint: 'google-ads:search', kind: 'revoked_token' });
    await expect(readAds(credentials, engines)).rejects.toMatchObject({ code: 'AUTH_REVOKED' });

    const other = await connect(logins.grace);
    await harness.control('revoke', { provider: 'google', email: logins.grace });
    await expect(google.listAdAccounts(other)).rejects.toMatchObject({ code: 'AUTH_REVOKED' });
  });

  it('tolerates added latency', async () => {
    const credentials = await connect(logins.ada);
    await armFault({ endpoint: 'google-ads:listAccessibleCustomers', kind: 'delay', delayMs: 150 });
    const started = performance.now();
    expect((await google.listAdAccounts(credentials)).length).toBe(4);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});
