import type { PlatformErrorCode, PlatformErrorDetails } from '../ad-platform.js';
import type { FailureDescription, WireResponse } from '../http/send-request.js';

// Google Ads errors -> spec §8 codes. A failure body is
// {"error":{"code","message","status","details":[{"@type":"…GoogleAdsFailure","errors":[{"errorCode":{"authorizationError":"USER_PERMISSION_DENIED"},"message","location"}]}]}}
// and a partial failure carries the same GoogleAdsFailure list inside a 200.

export interface GoogleAdsError {
  errorCode?: Record<string, string>;
  message?: string;
  location?: { fieldPathElements?: { fieldName?: string; index?: number }[] };
  details?: { quotaErrorDetails?: { retryDelay?: string } };
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

function mapErrorCode(category: string, value: string): PlatformErrorCode | null {
  // A wrong developer token is our configuration, not the login's grant.
  if (value.startsWith('DEVELOPER_TOKEN'))
    return category === 'authorizationError' ? 'NO_PERMISSIONS' : 'UNKNOWN';
  if (category === 'authenticationError') return 'AUTH_REVOKED';
  if (category === 'authorizationError') return 'NO_PERMISSIONS';
  if (value === 'CONCURRENT_MODIFICATION') return 'CONFLICT';
  if (category === 'quotaError') return 'RATE_LIMITED';
  if (category === 'internalError') return 'SERVER_ERROR';
  if (category === 'urlFieldError' || /URL/.test(value)) return 'INVALID_HREF';
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

/** One error of a GoogleAdsFailure (a partial failure's per-operation error, say). */
export function describeGoogleAdsError(
  error: GoogleAdsError,
  httpStatus: number | null,
): PlatformErrorDetails {
  const errorCode = readErrorCode(error);
  const code =
    (errorCode && mapErrorCode(errorCode.category, errorCode.value)) ??
    (httpStatus === null ? 'UNKNOWN' : mapHttpStatus(httpStatus));
  return {
    code,
    message: error.message ?? 'Google Ads error',
    httpStatus,
    platformCode: errorCode ? `${errorCode.category}.${errorCode.value}` : null,
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
    const delay = error.details?.quotaErrorDetails?.retryDelay;
    const match = delay === undefined ? null : /^(\d+(?:\.\d+)?)s$/.exec(delay);
    if (match?.[1]) return Math.ceil(Number(match[1]));
  }
  return null;
}

export function describeGoogleFailure(response: WireResponse): FailureDescription {
  const body = (typeof response.body === 'object' ? response.body : null) as GoogleErrorBody | null;
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
    return { ...details, code, retryAfterSeconds: readRetryDelaySeconds(errors) };
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
