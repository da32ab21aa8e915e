import type { Fault } from '../../faults/fault-store.js';
import type { WireError } from '../../oauth/provider-profile.js';
import { USER_PERMISSION_DENIED_MESSAGE, type GoogleAdsCall } from './google-ads-access.js';
import {
  describeEntry,
  describeGoogleAdsError,
  PERMISSION_DENIED,
  UNAUTHENTICATED,
  type GoogleAdsErrorInput,
} from './google-ads-errors.js';

// Injected faults in the Google Ads API's own words: the short-term quota (429 with
// quotaError.RESOURCE_TEMPORARILY_EXHAUSTED, "too many requests in a short amount of time", and a
// retry delay), the daily operations quota (429 with quotaError.RESOURCE_EXHAUSTED, no delay worth
// waiting: QuotaErrorEnum reference, developers.google.com/google-ads/api/reference/rpc/v25/
// QuotaErrorEnum.QuotaError), transient and internal errors, permission, concurrent modification,
// token expiry and revocation.

/** The wire answer to an injected fault, in Google's words. */
export function describeGoogleAdsFault(call: GoogleAdsCall, fault: Fault): WireError {
  const answer = (input: GoogleAdsErrorInput) =>
    describeGoogleAdsError(call.version, call.requestId, input);
  switch (fault.kind) {
    case 'rate_limited':
      return answer(
        quotaAnswer(
          'RESOURCE_TEMPORARILY_EXHAUSTED',
          `Too many requests in a short amount of time. Retry in ${fault.retryAfterSeconds} seconds.`,
          {
            rateScope: 'ACCOUNT',
            rateName: 'Requests per account',
            retryDelay: `${fault.retryAfterSeconds}s`,
          },
          { 'retry-after': String(fault.retryAfterSeconds) },
        ),
      );
    case 'quota_throttle':
      // The same code as the daily quota, which Google's API team says usually means a
      // short-term limit: QuotaErrorDetails carry the rate and how long to wait.
      return answer(
        quotaAnswer('RESOURCE_EXHAUSTED', 'Too many requests.', {
          rateScope: 'ACCOUNT',
          rateName: 'Requests per minute per account',
          retryDelay: `${fault.retryAfterSeconds}s`,
        }),
      );
    case 'daily_quota':
      // Explorer access allows 2,880 operations a day (Test access 15,000 on test accounts):
      // developers.google.com/google-ads/api/docs/api-policy/developer-token. The exact rate name
      // Google sends is unconfirmed; a daily one is what tells it from a short-term throttle.
      return answer(
        quotaAnswer('RESOURCE_EXHAUSTED', 'Too many requests.', {
          rateScope: 'DEVELOPER',
          rateName: 'Number of operations per day for explorer access',
        }),
      );
    case 'cloud_project_not_approved':
      // authorizationError.CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION (32, new in v25):
      // developers.google.com/google-ads/api/diff-tool/v25/versus-v24/diffs/errors/authorization_error
      return answer({
        ...PERMISSION_DENIED,
        errors: [
          describeEntry(
            'authorizationError',
            'CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION',
            'The Google Cloud project is only approved for use with test accounts. To access non-test accounts, apply for Explorer, Basic or Standard access.',
          ),
        ],
      });
    case 'temporarily_unavailable':
    case 'answer_lost':
      return answer({
        status: 503,
        statusText: 'UNAVAILABLE',
        message: 'The service is currently unavailable.',
        errors: [
          describeEntry(
            'internalError',
            'TRANSIENT_ERROR',
            'The service encountered a transient error. Please retry.',
          ),
        ],
      });
    case 'permission_denied':
      return answer({
        ...PERMISSION_DENIED,
        errors: [
          describeEntry(
            'authorizationError',
            'USER_PERMISSION_DENIED',
            USER_PERMISSION_DENIED_MESSAGE,
          ),
        ],
      });
    case 'conflict':
      return answer({
        status: 409,
        statusText: 'ABORTED',
        message:
          'Multiple requests were attempting to modify the same resource at once. Retry the request.',
        errors: [
          describeEntry(
            'databaseError',
            'CONCURRENT_MODIFICATION',
            'Multiple requests were attempting to modify the same resource at once. Retry the request.',
          ),
        ],
      });
    case 'expired_token':
      return answer({
        ...UNAUTHENTICATED,
        errors: [
          describeEntry(
            'authenticationError',
            'OAUTH_TOKEN_EXPIRED',
            'OAuth token in the header has expired.',
          ),
        ],
      });
    case 'revoked_token':
      return answer({
        ...UNAUTHENTICATED,
        errors: [
          describeEntry(
            'authenticationError',
            'OAUTH_TOKEN_REVOKED',
            'OAuth token in the header has been revoked.',
          ),
        ],
      });
    default:
      return answer({
        status: 500,
        statusText: 'INTERNAL',
        message: 'Internal error encountered.',
        errors: [
          describeEntry('internalError', 'INTERNAL_ERROR', 'An internal error has occurred.'),
        ],
      });
  }
}

/** A 429 quota answer: the quota error, its QuotaErrorDetails, and headers if any. */
function quotaAnswer(
  value: 'RESOURCE_EXHAUSTED' | 'RESOURCE_TEMPORARILY_EXHAUSTED',
  text: string,
  quotaErrorDetails: { rateScope: string; rateName: string; retryDelay?: string },
  headers?: Record<string, string>,
): GoogleAdsErrorInput {
  return {
    status: 429,
    statusText: 'RESOURCE_EXHAUSTED',
    message: 'Resource has been exhausted (e.g. check quota).',
    ...(headers ? { headers } : {}),
    errors: [{ ...describeEntry('quotaError', value, text), details: { quotaErrorDetails } }],
  };
}
