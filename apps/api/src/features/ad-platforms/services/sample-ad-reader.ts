import type { Platform } from '@utmost/ads-sdk';
import { PlatformError, type AdPlatform, type PlatformAd } from '@utmost/platforms';
import { decideAdChange } from '@utmost/tagging';
import type { AdPlatformDependencies } from '../platforms/ad-platform-dependencies.js';
import { isAuthRevoked } from '../platforms/login-credentials.js';
import type { AdAccountRow } from '../repositories/ad-account-repository.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { findPlatformAccountById } from '../repositories/platform-account-repository.js';
import { toPlatformAppError } from '../platforms/platform-app-error.js';

// The sample ad of the template preview: one real ad of the account, read through the platform
// client (the first ads it lists) and cached for a few minutes.

/** Pages of `listAds` looked through for a sample; a Google page alone holds up to 10,000 ads. */
export const SAMPLE_AD_MAX_PAGES = 3;

export function findLandingPage(ad: PlatformAd): string | undefined {
  return ad.landingPages.find((page) => page.trim() !== '');
}

/** Whether a run could tag the ad at all: the engine says so before it looks at any template. */
function isTaggable(ad: PlatformAd, platform: Platform): boolean {
  return (
    decideAdChange({ ad, platform, mode: 'direct', template: null }).status !== 'not_supported'
  );
}

/**
 * The first ad with a landing page that a run could tag; failing that, the first with a landing
 * page (the preview then shows the template without a URL); null when there is none.
 */
async function pickSampleAd(
  pages: AsyncIterable<PlatformAd[]>,
  platform: Platform,
): Promise<PlatformAd | null> {
  let fallback: PlatformAd | null = null;
  let seen = 0;
  for await (const page of pages) {
    for (const ad of page) {
      if (ad.readError !== null || findLandingPage(ad) === undefined) continue;
      if (isTaggable(ad, platform)) return ad;
      fallback ??= ad;
    }
    seen += 1;
    if (seen >= SAMPLE_AD_MAX_PAGES) break;
  }
  return fallback;
}

/**
 * Reads the account's sample ad (cached). A login whose grant is gone gives no sample (it and its
 * accounts turn ERROR on the way); any other platform failure is a 502.
 */
export async function readSampleAd(
  deps: AdPlatformDependencies,
  scope: OrganizationScope,
  platform: Platform,
  client: AdPlatform,
  account: AdAccountRow,
): Promise<PlatformAd | null> {
  return deps.sampleAds.read(`${scope.organizationId}:${account.id}`, async () => {
    const login = await findPlatformAccountById(deps.db, scope, account.platformAccountId);
    if (!login || login.connectionStatus !== 'CONNECTED') return null;
    try {
      return await deps.logins.run({ scope, login, platform, client }, (credentials) =>
        pickSampleAd(
          client.listAds(credentials, {
            id: account.platformAdAccountId,
            managerId: account.managerId,
          }),
          platform,
        ),
      );
    } catch (error) {
      if (isAuthRevoked(error)) return null;
      if (error instanceof PlatformError) throw toPlatformAppError(error);
      throw error;
    }
  });
}
