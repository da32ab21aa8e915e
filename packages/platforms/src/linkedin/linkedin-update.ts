import type {
  PlatformChangeResult,
  PlatformCredentials,
  PlatformErrorDetails,
  PlatformUrlChange,
} from '../ad-platform.js';
import { mapWithConcurrency } from '../http/map-with-concurrency.js';
import { CONNECTION_WIDE_ERROR_CODES, describeThrown } from '../platform-error.js';
import type { LinkedInApi } from './linkedin-api.js';
import {
  areTrackingParametersEqual,
  writeCampaignTrackingParameters,
} from './linkedin-tracking-parameters.js';

// URL changes -> LinkedIn calls. Tagging goes through the campaign's tracking parameters: one PUT
// per campaign, however many of its ads the batch names (they all carry the same target). What is
// left of creative edits is a post's `contentLandingPage` (sponsored-only posts), a few at a time.
// LinkedIn has no suffix or tracking template.

/**
 * LinkedIn's ad specs: "Once your ad is saved, you cannot edit the carousel cards"; the API offers
 * no update of a post's content either (PARTIAL_UPDATE takes contentLandingPage, commentary, …).
 */
export const CAROUSEL_NOT_EDITABLE =
  'LinkedIn does not allow editing the cards of a saved carousel ad, so their landing pages cannot be tagged';

/**
 * The creatives API does not list a text or spotlight ad's landing page among the fields a
 * PARTIAL_UPDATE may change (learn.microsoft.com/en-us/linkedin/marketing/integrations/ads/
 * account-structure/create-and-manage-creatives; platform-apis.md Corrections): such ads are tagged
 * through their campaign's tracking parameters.
 */
export const CREATIVE_LANDING_PAGE_NOT_UPDATABLE =
  'LinkedIn does not let a text or spotlight ad’s landing page be changed after it is created; it is tagged through its campaign’s tracking parameters';

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

type CampaignTarget = NonNullable<PlatformUrlChange['campaignTrackingParameters']>;

/** One PUT per campaign; a campaign two changes want different parameters for gets none. */
function groupCampaignTargets(changes: readonly PlatformUrlChange[]) {
  const targets = new Map<string, CampaignTarget>();
  const conflicting = new Set<string>();
  for (const change of changes) {
    const target = change.campaignTrackingParameters;
    if (!target) continue;
    const known = targets.get(target.campaignId);
    if (!known) targets.set(target.campaignId, target);
    else if (!areTrackingParametersEqual(known, target)) conflicting.add(target.campaignId);
  }
  for (const campaignId of conflicting) targets.delete(campaignId);
  return { targets, conflicting };
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

  const send = async (write: () => Promise<void>): Promise<PlatformErrorDetails | null> => {
    if (stoppedBy) return stoppedBy;
    try {
      await write();
      return null;
    } catch (error) {
      const details = describeThrown(error);
      if (CONNECTION_WIDE_ERROR_CODES.has(details.code)) stoppedBy ??= details;
      return details;
    }
  };

  const { targets, conflicting } = groupCampaignTargets(changes);
  const campaignIds = [...targets.keys()];
  const campaignOutcomes = await mapWithConcurrency(campaignIds, settings.concurrency, (id) => {
    const target = targets.get(id) as CampaignTarget;
    return send(() => writeCampaignTrackingParameters(api, credentials, id, target));
  });
  const outcomeByCampaign = new Map(
    campaignIds.map((id, index) => [id, campaignOutcomes[index] ?? null]),
  );

  const applyLandingPage = async (
    change: PlatformUrlChange,
    landingPage: string,
  ): Promise<PlatformErrorDetails | null> => {
    if (change.postUrn) {
      const postUrn = change.postUrn;
      return send(() =>
        api.partialUpdate(
          credentials,
          `posts/${encodeURIComponent(postUrn)}`,
          buildPostPatch(landingPage),
        ),
      );
    }
    const contentType = change.contentType ?? 'textAd';
    if (contentType === 'textAd' || contentType === 'spotlight') {
      return refuse('NOT_SUPPORTED', CREATIVE_LANDING_PAGE_NOT_UPDATABLE);
    }
    return send(() =>
      api.partialUpdate(
        credentials,
        `${accountPath}/creatives/${encodeURIComponent(change.resourceName)}`,
        buildCreativePatch(contentType, landingPage),
      ),
    );
  };

  const applyOne = async (change: PlatformUrlChange): Promise<PlatformChangeResult> => {
    const { resourceName } = change;
    const fail = (error: PlatformErrorDetails): PlatformChangeResult => ({
      resourceName,
      isApplied: false,
      error,
    });
    if (change.finalUrlSuffix !== undefined || change.trackingUrlTemplate !== undefined) {
      return fail(refuse('NOT_SUPPORTED', 'LinkedIn has no final URL suffix or tracking template'));
    }
    const target = change.campaignTrackingParameters;
    const landingPage = change.landingPage ?? change.landingPages?.[0];
    if (landingPage !== undefined && isCarouselChange(change)) {
      return fail(refuse('NOT_SUPPORTED', CAROUSEL_NOT_EDITABLE));
    }
    if (!target && landingPage === undefined) {
      return fail(refuse('UNKNOWN', 'The change sets no field'));
    }
    if (target) {
      if (conflicting.has(target.campaignId)) {
        return fail(
          refuse(
            'CONFLICT',
            `Changes in one batch asked for different tracking parameters on campaign ${target.campaignId}`,
          ),
        );
      }
      const error = outcomeByCampaign.get(target.campaignId) ?? null;
      if (error) return fail(error);
    }
    if (landingPage !== undefined) {
      const error = await applyLandingPage(change, landingPage);
      if (error) return fail(error);
    }
    return { resourceName, isApplied: true };
  };

  return mapWithConcurrency(changes, settings.concurrency, applyOne);
}
