import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdPlatform, PlatformAd } from '../../src/ad-platform.js';
import { collectPages } from '../../src/http/paginate.js';
import { createLinkedInPlatform } from '../../src/linkedin/linkedin-platform.js';
import { LINKEDIN_POST_RESTORE_SCOPES } from '../../src/linkedin/linkedin-scopes.js';
import { sandboxPlatformUrls } from '../../src/platform-urls.js';
import {
  connectLogin,
  createContractHttp,
  createLoginCredentials,
  startSandbox,
  type LoginCredentials,
  type SandboxHarness,
} from './sandbox-harness.js';

// The LinkedIn Marketing client against the real sandbox over HTTP: OAuth, accounts with roles, the
// campaign group -> campaign -> creative walk with cursor paging and posts, PARTIAL_UPDATE, and
// every fault the sandbox injects.

const { logins, accounts } = SANDBOX_AD_CATALOG.linkedin;
const SCALE_CREATIVES = 1_050;
const SITE = 'https://apollo-guidance.example';
const apollo = { id: String(accounts.apollo), managerId: null };
const creativeUrn = (id: number) => `urn:li:sponsoredCreative:${id}`;

let harness: SandboxHarness;
let linkedin: AdPlatform;
let sleeps: number[];

function createPlatform(
  overrides: { pageSize?: number; updateConcurrency?: number; postBatchSize?: number } = {},
): { platform: AdPlatform; sleeps: number[]; urls: string[] } {
  const contractHttp = createContractHttp();
  const urls: string[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    urls.push(String(input));
    return fetch(input, init);
  };
  const platform = createLinkedInPlatform({
    ...sandboxPlatformUrls(harness.sandboxUrl).linkedin,
    clientId: 'utmost-contract',
    clientSecret: 'contract-secret',
    http: { ...contractHttp.http, fetch: recordingFetch },
    ...overrides,
  });
  return { platform, sleeps: contractHttp.sleeps, urls };
}

beforeAll(async () => {
  harness = await startSandbox({ scale: { adsPerScaleAccount: SCALE_CREATIVES } });
  ({ platform: linkedin, sleeps } = createPlatform());
});

afterAll(async () => {
  await harness.close();
});

afterEach(async () => {
  await harness.control('faults', undefined, 'DELETE');
  sleeps.length = 0;
});

async function connect(email: string): Promise<LoginCredentials> {
  return createLoginCredentials(linkedin.oauth, await connectLogin(linkedin.oauth, email));
}

/** Post edits are only for restoring old creative edits: that connect asks to edit posts too. */
async function connectForPostRestore(email: string): Promise<LoginCredentials> {
  return createLoginCredentials(
    linkedin.oauth,
    await connectLogin(linkedin.oauth, email, LINKEDIN_POST_RESTORE_SCOPES),
  );
}

function armFault(fault: Record<string, unknown>): Promise<unknown> {
  return harness.control('faults', { provider: 'linkedin', ...fault });
}

function readAds(
  credentials: LoginCredentials,
  account = apollo,
  platform = linkedin,
  includePaused = true,
): Promise<PlatformAd[]> {
  return collectPages(platform.listAds(credentials, account, { includePaused }));
}

describe('OAuth', () => {
  it('connects without a browser, reads the profile, refreshes and revokes', async () => {
    const tokens = await connectLogin(linkedin.oauth, logins.margaret);
    expect(tokens.refreshToken).not.toBeNull();
    expect(tokens.refreshTokenExpiresAt).not.toBeNull();
    expect(tokens.scopes).toEqual(expect.arrayContaining(['r_ads', 'rw_ads', 'openid']));
    expect(await linkedin.oauth.fetchLoginProfile(tokens.accessToken)).toMatchObject({
      email: logins.margaret,
      name: 'Margaret Hamilton',
    });

    const refreshed = await linkedin.oauth.refreshTokens(tokens.refreshToken ?? '');
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);

    await linkedin.oauth.revokeToken(refreshed.accessToken);
    await expect(linkedin.oauth.refreshTokens(tokens.refreshToken ?? '')).rejects.toMatchObject({
      code: 'AUTH_REVOKED',
    });
  });
});

describe('OAuth faults', () => {
  it('retries a rate-limited userinfo and reports a revoke endpoint that stays down', async () => {
    const tokens = await connectLogin(linkedin.oauth, logins.hedy);
    await armFault({ endpoint: 'userinfo', kind: 'rate_limited', retryAfterSeconds: 4 });
    await expect(linkedin.oauth.fetchLoginProfile(tokens.accessToken)).resolves.toMatchObject({
      email: logins.hedy,
    });
    expect(sleeps).toEqual([4000]);

    await armFault({ endpoint: 'revoke', kind: 'temporarily_unavailable', times: 3 });
    await expect(linkedin.oauth.revokeToken(tokens.accessToken)).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      httpStatus: 503,
    });
  });

  it('ends in AUTH_REVOKED when the forced refresh answers invalid_grant', async () => {
    const credentials = await connect(logins.hedy);
    await armFault({ endpoint: 'linkedin:adAccounts', kind: 'expired_token' });
    await armFault({ endpoint: 'token', kind: 'invalid_grant' });
    await expect(linkedin.listAdAccounts(credentials)).rejects.toMatchObject({
      code: 'AUTH_REVOKED',
      platformCode: 'invalid_grant',
    });
  });
});

describe('listAdAccounts', () => {
  it('joins roles and accounts: VIEWER is read-only', async () => {
    const found = await linkedin.listAdAccounts(await connect(logins.margaret));
    expect(found.map((account) => [account.id, account.name, account.isReadOnly])).toEqual([
      [String(accounts.apollo), 'Apollo Guidance', false],
      [String(accounts.hamilton), 'Hamilton Software', false],
      [String(accounts.draper), 'Draper Laboratory', true],
    ]);
    expect(found[0]).toMatchObject({ currencyCode: 'USD', status: 'ACTIVE', managerId: null });
  });

  it('leaves out cancelled accounts', async () => {
    const found = await linkedin.listAdAccounts(await connect(logins.hedy));
    expect(found.map((account) => account.id)).toEqual([
      String(accounts.frequency),
      String(accounts.films),
    ]);
  });
});

describe('listAds', () => {
  it('walks every format and resolves landing pages by format', async () => {
    const ads = await readAds(await connect(logins.margaret));
    const byId = new Map(ads.map((ad) => [Number(ad.id), ad]));
    // Archived creatives, and everything in archived groups or campaigns, are never listed.
    expect([...byId.keys()].sort()).toEqual([
      808900101, 808900102, 808900103, 808900104, 808900105, 808900106, 808900107, 808900109,
      808900110, 808900111, 808900112, 808900113, 808900114, 808900115, 808900116, 808900117,
      808900118, 808900119, 808900120, 808900121, 808900122, 808900123, 808900124, 808900199,
    ]);
    expect(new Set(ads.map((ad) => ad.hierarchy.campaign.format))).toEqual(
      new Set([
        'TEXT_AD',
        'SPOTLIGHT',
        'SINGLE_VIDEO',
        'STANDARD_UPDATE',
        'CAROUSEL',
        'FOLLOW_COMPANY',
        'JOBS',
        'SPONSORED_INMAIL',
        'SPONSORED_MESSAGE',
        'SPONSORED_UPDATE_EVENT',
        'SPONSORED_UPDATE_NATIVE_DOCUMENT',
      ]),
    );
    expect(byId.get(808900101)).toMatchObject({
      resourceName: creativeUrn(808900101),
      type: 'textAd',
      landingPages: [`${SITE}/`],
      postUrn: null,
      hierarchy: {
        campaign: { id: '708900101', name: 'Text ads', type: 'TEXT_AD', format: 'TEXT_AD' },
        campaignGroup: { id: '608900101', name: 'Always on', status: 'ACTIVE' },
        adGroup: null,
      },
    });
    expect(byId.get(808900102)?.landingPages).toEqual([]);
    expect(byId.get(808900109)).toMatchObject({
      type: 'spotlight',
      landingPages: [`${SITE}/demo?source=spotlight`],
    });
    expect(byId.get(808900110)).toMatchObject({
      type: 'reference',
      postUrn: 'urn:li:ugcPost:7200000000000000101',
      landingPages: [`${SITE}/video`],
    });
    expect(byId.get(808900111)?.landingPages).toEqual([
      `${SITE}/whitepaper?utm_source=linkedin&utm_medium=paid`,
    ]);
    expect(byId.get(808900113)?.landingPages).toEqual([]);
    expect(byId.get(808900114)?.landingPages).toEqual(['not a url at all']);
    // Carousel cards keep their places: the third has no landing page.
    expect(byId.get(808900117)?.landingPages).toEqual([
      `${SITE}/cards/lunar-module`,
      `${SITE}/cards/command-module?utm_campaign=cards`,
      '',
    ]);
    expect(ads.every((ad) => ad.readError === null)).toBe(true);
    expect(byId.get(808900120)).toMatchObject({ postUrn: null, landingPages: [] });
    expect(byId.get(808900107)?.status).toBe('PAUSED');
    expect(byId.get(808900124)?.hierarchy.campaignGroup?.status).toBe('PAUSED');

    const activeOnly = await readAds(await connect(logins.margaret), apollo, linkedin, false);
    expect(activeOnly.every((ad) => ad.status === 'ACTIVE')).toBe(true);
    expect(activeOnly.some((ad) => ad.id === '808900124')).toBe(false);
  });

  it('follows nextPageToken across pages of every finder', async () => {
    const { platform: small } = createPlatform({ pageSize: 2 });
    const credentials = createLoginCredentials(
      small.oauth,
      await connectLogin(small.oauth, logins.margaret),
    );
    const pages: PlatformAd[][] = [];
    for await (const page of small.listAds(credentials, apollo)) pages.push(page);
    expect(pages.length).toBeGreaterThanOrEqual(12);
    expect(pages.every((page) => page.length <= 2)).toBe(true);
    expect(pages.flat()).toHaveLength(24);
  });

  it('reads every creative of the scale account, its posts in batches', async () => {
    const { platform, urls } = createPlatform();
    const credentials = createLoginCredentials(
      platform.oauth,
      await connectLogin(platform.oauth, logins.scale),
    );
    const scale = { id: String(accounts.scale), managerId: null };
    const ads = await readAds(credentials, scale, platform);
    expect(new Set(ads.map((ad) => ad.id)).size).toBe(SCALE_CREATIVES);
    expect(ads.every((ad) => ad.landingPages.length === 1 && ad.readError === null)).toBe(true);
    // 500 sponsored-content creatives (the odd campaigns), 100 a creatives page: 5 BATCH_GETs.
    expect(ads.filter((ad) => ad.postUrn !== null)).toHaveLength(500);
    const postReads = urls.filter((url) => url.includes('/rest/posts'));
    expect(postReads).toHaveLength(5);
    expect(postReads.every((url) => url.includes('/rest/posts?ids=List('))).toBe(true);

    const { platform: smallBatches, urls: smallUrls } = createPlatform({ postBatchSize: 30 });
    const again = await readAds(credentials, scale, smallBatches);
    expect(again.map((ad) => ad.landingPages)).toEqual(ads.map((ad) => ad.landingPages));
    expect(smallUrls.filter((url) => url.includes('/rest/posts?'))).toHaveLength(20);
  });
});

describe('applyUrlChanges', () => {
  it('patches creatives and posts, reports refusals, and reads the changes back', async () => {
    const credentials = await connectForPostRestore(logins.margaret);
    const results = await linkedin.applyUrlChanges(credentials, apollo, [
      {
        resourceName: creativeUrn(808900112),
        postUrn: 'urn:li:share:7100000000000000102',
        landingPage: `${SITE}/pricing?plan=pro&ref=li&utm_source=linkedin#compare`,
      },
      {
        resourceName: creativeUrn(808900114),
        postUrn: 'urn:li:share:7100000000000000104',
        landingPage: 'htp://not valid',
      },
      {
        resourceName: creativeUrn(808900123),
        postUrn: 'urn:li:share:7100000000000000106',
        landingPage: `${SITE}/${'x'.repeat(2000)}`,
      },
      {
        resourceName: creativeUrn(808999999),
        postUrn: 'urn:li:share:7100000000000099999',
        landingPage: `${SITE}/`,
      },
      { resourceName: creativeUrn(808900106), finalUrlSuffix: 'utm_source=linkedin' },
      {
        resourceName: creativeUrn(808900117),
        postUrn: 'urn:li:ugcPost:7200000000000000102',
        contentType: 'reference',
        landingPage: `${SITE}/cards/lunar-module?utm_source=linkedin`,
        landingPages: [
          `${SITE}/cards/lunar-module?utm_source=linkedin`,
          `${SITE}/cards/command-module?utm_campaign=cards&utm_source=linkedin`,
          '',
        ],
      },
    ]);
    expect(results.map((result) => (result.isApplied ? 'applied' : result.error.code))).toEqual([
      'applied',
      'INVALID_HREF',
      'INVALID_HREF',
      'NO_CREATIVE_FOUND',
      'NOT_SUPPORTED',
      'NOT_SUPPORTED',
    ]);

    const byId = new Map((await readAds(credentials)).map((ad) => [Number(ad.id), ad]));
    expect(byId.get(808900112)?.landingPages).toEqual([
      `${SITE}/pricing?plan=pro&ref=li&utm_source=linkedin#compare`,
    ]);
    expect(byId.get(808900114)?.landingPages).toEqual(['not a url at all']);
    // The carousel is refused, not half-written: neither its cards nor its post changed.
    expect(byId.get(808900117)?.landingPages[0]).toBe(`${SITE}/cards/lunar-module`);
  });

  it('refuses writes on an account where the login is only a VIEWER', async () => {
    const credentials = await connect(logins.margaret);
    const draper = { id: String(accounts.draper), managerId: null };
    const [ad] = await readAds(credentials, draper);
    const results = await linkedin.applyUrlChanges(credentials, draper, [
      {
        resourceName: ad?.resourceName ?? '',
        campaignTrackingParameters: {
          campaignId: ad?.hierarchy.campaign.id ?? '',
          dynamic: {},
          custom: { utm_source: 'linkedin' },
        },
      },
    ]);
    expect(results[0]).toMatchObject({
      isApplied: false,
      error: { code: 'NO_PERMISSIONS', httpStatus: 403 },
    });
  });
});

describe('faults', () => {
  it('waits out a 429 for its Retry-After, then succeeds', async () => {
    const credentials = await connect(logins.margaret);
    await armFault({ endpoint: 'linkedin:creatives', kind: 'rate_limited', retryAfterSeconds: 3 });
    expect(await readAds(credentials)).toHaveLength(24);
    expect(sleeps).toEqual([3000]);
  });

  it('reports RATE_LIMITED with the wait when the limit stays', async () => {
    const credentials = await connect(logins.margaret);
    await armFault({
      endpoint: 'linkedin:adAccounts',
      kind: 'rate_limited',
      retryAfterSeconds: 7,
      times: 3,
    });
    await expect(linkedin.listAdAccounts(credentials)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 7,
      httpStatus: 429,
    });
  });

  it('retries 5xx answers and gives up with SERVER_ERROR after the last attempt', async () => {
    const credentials = await connect(logins.margaret);
    await armFault({ endpoint: 'linkedin:campaigns', kind: 'server_error' });
    expect(await readAds(credentials)).toHaveLength(24);
    expect(sleeps).toHaveLength(1);

    // Apollo's posts come in one BATCH_GET: it recovers on its retries, or fails the listing.
    await armFault({ endpoint: 'linkedin:posts', kind: 'temporarily_unavailable', times: 2 });
    expect(await readAds(credentials)).toHaveLength(24);
    await armFault({ endpoint: 'linkedin:posts', kind: 'temporarily_unavailable', times: 3 });
    await expect(readAds(credentials)).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      httpStatus: 503,
    });

    await armFault({
      endpoint: 'linkedin:campaignGroups',
      kind: 'temporarily_unavailable',
      times: 3,
    });
    await expect(readAds(credentials)).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      httpStatus: 503,
    });
  });

  it('maps permission denied to NO_PERMISSIONS', async () => {
    const credentials = await connect(logins.margaret);
    await armFault({ endpoint: 'linkedin:campaignGroups', kind: 'permission_denied' });
    await expect(readAds(credentials)).rejects.toMatchObject({ code: 'NO_PERMISSIONS' });
    await armFault({ endpoint: 'linkedin:adAccountUsers', kind: 'permission_denied' });
    await expect(linkedin.listAdAccounts(credentials)).rejects.toMatchObject({
      code: 'NO_PERMISSIONS',
    });
  });

  it('reports a conflict on the change it hit and applies the others', async () => {
    const credentials = await connectForPostRestore(logins.margaret);
    await armFault({ endpoint: 'linkedin:partialUpdate', kind: 'conflict' });
    const { platform: sequential } = createPlatform({ updateConcurrency: 1 });
    const results = await sequential.applyUrlChanges(credentials, apollo, [
      {
        resourceName: creativeUrn(808900123),
        postUrn: 'urn:li:share:7100000000000000106',
        landingPage: `${SITE}/guide.pdf?v=2`,
      },
      {
        resourceName: creativeUrn(808900114),
        postUrn: 'urn:li:share:7100000000000000104',
        landingPage: `${SITE}/fixed`,
      },
    ]);
    expect(results.map((result) => (result.isApplied ? 'applied' : result.error.code))).toEqual([
      'CONFLICT',
      'applied',
    ]);
  });

  it('refreshes an expired access token once and carries on', async () => {
    const credentials = await connect(logins.margaret);
    await armFault({ endpoint: 'linkedin:adAccounts', kind: 'expired_token' });
    expect(await linkedin.listAdAccounts(credentials)).toHaveLength(3);
    expect(credentials.refreshCount).toBe(1);

    await harness.control('expire-tokens', { provider: 'linkedin', email: logins.margaret });
    expect(await readAds(credentials)).toHaveLength(24);
    expect(credentials.refreshCount).toBe(2);
  });

  it('ends in AUTH_REVOKED when the grant is revoked', async () => {
    const credentials = await connect(logins.hedy);
    await armFault({ endpoint: 'linkedin:creatives', kind: 'revoked_token' });
    await expect(
      readAds(credentials, { id: String(accounts.frequency), managerId: null }),
    ).rejects.toMatchObject({ code: 'AUTH_REVOKED' });

    const other = await connect(logins.tim);
    await harness.control('revoke', { provider: 'linkedin', email: logins.tim });
    await expect(linkedin.listAdAccounts(other)).rejects.toMatchObject({ code: 'AUTH_REVOKED' });
  });

  it('tolerates added latency', async () => {
    const credentials = await connect(logins.margaret);
    await armFault({ endpoint: 'linkedin:adAccountUsers', kind: 'delay', delayMs: 150 });
    const started = performance.now();
    expect(await linkedin.listAdAccounts(credentials)).toHaveLength(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});
