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

// Injected faults in the Google Ads API's own words: quota (429 RESOURCE_EXHAUSTED with a retry
// delay), transient and internal errors, permission, concurrent modification, token expiry and
// revocation.

/** The wire answer to an injected fault, in Google's words. */
export function describeGoogleAdsFault(call: GoogleAdsCall, fault: Fault): WireError {
  const answer = (input: GoogleAdsErrorInput) =>
    describeGoogleAdsError(call.version, call.requestId, input);
  switch (fault.kind) {
    case 'rate_limited': {
      const retryDelay = `${fault.retryAfterSeconds}s`;
      return answer({
        status: 429,
        statusText: 'RESOURCE_EXHAUSTED',
        message: 'Resource has been exhausted (e.g. check quota).',
        headers: { 'retry-after': String(fault.retryAfterSeconds) },
        errors: [
          {
            ...describeEntry(
              'quotaError',
              'RESOURCE_EXHAUSTED',
              `Too many requests. Retry in ${fault.retryAfterSeconds} seconds.`,
            ),
            details: {
              quotaErrorDetails: {
                rateScope: 'DEVELOPER',
                rateName: 'Number of operations for basic access',
                retryDelay,
              },
            },
          },
        ],
      });
    }
    case 'temporarily_unavailable':
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
