import { describePausedGoogleAd, type PausedGoogleItem } from '@utmost/ads-sdk';
import type { PlatformErrorCode, PlatformErrorDetails } from '../ad-platform.js';
import type { FailureDescription, WireResponse } from '../http/send-request.js';

// Google Ads errors -> spec §8 codes. A failure body is
// {"error":{"code","message","status","details":[{"@type":"…GoogleAdsFailure","errors":[{"errorCode":{"authorizationError":"USER_PERMISSION_DENIED"},"message","location"}]}]}}
// and a partial failure carries the same GoogleAdsFailure list inside a 200.

export interface GoogleAdsError {
  errorCode?: Record<string, string>;
  message?: string;
  /** The value that caused the error (google.ads.googleads.vNN.common.Value). */
  trigger?: { stringValue?: string; int64Value?: string };
  location?: { fieldPathElements?: { fieldName?: string; index?: number }[] };
  details?: { quotaErrorDetails?: { rateScope?: string; rateName?: string; retryDelay?: string } };
}

export interface GoogleAdsFailureDetail {
  '@type'?: string;
  errors?: GoogleAdsError[];
  requestId?: string;
}

interface GoogleErrorBody {
  error?: { code?: number; message?: string; status?: string; details?: GoogleAdsFailureDetail[] };
}

/** `category.VALUE` of an error, e.g. `authorizationError.USER_PERMISSION_DENIED`. */
export function readErrorCode(error: GoogleAdsError): { category: string; value: string } | null {
  const entry = Object.entries(error.errorCode ?? {})[0];
  return entry ? { category: entry[0], value: String(entry[1]) } : null;
}

/**
 * Utmost's own API access, not the login's grant: only an operator can fix these, reconnecting the
 * login would not. All authorizationError values (googleapis google/ads/googleads/v25/errors/
 * authorization_error.proto):
 * - CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION (32, new in v25): the Cloud project is approved for
 *   test accounts only, "apply for Explorer, Basic or Standard access"
 *   (developers.google.com/google-ads/api/diff-tool/v25/versus-v24/diffs/errors/authorization_error);
 * - PROJECT_DISABLED (5): "The Google Cloud project sent in the request does not have permission to
 *   access the api" (the Google Ads API is not enabled in the OAuth client's project);
 * - MISSING_TOS (9): "The developer must sign the terms of service" (ads.google.com/aw/apicenter);
 * - CLOUD_PROJECT_NOT_UNDER_ORGANIZATION (27): "The Google Cloud project is not under the required
 *   organization";
 * - the developer-token answers of older projects (tokens were sunset on 2026-09-09).
 */
const CONFIGURATION_ERRORS = new Set([
  'CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION',
  'PROJECT_DISABLED',
  'MISSING_TOS',
  'CLOUD_PROJECT_NOT_UNDER_ORGANIZATION',
  'DEVELOPER_TOKEN_NOT_APPROVED',
  'DEVELOPER_TOKEN_PROHIBITED',
]);

/**
 * quotaError.RESOURCE_EXHAUSTED is documented only as "Too many requests"; Google's API team says
 * it usually means a short-term rate limit and also covers the daily operations quota (Test:
 * 15,000 on test accounts, Explorer: 2,880 a day; developers.google.com/google-ads/api/docs/
 * api-policy/developer-token). Its QuotaErrorDetails tell them apart: only a daily rate name or a
 * retry delay of hours is the daily limit, which no retry helps today. Everything else, like
 * RESOURCE_TEMPORARILY_EXHAUSTED, is worth a back-off honouring its retry_delay.
 */
export const GOOGLE_QUOTA_CODE = 'quotaError.RESOURCE_EXHAUSTED';

/** A retry delay this long is a daily limit, whatever the rate is called. */
const DAILY_RETRY_DELAY_SECONDS = 60 * 60;

function isDailyQuota(error: GoogleAdsError): boolean {
  const quota = error.details?.quotaErrorDetails;
  if (!quota) return false;
  if (/\b(daily|per day|a day|day)\b/i.test(quota.rateName ?? '')) return true;
  const delay = parseRetryDelay(quota.retryDelay);
  return delay !== null && delay >= DAILY_RETRY_DELAY_SECONDS;
}

/** Google's Duration JSON: "42s", "3600.5s". */
function parseRetryDelay(delay: string | undefined): number | null {
  const match = delay === undefined ? null : /^(\d+(?:\.\d+)?)s$/.exec(delay);
  return match?.[1] ? Math.ceil(Number(match[1])) : null;
}

/** The platform's daily quota is spent: the rest of a run waits for tomorrow (run-executor). */
export function isDailyQuotaExhausted(
  details: Pick<PlatformErrorDetails, 'code' | 'isDailyLimit'>,
): boolean {
  return details.code === 'RATE_LIMITED' && details.isDailyLimit === true;
}

/**
 * AdError.UPDATING_AD_WITH_NO_ENABLED_ASSOCIATION (139): "The ad is not associated with any enabled
 * AdGroupAd, and cannot be updated" (googleapis google/ads/googleads/v25/errors/ad_error.proto).
 */
const PAUSED_AD_ERROR = 'UPDATING_AD_WITH_NO_ENABLED_ASSOCIATION';

const PAUSED_RESOURCE_PATTERNS: [RegExp, (match: RegExpExecArray) => PausedGoogleItem][] = [
  [
    /^customers\/\d+\/adGroupAds\/(\d+)~(\d+)$/,
    (match) => ({ level: 'ad', adId: match[2] ?? '', adGroupId: match[1] ?? null }),
  ],
  [
    /^customers\/\d+\/adGroups\/(\d+)$/,
    (match) => ({ level: 'ad_group', adGroupId: match[1] ?? '' }),
  ],
  [
    /^customers\/\d+\/campaigns\/(\d+)$/,
    (match) => ({ level: 'campaign', campaignId: match[1] ?? '' }),
  ],
  [
    /^customers\/\d+\/ads\/(\d+)$/,
    (match) => ({ level: 'ad', adId: match[1] ?? '', adGroupId: null }),
  ],
];

function readPausedResource(resourceName: string | undefined): PausedGoogleItem | null {
  for (const [pattern, read] of PAUSED_RESOURCE_PATTERNS) {
    const match = resourceName === undefined ? null : pattern.exec(resourceName);
    if (match) return read(match);
  }
  return null;
}

/**
 * What is paused, for the marketer: the resource the error's trigger names (an ad group ad, ad group
 * or campaign) [which one Google puts there is unconfirmed], else the ad of the failed operation
 * (the one the error's location indexes), else nothing more than "the ad".
 */
function describePausedAd(error: GoogleAdsError, operationResourceName?: string): string {
  const paused = readPausedResource(error.trigger?.stringValue) ??
    readPausedResource(operationResourceName) ?? { level: 'ad', adId: null, adGroupId: null };
  return describePausedGoogleAd(paused);
}

/**
 * The error enums of criteria and shared sets (googleapis google/ads/googleads/v25/errors/
 * criterion_error.proto, shared_set_error.proto, shared_criterion_error.proto,
 * campaign_shared_set_error.proto, resource_count_limit_exceeded_error.proto).
 */
const NEGATIVE_ERROR_CATEGORIES = new Set([
  'criterionError',
  'sharedSetError',
  'sharedCriterionError',
  'campaignSharedSetError',
  'campaignCriterionError',
  'adGroupCriterionError',
  'resourceCountLimitExceededError',
]);

function mapErrorCode(category: string, value: string): PlatformErrorCode | null {
  if (category === 'authorizationError' && CONFIGURATION_ERRORS.has(value))
    return 'CONFIGURATION_ERROR';
  // A developer token the server still reads and refuses is our configuration too.
  if (value.startsWith('DEVELOPER_TOKEN')) return 'CONFIGURATION_ERROR';
  if (value === PAUSED_AD_ERROR) return 'NOT_SUPPORTED';
  if (category === 'authenticationError') return 'AUTH_REVOKED';
  if (category === 'authorizationError') return 'NO_PERMISSIONS';
  if (value === 'CONCURRENT_MODIFICATION') return 'CONFLICT';
  if (category === 'quotaError') return 'RATE_LIMITED';
  if (category === 'internalError') return 'SERVER_ERROR';
  if (category === 'urlFieldError' || /URL/.test(value)) return 'INVALID_HREF';
  // A negative keyword or list the account's state refuses (text Google will not take, a list at
  // its limit, a name taken, one already there): issue 28 names each in its own words.
  if (NEGATIVE_ERROR_CATEGORIES.has(category) || value === 'RESOURCE_ALREADY_EXISTS')
    return 'CONFLICT';
  // A removed ad cannot be changed any more: for tagging it is as gone as a missing one.
  if (/NOT_FOUND|NOT_EXIST|REMOVED_RESOURCE/.test(value)) return 'NO_CREATIVE_FOUND';
  // AdService refuses some ad types (TextAd, ImageAd, …): the ad must be tagged at a higher level.
  if (
    /MUTATE_NOT_ALLOWED|CANNOT_(MUTATE|UPDATE|MODIFY)|NOT_SUPPORTED|NOT_PERMITTED_FOR_AD_TYPE/.test(
      value,
    )
  ) {
    return 'NOT_SUPPORTED';
  }
  return null;
}

function mapHttpStatus(status: number): PlatformErrorCode {
  if (status === 401) return 'AUTH_REVOKED';
  if (status === 403) return 'NO_PERMISSIONS';
  if (status === 404) return 'NO_CREATIVE_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 424) return 'FAILED_DEPENDENCY';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'SERVER_ERROR';
  return 'UNKNOWN';
}

/**
 * One error of a GoogleAdsFailure (a partial failure's per-operation error, say);
 * `operationResourceName` is the resource of the operation the error's location points at.
 */
export function describeGoogleAdsError(
  error: GoogleAdsError,
  httpStatus: number | null,
  operationResourceName?: string,
): PlatformErrorDetails {
  const errorCode = readErrorCode(error);
  const code =
    (errorCode && mapErrorCode(errorCode.category, errorCode.value)) ??
    (httpStatus === null ? 'UNKNOWN' : mapHttpStatus(httpStatus));
  const isPausedAd = errorCode?.value === PAUSED_AD_ERROR;
  const platformCode = errorCode ? `${errorCode.category}.${errorCode.value}` : null;
  return {
    code,
    message: isPausedAd
      ? describePausedAd(error, operationResourceName)
      : (error.message ?? 'Google Ads error'),
    httpStatus,
    platformCode,
    ...(platformCode === GOOGLE_QUOTA_CODE && isDailyQuota(error) ? { isDailyLimit: true } : {}),
  };
}

/** The errors of every GoogleAdsFailure in a `details` list. */
export function listGoogleAdsErrors(
  details: GoogleAdsFailureDetail[] | undefined,
): GoogleAdsError[] {
  return (details ?? []).flatMap((detail) => detail.errors ?? []);
}

function readRetryDelaySeconds(errors: GoogleAdsError[]): number | null {
  for (const error of errors) {
    const delay = parseRetryDelay(error.details?.quotaErrorDetails?.retryDelay);
    if (delay !== null) return delay;
  }
  return null;
}

export function describeGoogleFailure(response: WireResponse): FailureDescription {
  // searchStream fails with an array, `[{"error":{…}}]` (platform-apis.md §A SearchStream).
  const raw: unknown = Array.isArray(response.body) ? response.body[0] : response.body;
  const body = (raw !== null && typeof raw === 'object' ? raw : null) as GoogleErrorBody | null;
  const envelope = body?.error;
  const errors = listGoogleAdsErrors(envelope?.details);
  const first = errors[0];
  if (first) {
    const details = describeGoogleAdsError(first, response.status);
    // A 5xx or 429 stays what its status says even if the failure names something more specific.
    const code =
      response.status >= 500
        ? 'SERVER_ERROR'
        : response.status === 429
          ? 'RATE_LIMITED'
          : details.code;
    const isDaily = details.isDailyLimit === true;
    return {
      ...details,
      code: isDaily ? 'RATE_LIMITED' : code,
      retryAfterSeconds: readRetryDelaySeconds(errors),
      ...(isDaily ? { isRetryable: false } : {}),
    };
  }
  return {
    code: mapHttpStatus(response.status),
    message:
      envelope?.message ??
      (typeof response.body === 'string' ? response.body.slice(0, 200) : `HTTP ${response.status}`),
    httpStatus: response.status,
    platformCode: envelope?.status ?? null,
  };
}
