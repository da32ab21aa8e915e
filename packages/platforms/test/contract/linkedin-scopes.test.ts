import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdPlatform, OAuthTokens } from '../../src/ad-platform.js';
import { collectPages } from '../../src/http/paginate.js';
import { createLinkedInPlatform } from '../../src/linkedin/linkedin-platform.js';
import {
  findLinkedInAbilities,
  LINKEDIN_POST_RESTORE_SCOPES,
  LINKEDIN_SCOPES,
} from '../../src/linkedin/linkedin-scopes.js';
import { findPurposeScopes } from '../../src/oauth/connect-scopes.js';
import { sandboxPlatformUrls } from '../../src/platform-urls.js';
import {
  connectLogin,
  createContractHttp,
  createLoginCredentials,
  REDIRECT_URI,
  startSandbox,
  type SandboxHarness,
} from './sandbox-harness.js';

// LinkedIn scopes and the finders they guard. Sources: the Advertising API product's permissions
// (https://learn.microsoft.com/en-us/linkedin/marketing/increasing-access: r_ads, rw_ads,
// r_organization_social, w_organization_social); the Posts API needs r_organization_social to read
// (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api) and
// LinkedIn refuses a call without it 403 ACCESS_DENIED; adAccountUsers pages by start / count
// (https://learn.microsoft.com/en-us/linkedin/marketing/integrations/ads/account-structure/create-and-manage-account-users).

const { logins, accounts } = SANDBOX_AD_CATALOG.linkedin;
const apollo = { id: String(accounts.apollo), managerId: null };

let harness: SandboxHarness;
let linkedin: AdPlatform;
let urls: string[];

beforeAll(async () => {
  harness = await startSandbox();
  urls = [];
  const recordingFetch: typeof fetch = (input, init) => {
    urls.push(String(input));
    return fetch(input, init);
  };
  linkedin = createLinkedInPlatform({
    ...sandboxPlatformUrls(harness.sandboxUrl).linkedin,
    clientId: 'utmost-contract',
    clientSecret: 'contract-secret',
    http: { ...createContractHttp().http, fetch: recordingFetch },
    pageSize: 2,
  });
});

afterAll(async () => {
  await harness.close();
});

/** A login whose member granted only some scopes (LinkedIn's consent has no per-scope boxes, but an app may lack a product). */
async function connectWithScopes(email: string, scope: string): Promise<OAuthTokens> {
  const authorize = new URL(sandboxPlatformUrls(harness.sandboxUrl).linkedin.authorizeUrl);
  for (const [key, value] of Object.entries({
    response_type: 'code',
    client_id: 'utmost-contract',
    redirect_uri: REDIRECT_URI,
    scope,
    state: 's',
    login_hint: email,
  }))
    authorize.searchParams.set(key, value);
  const callback = new URL(
    (await fetch(authorize, { redirect: 'manual' })).headers.get('location') ?? '',
  );
  return linkedin.oauth.exchangeCode({
    code: callback.searchParams.get('code') ?? '',
    codeVerifier: 'unused-for-linkedin',
    redirectUri: REDIRECT_URI,
  });
}

describe('LinkedIn scopes (learn.microsoft.com increasing-access, Posts API)', () => {
  it('asks for the ads and organization-post scopes and reads what was granted', async () => {
    const tokens = await connectLogin(linkedin.oauth, logins.margaret);
    expect(tokens.scopes).toEqual(expect.arrayContaining([...LINKEDIN_SCOPES]));
    expect(findLinkedInAbilities(tokens.scopes).missing).toEqual([]);
  });

  // Tagging writes campaign tracking parameters (rw_ads) and edits no post; changing a post needs
  // w_organization_social (Posts API), which only a restore of an old post edit asks for.
  it('asks to edit posts only for a restore of old post edits', async () => {
    const plain = await connectLogin(linkedin.oauth, logins.margaret);
    expect(plain.scopes).not.toContain('w_organization_social');
    const change = {
      resourceName: 'urn:li:sponsoredCreative:808900112',
      postUrn: 'urn:li:share:7100000000000000102',
      landingPage: 'https://apollo-guidance.example/pricing',
    };
    const [refused] = await linkedin.applyUrlChanges(
      createLoginCredentials(linkedin.oauth, plain),
      apollo,
      [change],
    );
    expect(refused).toMatchObject({ isApplied: false, error: { code: 'NO_PERMISSIONS' } });

    const restoring = await connectLogin(
      linkedin.oauth,
      logins.margaret,
      findPurposeScopes('linkedin', 'restore_post_edits'),
    );
    expect(restoring.scopes).toEqual(
      expect.arrayContaining([...LINKEDIN_SCOPES, ...LINKEDIN_POST_RESTORE_SCOPES]),
    );
    const [applied] = await linkedin.applyUrlChanges(
      createLoginCredentials(linkedin.oauth, restoring),
      apollo,
      [change],
    );
    expect(applied).toMatchObject({ isApplied: true });
  });

  it('a refused posts read marks the sponsored ads, and the rest of the account still lists', async () => {
    const tokens = await connectWithScopes(logins.margaret, 'openid email profile r_ads rw_ads');
    expect(findLinkedInAbilities(tokens.scopes).missing.map((entry) => entry.ability)).toEqual([
      'read_post_landing_pages',
    ]);
    const credentials = createLoginCredentials(linkedin.oauth, tokens);
    const ads = (await collectPages(linkedin.listAds(credentials, apollo))).flat();
    const sponsored = ads.filter((ad) => ad.postUrn !== null);
    const others = ads.filter((ad) => ad.postUrn === null);
    expect(sponsored.length).toBeGreaterThan(0);
    expect(
      sponsored.every(
        (ad) => ad.readError?.code === 'NO_PERMISSIONS' && ad.readError.httpStatus === 403,
      ),
    ).toBe(true);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((ad) => ad.readError === null)).toBe(true);
    expect(others.some((ad) => ad.landingPages.length > 0)).toBe(true);
  });
});

describe('adAccountUsers paging (start / count)', () => {
  it('reads every role page, so a read-only role beyond the first page still counts', async () => {
    const credentials = createLoginCredentials(
      linkedin.oauth,
      await connectLogin(linkedin.oauth, logins.margaret),
    );
    urls.length = 0;
    const found = await linkedin.listAdAccounts(credentials);
    const roleCalls = urls.filter((url) => url.includes('/adAccountUsers?'));
    expect(roleCalls).toHaveLength(2);
    expect(roleCalls[1]).toContain('start=2&count=2');
    expect(found.find((account) => account.id === String(accounts.draper))?.isReadOnly).toBe(true);
  });
});
