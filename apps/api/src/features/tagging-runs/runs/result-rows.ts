import { normaliseCampaignKind } from '@utmost/ads-sdk';
import type { PlatformAd, PlatformUrlChange } from '@utmost/platforms';
import type { AdDecision, AdErrorType } from '@utmost/tagging';
import type { NewRunResult } from '../repositories/run-result-repository.js';
import type { StoredInheritedTracking } from '../schema.js';

// How one ad's decision becomes its stored result (spec §3 run detail result): the hierarchy as
// the platform named it, the URL fields before and after, and the change while it is in flight.

/** The status a change will have once the platform confirms it; kept with the in-flight row. */
export interface InFlightChange {
  request: PlatformUrlChange;
  status: 'updated' | 'partially_updated';
}

function describeHierarchy(ad: PlatformAd) {
  const { campaign, adGroup, campaignGroup } = ad.hierarchy;
  return {
    campaignId: campaign.id,
    campaignName: campaign.name,
    campaignType: ad.platform === 'google' ? normaliseCampaignKind(campaign.type) : null,
    campaignFormat: ad.platform === 'linkedin' ? normaliseCampaignKind(campaign.format) : null,
    campaignGroupId: campaignGroup?.id ?? null,
    campaignGroupName: campaignGroup?.name ?? null,
    adGroupId: adGroup?.id ?? null,
    adGroupName: adGroup?.name ?? null,
    adId: ad.id,
    // Google responsive ads have no name; the id is what people find them by.
    adName: ad.name?.trim() ? ad.name : ad.id,
  };
}

/**
 * Google: what the ad inherits, with the keywords that override the run's values (issue 30) beside
 * it; null when there is neither (LinkedIn, or a Google ad with nothing above it or in its keywords).
 */
function describeInheritedTracking(
  ad: PlatformAd,
  decision: AdDecision,
): StoredInheritedTracking | null {
  const inherited = ad.inheritedTracking ?? null;
  const keywordOverrides = decision.keywordOverrides ?? [];
  if (keywordOverrides.length === 0) return inherited;
  return {
    ...(inherited ?? { finalUrlSuffix: null, trackingUrlTemplate: null }),
    keywordOverrides,
  };
}

/** The final result of an ad the run decided without a platform call. */
export function toResultRow(runId: string, ad: PlatformAd, decision: AdDecision): NewRunResult {
  return {
    runId,
    resourceName: ad.resourceName,
    status: decision.status,
    errorType: decision.errorType ?? null,
    toUtm: decision.toUtm,
    level: decision.level,
    ...describeHierarchy(ad),
    ignoredParameters: decision.ignoredParameters.map(({ name, reason }) => ({ name, reason })),
    notSupportedReason: decision.notSupportedReason ?? null,
    deletedTrackingTemplateParams: decision.deletedTrackingTemplateParams ?? null,
    before: decision.before,
    after: decision.after,
    change: null,
    // Google: kept apart from the ad's own fields, for the run details to show (issues 12, 30).
    inheritedTracking: describeInheritedTracking(ad, decision),
  };
}

/** The row written before a change is sent: no status yet, the change and its intended status. */
export function toInFlightRow(
  runId: string,
  ad: PlatformAd,
  decision: AdDecision & { change: PlatformUrlChange },
): NewRunResult {
  const inFlight: InFlightChange = {
    request: decision.change,
    status: decision.status === 'partially_updated' ? 'partially_updated' : 'updated',
  };
  return {
    ...toResultRow(runId, ad, decision),
    status: null,
    change: inFlight as unknown as Record<string, unknown>,
  };
}

/** The platform refused the change: an error result, the ad as it was. */
export function toRefusedRow(row: NewRunResult, errorType: AdErrorType): NewRunResult {
  return { ...row, status: 'error', errorType, after: row.before, change: null };
}

/** The platform refused the change for what the ad is; its reason is shown as given. */
export function toNotSupportedRow(row: NewRunResult, reason: string): NewRunResult {
  return {
    ...row,
    status: 'not_supported',
    errorType: null,
    notSupportedReason: reason,
    after: row.before,
    change: null,
  };
}

/** The platform applied the change. */
export function toAppliedRow(row: NewRunResult, status: InFlightChange['status']): NewRunResult {
  return { ...row, status, change: null };
}
