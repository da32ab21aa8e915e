// Spec §3/§4/§5/§8 rules of tagging runs, written once: result statuses and their tiles, the run
// error catalogue (a translated message, falling back to the raw code), the run-detail defaults and
// the page jump. The API stores and filters by these; the run-details page shows them.

import {
  RUN_RESULT_STATUS_VALUES,
  RUN_SOURCE_VALUES,
  UPDATE_MODE_VALUES,
} from '../generated/enums.js';
import { NUMBERS_ONLY } from './validation-messages.js';

/** Spec §4 run result statuses, in the order the tiles show them. */
export const RUN_RESULT_STATUSES = RUN_RESULT_STATUS_VALUES;
export type RunResultStatus = (typeof RUN_RESULT_STATUSES)[number];

export const RUN_SOURCES = RUN_SOURCE_VALUES;
export type RunSource = (typeof RUN_SOURCES)[number];

/** Spec §3 job update modes; `direct` is the default for Google and LinkedIn (spec §7). */
export const UPDATE_MODES = UPDATE_MODE_VALUES;
export type UpdateMode = (typeof UPDATE_MODES)[number];
export const DEFAULT_UPDATE_MODE: UpdateMode = 'direct';

/** Spec §3 levels a change is applied at. */
export const RUN_LEVELS = [
  'adAccount',
  'campaignGroups',
  'campaign',
  'creatives',
  'resolvedReferences',
  'trackingParameters',
] as const;
export type RunLevel = (typeof RUN_LEVELS)[number];

/** Spec §3 run result counts. */
export interface RunResultCounts {
  total: number;
  updated: number;
  skipped: number;
  not_supported: number;
  partially_updated: number;
  error: number;
}

/** The counts of a run with no results (yet). */
export const EMPTY_RUN_COUNTS: Readonly<RunResultCounts> = Object.freeze({
  total: 0,
  updated: 0,
  skipped: 0,
  not_supported: 0,
  partially_updated: 0,
  error: 0,
});

/**
 * The status tiles of a platform. Spec §4 gives Google no partially_updated tile; a Google run
 * has that status only for ads whose keywords override its values (issue 30), and then shows the
 * tile so that those results can be found.
 */
export function listStatusTiles(
  platform: 'google' | 'linkedin',
  counts?: Pick<RunResultCounts, 'partially_updated'>,
): RunResultStatus[] {
  const hasPartial = (counts?.partially_updated ?? 0) > 0;
  return RUN_RESULT_STATUSES.filter(
    (status) => platform !== 'google' || status !== 'partially_updated' || hasPartial,
  );
}

/** Spec §8 run errors with their messages. */
export const RUN_ERROR_MESSAGES = {
  NOT_PARSED_LANDING_PAGE: 'Unable to parse the URL',
  NO_LANDING_PAGE: 'Ad is missing Destination URL',
  NO_URL_TEMPLATE: 'No tracking template found',
  URL_TOO_LONG: 'URL with UTM is over 500 characters (LinkedIn limit)',
  NOT_CALCULATED_URL_TEMPLATE: 'Unable to apply template',
  CONFLICT: 'Conflict with another editor, retry later',
  NO_PERMISSIONS: 'Access denied, check permissions or reconnect',
  NO_CREATIVE_FOUND: 'Creative not found',
  UNKNOWN: 'Platform API error',
  INVALID_HREF: 'Invalid URL',
  FAILED_DEPENDENCY: 'A dependent resource failed',
  SERVER_ERROR: 'Platform server error',
  UNABLE_TO_RESET: 'Cannot restore original UTMs because no change history exists',
  // Not the marketer's to fix: the server's platform settings (a sunset LinkedIn API version, a
  // Google Cloud project not approved for production) need the person who runs Utmost.
  CONFIGURATION_ERROR:
    "Utmost's connection to the ad platform needs an update by your administrator. Nothing is wrong with your account; please tell them and try again later",
  DAILY_LIMIT_REACHED:
    'Google Ads daily API limit reached: the remaining ads are unchanged until the run resumes by itself when the limit resets (midnight Pacific time)',
  CAMPAIGN_PARAMETERS_NOT_READ:
    'LinkedIn did not return this campaign’s tracking parameters, so they were left as they are; run again later',
} as const;
export type RunErrorCode = keyof typeof RUN_ERROR_MESSAGES;
export const RUN_ERROR_CODES = Object.keys(RUN_ERROR_MESSAGES) as RunErrorCode[];

/**
 * What Google says is not enabled when it refuses to change an ad's URLs
 * (AdError.UPDATING_AD_WITH_NO_ENABLED_ASSOCIATION, googleapis google/ads/googleads/v25/errors/
 * ad_error.proto): the ad in one ad group, a whole ad group or campaign, or, when the error names
 * nothing more, the ad itself.
 */
export type PausedGoogleItem =
  | { level: 'ad'; adId: string | null; adGroupId: string | null }
  | { level: 'ad_group'; adGroupId: string }
  | { level: 'campaign'; campaignId: string };

const PAUSED_GOOGLE_AD_ADVICE =
  'Google Ads only changes the URLs of an ad that is enabled. Enable it and run again.';

/** A not-supported result's reason for a paused Google ad, naming what is paused. */
export function describePausedGoogleAd(paused: PausedGoogleItem): string {
  switch (paused.level) {
    case 'ad_group':
      return `Ad group ${paused.adGroupId} is paused: ${PAUSED_GOOGLE_AD_ADVICE}`;
    case 'campaign':
      return `Campaign ${paused.campaignId} is paused: ${PAUSED_GOOGLE_AD_ADVICE}`;
    case 'ad': {
      const ad = paused.adId === null ? 'The ad' : `Ad ${paused.adId}`;
      return paused.adGroupId === null
        ? `${ad} is paused or removed in every ad group it belongs to: ${PAUSED_GOOGLE_AD_ADVICE}`
        : `${ad} is paused in ad group ${paused.adGroupId}: ${PAUSED_GOOGLE_AD_ADVICE}`;
    }
  }
}

/** The HTTP status the spec pairs with some run errors (for platform answers mapped to them). */
export const HTTP_STATUS_BY_RUN_ERROR: Partial<Record<RunErrorCode, number>> = {
  CONFLICT: 409,
  NO_PERMISSIONS: 403,
  NO_CREATIVE_FOUND: 404,
  INVALID_HREF: 400,
  FAILED_DEPENDENCY: 424,
  SERVER_ERROR: 500,
};

export function isRunErrorCode(code: string): code is RunErrorCode {
  return Object.hasOwn(RUN_ERROR_MESSAGES, code);
}

/**
 * Longest landing URL, our parameters included, each platform accepts: LinkedIn 500 (the spec's
 * URL_TOO_LONG limit), Google 2,048 for a final URL. The tagging engine checks against these.
 */
export const URL_LENGTH_LIMITS = { google: 2048, linkedin: 500 } as const;

const URL_LIMIT_PLATFORM_NAMES = { google: 'Google Ads', linkedin: 'LinkedIn' } as const;

/** URL_TOO_LONG in the platform's own limit: "… over 2,048 characters (Google Ads limit)". */
export function describeUrlTooLong(platform: keyof typeof URL_LENGTH_LIMITS): string {
  const limit = URL_LENGTH_LIMITS[platform].toLocaleString('en-US');
  return `URL with UTM is over ${limit} characters (${URL_LIMIT_PLATFORM_NAMES[platform]} limit)`;
}

/**
 * The message shown for a result's error: the catalogue's, falling back to the raw code. Given the
 * platform, a too-long URL names that platform's limit instead of LinkedIn's.
 */
export function describeRunError(
  code: string | null | undefined,
  platform?: keyof typeof URL_LENGTH_LIMITS,
): string {
  if (!code) return '';
  if (code === 'URL_TOO_LONG' && platform !== undefined) return describeUrlTooLong(platform);
  return isRunErrorCode(code) ? RUN_ERROR_MESSAGES[code] : code;
}

/** Spec §9 run detail page size and the §4 defaults. */
export const RUN_DETAILS_PAGE_SIZE = 20;

/** The sort direction as the API takes it: the spec sends it "as a multiplied numeric value". */
export const SORT_DIRECTION_VALUE = { asc: 1, desc: -1 } as const;

export interface RunDetailsPaging {
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** Spec §4: campaign name descending on Google, creative name descending elsewhere; offset 0; 20. */
export function findDefaultRunDetailsPaging(platform: 'google' | 'linkedin'): RunDetailsPaging {
  return {
    sortBy: platform === 'google' ? 'campaignName' : 'creativeName',
    sortOrder: 'desc',
    offset: 0,
    limit: RUN_DETAILS_PAGE_SIZE,
  };
}

/** How many pages `totalCount` results fill (at least one). */
export function countPages(totalCount: number, pageSize = RUN_DETAILS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** Pagination is hidden when the total fits one page (spec §2). */
export function isPaginationShown(totalCount: number, pageSize = RUN_DETAILS_PAGE_SIZE): boolean {
  return totalCount > pageSize;
}

/**
 * Spec §5 generic message for the page jump: letters (or any sign but digits) are refused with
 * "Numbers only" instead of being read as a page; empty is allowed (it goes to page 1).
 */
export function checkJumpPage(entered: string): typeof NUMBERS_ONLY | null {
  const trimmed = entered.trim();
  return trimmed === '' || /^\d+$/.test(trimmed) ? null : NUMBERS_ONLY;
}

/**
 * Spec §5 page jump: empty goes to 1, below 1 clamps to 1, above the last clamps to the last.
 * Anything that is not a whole number is read as its integer part (so "2.7" is page 2).
 */
export function findJumpPage(entered: string, lastPage: number): number {
  const trimmed = entered.trim();
  if (trimmed === '') return 1;
  const page = Math.trunc(Number(trimmed));
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, Math.max(1, lastPage));
}

/**
 * Why a template parameter was not applied to an ad (the engine's reason codes), as shown in the
 * editor's preview and on partially updated run results; unknown codes show as they are.
 */
export const IGNORED_PARAMETER_MESSAGES = {
  INVALID_PARAMETER_NAME: 'The parameter name cannot be used in a URL',
  DUPLICATE_PARAMETER: 'The parameter appears twice; the first one is used',
  EMPTY_VALUE: 'The value is empty for this ad',
  DYNAMIC_VALUE_NOT_OFFERED: 'This dynamic value is not available on this platform',
  UNKNOWN_DYNAMIC_VALUE: 'Unknown dynamic value',
  CREATIVE_VALUE_IN_TEXT:
    'LinkedIn can add a creative’s ID or name only as the whole value, not inside other text',
  DUPLICATE_IN_LANDING_PAGE:
    'Already in the ad’s landing page; LinkedIn adds it again, so clicks carry it twice',
  CAROUSEL_CAMPAIGN_LEVEL:
    'Carousel cards cannot be edited; LinkedIn adds it to every card from the campaign’s tracking parameters',
} as const;
export type IgnoredParameterReasonCode = keyof typeof IGNORED_PARAMETER_MESSAGES;

/**
 * Reasons that note something about a parameter that was applied (LinkedIn adds it twice, or
 * only from the campaign), as opposed to one left out.
 */
export const APPLIED_PARAMETER_NOTE_REASONS = [
  'DUPLICATE_IN_LANDING_PAGE',
  'CAROUSEL_CAMPAIGN_LEVEL',
] as const satisfies readonly IgnoredParameterReasonCode[];

export function isAppliedParameterNote(reason: string): boolean {
  return (APPLIED_PARAMETER_NOTE_REASONS as readonly string[]).includes(reason);
}

export function describeIgnoredParameter(reason: string): string {
  return Object.hasOwn(IGNORED_PARAMETER_MESSAGES, reason)
    ? IGNORED_PARAMETER_MESSAGES[reason as IgnoredParameterReasonCode]
    : reason;
}

/**
 * The run-details columns each platform sorts by (the contract's `RunDetailSortKey`): Google's
 * hierarchy is campaign / ad group / ad, LinkedIn's campaign group / campaign / creative.
 */
export const RUN_DETAIL_SORT_KEYS = {
  google: ['campaignName', 'adGroupName', 'adName', 'campaignType', 'status', 'errorType'],
  linkedin: [
    'campaignGroupName',
    'campaignName',
    'creativeName',
    'campaignFormat',
    'status',
    'errorType',
  ],
} as const;
export type RunDetailSortKey =
  (typeof RUN_DETAIL_SORT_KEYS.google)[number] | (typeof RUN_DETAIL_SORT_KEYS.linkedin)[number];

export function isRunDetailSortKey(
  platform: 'google' | 'linkedin',
  key: string,
): key is RunDetailSortKey {
  return (RUN_DETAIL_SORT_KEYS[platform] as readonly string[]).includes(key);
}

/** The id-list filters of run details per platform (spec §7); another platform's list is a 400. */
export const RUN_DETAIL_ID_FILTERS = {
  google: ['campaignIds', 'adGroupIds', 'adIds'],
  linkedin: ['campaignGroupIds', 'campaignIds', 'creativeIds'],
} as const;
export type RunDetailIdFilter =
  (typeof RUN_DETAIL_ID_FILTERS.google)[number] | (typeof RUN_DETAIL_ID_FILTERS.linkedin)[number];

/** The sort direction from its numeric form (`SORT_DIRECTION_VALUE`). */
export function readSortDirection(value: number): 'asc' | 'desc' {
  return value === SORT_DIRECTION_VALUE.asc ? 'asc' : 'desc';
}

/** Spec §3: formats and types arrive in upper or lower case; results store them upper-cased. */
export function normaliseCampaignKind(value: string | null | undefined): string | null {
  return value ? value.trim().toUpperCase() : null;
}

/** Messages of the run rules the API checks beyond the contract. */
export const RUN_MESSAGES = {
  sortKeyOfOtherPlatform: 'This column cannot be sorted on this platform',
  idListOfOtherPlatform: 'This filter does not exist on this platform',
  customRangeNeedsDates: 'A custom range needs both a start and an end date',
  rangeReversed: 'The start date must not be after the end date',
  rangeTooLong: 'A custom range can span at most 366 days',
  rangeInFuture: 'Runs cannot be in the future: choose today or an earlier day',
  datesNeedCustomPeriod: 'Dates are only used with the custom period',
  runNotFound: 'Run not found',
  runInProgress: (jobId: string) =>
    `A run is already in progress on this ad account (job ${jobId})`,
} as const;

/** Spec §3 custom ranges span at most 366 days (the API's own check). */
export const MAX_CUSTOM_RANGE_DAYS = 366;

/**
 * What is impossible in a custom run-history range (days as YYYY-MM-DD), by field, before it is
 * sent: a start after the end, a day after `today` (no run happened there yet), a span over 366
 * days. Empty when the range can be asked for.
 */
export function checkCustomRange(
  from: string,
  to: string,
  today: string,
): Partial<Record<'from' | 'to', string>> {
  const errors: Partial<Record<'from' | 'to', string>> = {};
  if (from > today) errors.from = RUN_MESSAGES.rangeInFuture;
  if (to > today) errors.to = RUN_MESSAGES.rangeInFuture;
  if (errors.from === undefined && from > to) errors.from = RUN_MESSAGES.rangeReversed;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (errors.to === undefined && days >= MAX_CUSTOM_RANGE_DAYS)
    errors.to = RUN_MESSAGES.rangeTooLong;
  return errors;
}
