import type {
  CampaignTrackingParameters,
  PlatformAd,
  PlatformName,
  PlatformUrlChange,
} from '@utmost/platforms';
import type { IgnoredParameter, PreparedTemplate } from '../template/prepare-template.js';
import type { TemplateEntry, UrlTemplateMap } from '../template/url-template.js';
import type { AdErrorType } from '../tagging-errors.js';
import type { KeywordOverride } from './keyword-overrides.js';
import { areCampaignParametersEqual } from './linkedin-campaign-parameters.js';

// The engine's vocabulary — spec §3 update modes and run levels, spec §4 result statuses — is
// defined once in `@utmost/ads-sdk`.
import {
  RUN_LEVELS,
  RUN_RESULT_STATUSES as AD_RESULT_STATUSES,
  UPDATE_MODES,
  type RunLevel,
  type RunResultStatus as AdResultStatus,
  type UpdateMode,
} from '@utmost/ads-sdk';

export {
  AD_RESULT_STATUSES,
  RUN_LEVELS,
  UPDATE_MODES,
  type AdResultStatus,
  type RunLevel,
  type UpdateMode,
};

// Where a change is applied: the engine writes `creatives` (a Google ad or a LinkedIn creative's own
// landing page) and `resolvedReferences` (the post a LinkedIn creative references); a not-supported
// campaign type or format is decided at `campaign`, an update mode at `adAccount`.

/** An ad's tracking fields, as stored before and after a change so that it can be undone. */
export interface AdUrlFields {
  finalUrlSuffix: string | null;
  trackingUrlTemplate: string | null;
  landingPages: string[];
  /**
   * LinkedIn: the tracking parameters of the ad's campaign, which is where LinkedIn tagging is
   * written (null when they could not be read). Absent on Google and in history stored before.
   */
  campaignTrackingParameters?: CampaignTrackingParameters | null;
}

/** What the API stored about earlier runs on this ad; `drop_direct` needs it. */
export interface AdChangeHistory {
  /** The fields before Utmost first changed the ad. */
  original: AdUrlFields;
  /** The fields after Utmost's latest change. */
  lastApplied: AdUrlFields;
}

export interface NotSupportedDetails {
  by: 'campaignType' | 'campaignFormat' | 'adType' | 'updateMode';
  /** The value at fault, upper-cased: PERFORMANCE_MAX, FOLLOW_COMPANY, IMAGE_AD, TRACKING. */
  value: string;
  note: string;
}

export interface AdDecision {
  status: AdResultStatus;
  /** Spec §8 code when status is `error`: one the engine found, or the platform's read error. */
  errorType?: AdErrorType;
  /** The tracking parameters as a query string (`utm_source=google&…`); '' when none rendered. */
  toUtm: string;
  /** What to send to the platform; absent unless status is updated or partially_updated. */
  change?: PlatformUrlChange;
  ignoredParameters: IgnoredParameter[];
  level: RunLevel;
  before: AdUrlFields;
  /** Equal to `before` unless there is a change. */
  after: AdUrlFields;
  /** Spec §8: not-supported results show the campaign type or format (or ad type, update mode). */
  notSupportedReason?: string;
  notSupported?: NotSupportedDetails;
  /** Spec §3 postUpdateMetadata: parameters taken out of the ad's tracking template. */
  deletedTrackingTemplateParams?: Record<string, string>;
  /**
   * Google: the keywords of the ad's ad group whose own URL fields override Utmost's values for
   * their clicks (an updated ad is then `partially_updated`); absent when none does.
   */
  keywordOverrides?: KeywordOverride[];
}

export interface DecideAdChangeInput {
  ad: PlatformAd;
  /** The account's template; null when none is assigned (NO_URL_TEMPLATE, except for drop). */
  template: UrlTemplateMap | readonly TemplateEntry[] | PreparedTemplate | null;
  mode: UpdateMode;
  platform: PlatformName;
  history?: AdChangeHistory | null;
  /** For `{account_name}`: PlatformAd has no account name. */
  accountName?: string | null;
  /**
   * Google: the suffix and tracking template the ad inherits from its ad group, campaign or
   * account. An ad-level field replaces the inherited one entirely, so the engine starts from the
   * inherited value when the ad has none, to keep its foreign parameters. Defaults to what the
   * client read onto `ad.inheritedTracking`.
   */
  inheritedTracking?: { finalUrlSuffix: string | null; trackingUrlTemplate: string | null } | null;
}

/** The inherited values the engine starts from: the input's, else those the client read. */
export function readInheritedTracking(input: DecideAdChangeInput): {
  finalUrlSuffix: string | null;
  trackingUrlTemplate: string | null;
} {
  if (input.inheritedTracking) return input.inheritedTracking;
  const inherited = input.ad.inheritedTracking;
  return {
    finalUrlSuffix: inherited?.finalUrlSuffix?.value ?? null,
    trackingUrlTemplate: inherited?.trackingUrlTemplate?.value ?? null,
  };
}

export function readUrlFields(ad: PlatformAd): AdUrlFields {
  const fields: AdUrlFields = {
    finalUrlSuffix: ad.finalUrlSuffix,
    trackingUrlTemplate: ad.trackingUrlTemplate,
    landingPages: ad.landingPages,
  };
  if (ad.campaignTrackingParameters !== undefined) {
    fields.campaignTrackingParameters = ad.campaignTrackingParameters;
  }
  return fields;
}

export function areUrlFieldsEqual(left: AdUrlFields, right: AdUrlFields): boolean {
  const leftParameters = left.campaignTrackingParameters;
  const rightParameters = right.campaignTrackingParameters;
  // Fields stored before campaign parameters were read say nothing about them.
  if (leftParameters !== undefined && rightParameters !== undefined) {
    if (!areCampaignParametersEqual(leftParameters, rightParameters)) return false;
  }
  if (left.finalUrlSuffix !== right.finalUrlSuffix) return false;
  if (left.trackingUrlTemplate !== right.trackingUrlTemplate) return false;
  if (left.landingPages.length !== right.landingPages.length) return false;
  return left.landingPages.every((page, index) => page === right.landingPages[index]);
}
