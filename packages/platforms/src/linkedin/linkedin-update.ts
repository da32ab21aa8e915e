import type {
  PlatformChangeResult,
  PlatformCredentials,
  PlatformErrorDetails,
  PlatformUrlChange,
} from '../ad-platform.js';
import { mapWithConcurrency } from '../http/map-with-concurrency.js';
import { describeThrown } from '../platform-error.js';
import type { LinkedInApi } from './linkedin-api.js';

// URL changes -> Rest.li PARTIAL_UPDATE, one call per creative (text ads and other formats that
// carry their own landing page) or per post (sponsored content), a few at a time. LinkedIn has no
// suffix or tracking template: only the one landing page of a creative or post can change.

/** Failures that will hit every later call too: stop sending, report them for the rest. */
const STOPPING_CODES = new Set(['AUTH_REVOKED', 'RATE_LIMITED']);

/**
 * LinkedIn's ad specs: "Once your ad is saved, you cannot edit the carousel cards"; the API offers
 * no update of a post's content either (PARTIAL_UPDATE takes contentLandingPage, commentary, …).
 */
export const CAROUSEL_NOT_EDITABLE =
  'LinkedIn does not allow editing the cards of a saved carousel ad, so their landing pages cannot be tagged';

function refuse(code: PlatformErrorDetails['code'], message: string): PlatformErrorDetails {
  return { code, message, httpStatus: null, platformCode: null };
}

/** A change for several landing pages (or a carousel creative) would have to edit carousel cards. */
function isCarouselChange(change: PlatformUrlChange): boolean {
  return (change.landingPages?.length ?? 0) > 1 || change.contentType === 'carousel';
}

/** Rest.li patch for a creative's landing page: a nested `$set` inside the content kind. */
export function buildCreativePatch(
  contentType: string,
  landingPage: string,
): Record<string, unknown> {
  return { content: { [contentType]: { $set: { landingPage } } } };
}

export function buildPostPatch(landingPage: string): Record<string, unknown> {
  return { $set: { contentLandingPage: landingPage } };
}

export interface LinkedInUpdateSettings {
  concurrency: number;
}

export async function applyLinkedInUrlChanges(
  api: LinkedInApi,
  credentials: PlatformCredentials,
  accountId: string,
  changes: PlatformUrlChange[],
  settings: LinkedInUpdateSettings,
): Promise<PlatformChangeResult[]> {
  let stoppedBy: PlatformErrorDetails | null = null;
  const accountPath = `adAccounts/${encodeURIComponent(accountId)}`;

  const applyOne = async (change: PlatformUrlChange): Promise<PlatformChangeResult> => {
    const { resourceName } = change;
    if (change.finalUrlSuffix !== undefined || change.trackingUrlTemplate !== undefined) {
      const error = refuse(
        'NOT_SUPPORTED',
        'LinkedIn has no final URL suffix or tracking template',
      );
      return { resourceName, isApplied: false, error };
    }
    if (isCarouselChange(change)) {
      return {
        resourceName,
        isApplied: false,
        error: refuse('NOT_SUPPORTED', CAROUSEL_NOT_EDITABLE),
      };
    }
    const landingPage = change.landingPage ?? change.landingPages?.[0];
    if (landingPage === undefined) {
      return {
        resourceName,
        isApplied: false,
        error: refuse('UNKNOWN', 'The change sets no field'),
      };
    }
    if (stoppedBy) return { resourceName, isApplied: false, error: stoppedBy };
    try {
      if (change.postUrn) {
        await api.partialUpdate(
          credentials,
          `posts/${encodeURIComponent(change.postUrn)}`,
          buildPostPatch(landingPage),
        );
      } else {
        await api.partialUpdate(
          credentials,
          `${accountPath}/creatives/${encodeURIComponent(resourceName)}`,
          buildCreativePatch(change.contentType ?? 'textAd', landingPage),
        );
      }
      return { resourceName, isApplied: true };
    } catch (error) {
      const details = describeThrown(error);
      if (STOPPING_CODES.has(details.code)) stoppedBy ??= details;
      return { resourceName, isApplied: false, error: details };
    }
  };

  return mapWithConcurrency(changes, settings.concurrency, applyOne);
}
