import type {
  CampaignTrackingParameters,
  PlatformCredentials,
  PlatformErrorDetails,
} from '../ad-platform.js';
import { mapWithConcurrency } from '../http/map-with-concurrency.js';
import { CONNECTION_WIDE_ERROR_CODES, PlatformError } from '../platform-error.js';
import type { LinkedInApi, LinkedInElement } from './linkedin-api.js';
import { encodeRestliString } from './restli.js';

// LinkedIn's dynamic UTM tracking parameters of a campaign (`adTrackingParameters`).
//
// Official (learn.microsoft.com/en-us/linkedin/marketing/integrations/ads-reporting/dynamic-utm-tracking):
// set per campaign (per ad account from 202608); they apply to every creative of the campaign,
// running ones included, and "the ad will not require review again"; a static UTM already on a
// creative is served beside them, so a key can appear twice.
//
// From public code, not read on the official page [unconfirmed]: the resource
// `/rest/adTrackingParameters/{key}` with key `(adEntity:(sponsoredCampaign:{encoded urn}))`; GET,
// PUT (replaces) and DELETE; body `{adEntity:{sponsoredCampaign}, dynamicValueParameters:{key:
// VALUE}, customValueParameters:{key:value}}` — maps, not arrays; a missing body `adEntity` is
// refused ("/adEntity :: field is required"). A campaign without parameters answering 404 is
// assumed. One user reports GET answering 500 on every version: a failed read is not fatal.

/** LinkedIn's `AdDynamicTrackingParameterValue` enum (CREATIVE_NAME from 202606) [list from public code citing the official page]. */
export const LINKEDIN_DYNAMIC_TRACKING_VALUES = [
  'ACCOUNT_ID',
  'ACCOUNT_NAME',
  'CAMPAIGN_GROUP_ID',
  'CAMPAIGN_GROUP_NAME',
  'CAMPAIGN_ID',
  'CAMPAIGN_NAME',
  'CREATIVE_ID',
  'CREATIVE_NAME',
] as const;
export type LinkedInDynamicTrackingValue = (typeof LINKEDIN_DYNAMIC_TRACKING_VALUES)[number];

export function campaignUrnOf(campaignId: string): string {
  return `urn:li:sponsoredCampaign:${campaignId}`;
}

/**
 * The first LinkedIn-Version with ad-account tracking parameters
 * (learn.microsoft.com/en-us/linkedin/marketing/integrations/ads-reporting/dynamic-utm-tracking).
 */
export const ACCOUNT_TRACKING_PARAMETERS_FROM_VERSION = '202608';

/** Whether a `LinkedIn-Version` (`YYYYMM` or `YYYYMM.NN`) serves account-level parameters. */
export function hasAccountTrackingParameters(apiVersion: string): boolean {
  return apiVersion.slice(0, 6) >= ACCOUNT_TRACKING_PARAMETERS_FROM_VERSION;
}

/**
 * `adTrackingParameters/(adEntity:(sponsoredAccount:urn%3Ali%3AsponsoredAccount%3A1))`: the key is
 * inferred from LinkedIn's "sponsoredAccount" wording [unconfirmed].
 */
export function accountTrackingParametersPath(accountId: string): string {
  return `adTrackingParameters/(adEntity:(sponsoredAccount:${encodeRestliString(`urn:li:sponsoredAccount:${accountId}`)}))`;
}

/** `adTrackingParameters/(adEntity:(sponsoredCampaign:urn%3Ali%3AsponsoredCampaign%3A1))`. */
export function trackingParametersPath(campaignId: string): string {
  return `adTrackingParameters/(adEntity:(sponsoredCampaign:${encodeRestliString(campaignUrnOf(campaignId))}))`;
}

export function buildTrackingParametersBody(
  campaignId: string,
  parameters: CampaignTrackingParameters,
): Record<string, unknown> {
  return {
    adEntity: { sponsoredCampaign: campaignUrnOf(campaignId) },
    dynamicValueParameters: parameters.dynamic,
    customValueParameters: parameters.custom,
  };
}

function readStringMap(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const map: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (typeof entry === 'string') map[key] = entry;
  }
  return map;
}

export function readTrackingParameters(element: LinkedInElement): CampaignTrackingParameters {
  return {
    dynamic: readStringMap(element.dynamicValueParameters),
    custom: readStringMap(element.customValueParameters),
  };
}

/** Equal maps, whatever their key order. */
export function areTrackingParametersEqual(
  left: CampaignTrackingParameters,
  right: CampaignTrackingParameters,
): boolean {
  const sameMap = (a: Record<string, string>, b: Record<string, string>) => {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
  };
  return sameMap(left.dynamic, right.dynamic) && sameMap(left.custom, right.custom);
}

export type TrackingParametersRead =
  | { parameters: CampaignTrackingParameters; error: null }
  | { parameters: null; error: PlatformErrorDetails };

/** One entity's parameters; 404 reads as none set, other refusals as unread. */
async function readTrackingParametersAt(
  api: LinkedInApi,
  credentials: PlatformCredentials,
  path: string,
  signal?: AbortSignal,
): Promise<TrackingParametersRead> {
  try {
    const element = await api.get(credentials, path, signal);
    return { parameters: readTrackingParameters(element), error: null };
  } catch (error) {
    if (!(error instanceof PlatformError) || CONNECTION_WIDE_ERROR_CODES.has(error.code))
      throw error;
    if (error.httpStatus === 404) return { parameters: { dynamic: {}, custom: {} }, error: null };
    return { parameters: null, error: error.details };
  }
}

/** One campaign's parameters; 404 reads as none set, other refusals as an unread campaign. */
export function readCampaignTrackingParameters(
  api: LinkedInApi,
  credentials: PlatformCredentials,
  campaignId: string,
  signal?: AbortSignal,
): Promise<TrackingParametersRead> {
  return readTrackingParametersAt(api, credentials, trackingParametersPath(campaignId), signal);
}

/**
 * The ad account's own parameters (202608+), which LinkedIn may serve beside a campaign's
 * [precedence unconfirmed]: read before a campaign's are written, so the preview and the run can
 * show what a click will carry. 404 reads as none set.
 */
export function readAccountTrackingParameters(
  api: LinkedInApi,
  credentials: PlatformCredentials,
  accountId: string,
  signal?: AbortSignal,
): Promise<TrackingParametersRead> {
  return readTrackingParametersAt(
    api,
    credentials,
    accountTrackingParametersPath(accountId),
    signal,
  );
}

/** The parameters of several campaigns, a few reads at a time; one entry per distinct id. */
export async function readTrackingParametersOfCampaigns(
  api: LinkedInApi,
  credentials: PlatformCredentials,
  campaignIds: readonly string[],
  concurrency: number,
  signal?: AbortSignal,
): Promise<Map<string, TrackingParametersRead>> {
  const ids = [...new Set(campaignIds)];
  const reads = await mapWithConcurrency(ids, concurrency, (id) =>
    readCampaignTrackingParameters(api, credentials, id, signal),
  );
  return new Map(ids.map((id, index) => [id, reads[index] as TrackingParametersRead]));
}

/** PUT replaces the campaign's parameters with exactly these; it touches no creative. */
export async function writeCampaignTrackingParameters(
  api: LinkedInApi,
  credentials: PlatformCredentials,
  campaignId: string,
  parameters: CampaignTrackingParameters,
): Promise<void> {
  await api.put(
    credentials,
    trackingParametersPath(campaignId),
    buildTrackingParametersBody(campaignId, parameters),
  );
}
