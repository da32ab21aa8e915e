import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINKEDIN_POST_RESTORE_SCOPES } from '../../src/linkedin/linkedin-scopes.js';
import type { AdPlatform, PlatformAd } from '../../src/ad-platform.js';
import { collectPages } from '../../src/http/paginate.js';
import { CREATIVE_LANDING_PAGE_NOT_UPDATABLE } from '../../src/linkedin/linkedin-update.js';
import {
  connectContractClient,
  startSandbox,
  type LoginCredentials,
  type SandboxHarness,
} from './sandbox-harness.js';

// What LinkedIn does not let a client change on creatives and posts, so that Utmost tags through the
// campaign's tracking parameters instead. Sources in each describe.

const { logins, accounts } = SANDBOX_AD_CATALOG.linkedin;
const SITE = 'https://apollo-guidance.example';
const apollo = { id: String(accounts.apollo), managerId: null };
const ARTICLE_CREATIVE = 'urn:li:sponsoredCreative:808900111';
const ARTICLE_POST = 'urn:li:share:7100000000000000101';
const BOOSTED_CREATIVE = 'urn:li:sponsoredCreative:808900116';
const BOOSTED_POST = 'urn:li:share:7100000000000000108';

let harness: SandboxHarness;
let linkedin: AdPlatform;
let credentials: LoginCredentials;

beforeAll(async () => {
  harness = await startSandbox();
  // Post edits happen only when restoring an old creative edit: that connect asks to edit posts.
  ({ client: linkedin, credentials } = await connectContractClient(
    harness,
    'linkedin',
    logins.margaret,
    LINKEDIN_POST_RESTORE_SCOPES,
  ));
});

afterAll(async () => {
  await harness.close();
});

async function readAd(resourceName: string): Promise<PlatformAd | undefined> {
  const ads = await collectPages(linkedin.listAds(credentials, apollo));
  return ads.find((ad) => ad.resourceName === resourceName);
}

async function partialUpdate(path: string, patch: unknown) {
  const response = await fetch(`${harness.sandboxUrl}/linkedin-api/rest/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await credentials.getAccessToken()}`,
      'linkedin-version': '202606',
      'x-restli-protocol-version': '2.0.0',
      'x-restli-method': 'PARTIAL_UPDATE',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ patch }),
  });
  return { status: response.status, body: (await response.text()) || null };
}

describe('text and spotlight landing pages are not updatable (Creatives API updatable fields; platform-apis.md Corrections)', () => {
  it('the client refuses them before sending, and the sandbox refuses them too', async () => {
    const [text, spotlight] = await linkedin.applyUrlChanges(credentials, apollo, [
      { resourceName: 'urn:li:sponsoredCreative:808900101', landingPage: `${SITE}/?utm_source=li` },
      {
        resourceName: 'urn:li:sponsoredCreative:808900109',
        contentType: 'spotlight',
        landingPage: `${SITE}/demo?utm_source=li`,
      },
    ]);
    for (const result of [text, spotlight]) {
      expect(result).toMatchObject({
        isApplied: false,
        error: { code: 'NOT_SUPPORTED', message: CREATIVE_LANDING_PAGE_NOT_UPDATABLE },
      });
    }
    const raw = await partialUpdate(
      `adAccounts/${apollo.id}/creatives/${encodeURIComponent('urn:li:sponsoredCreative:808900101')}`,
      { content: { textAd: { $set: { landingPage: `${SITE}/?utm_source=li` } } } },
    );
    expect(raw.status).toBe(400);
    expect(raw.body).toContain('FIELD_NOT_UPDATABLE');
    expect((await readAd('urn:li:sponsoredCreative:808900101'))?.landingPages).toEqual([
      `${SITE}/`,
    ]);
  });
});

describe('article ads ignore contentLandingPage (Post schema: "ignored … for article ads", learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/post-api-schema)', () => {
  it('accepts the patch but the destination read back stays content.article.source', async () => {
    const original = (await readAd(ARTICLE_CREATIVE))?.landingPages;
    expect(original).toEqual([`${SITE}/whitepaper?utm_source=linkedin&utm_medium=paid`]);
    expect((await readAd(ARTICLE_CREATIVE))?.postKind).toBe('article');
    const [result] = await linkedin.applyUrlChanges(credentials, apollo, [
      {
        resourceName: ARTICLE_CREATIVE,
        postUrn: ARTICLE_POST,
        landingPage: `${SITE}/whitepaper?utm_source=utmost`,
      },
    ]);
    // LinkedIn answers 204: only reading the destination back shows that nothing changed.
    expect(result?.isApplied).toBe(true);
    expect((await readAd(ARTICLE_CREATIVE))?.landingPages).toEqual(original);
  });
});

describe('boosted organic posts cannot be edited (Posts API: dark posts are feedDistribution NONE) [refusal wording unconfirmed]', () => {
  it('lists the post as boosted_organic and refuses its PARTIAL_UPDATE', async () => {
    expect((await readAd(BOOSTED_CREATIVE))?.postKind).toBe('boosted_organic');
    expect((await readAd('urn:li:sponsoredCreative:808900112'))?.postKind).toBe('sponsored_only');
    const [result] = await linkedin.applyUrlChanges(credentials, apollo, [
      { resourceName: BOOSTED_CREATIVE, postUrn: BOOSTED_POST, landingPage: `${SITE}/x` },
    ]);
    expect(result).toMatchObject({ isApplied: false, error: { httpStatus: 400 } });
    expect((await readAd(BOOSTED_CREATIVE))?.landingPages).toEqual([`${SITE}/lead-magnet`]);
  });
});
