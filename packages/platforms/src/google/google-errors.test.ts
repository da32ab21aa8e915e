import { describe, expect, it } from 'vitest';
import type { WireResponse } from '../http/send-request.js';
import { describeGoogleFailure, isDailyQuotaExhausted } from './google-errors.js';

function googleFailure(
  status: number,
  statusText: string,
  errorCode: Record<string, string> | null,
  extra: Record<string, unknown> = {},
): WireResponse {
  return {
    status,
    headers: new Headers(),
    body: {
      error: {
        code: status,
        message: 'Request contains an invalid argument.',
        status: statusText,
        details:
          errorCode === null
            ? []
            : [
                {
                  '@type': 'type.googleapis.com/google.ads.googleads.v25.errors.GoogleAdsFailure',
                  errors: [
                    { errorCode, message: `Google says ${Object.values(errorCode)[0]}`, ...extra },
                  ],
                  requestId: 'req-1',
                },
              ],
      },
    },
  };
}

describe('describeGoogleFailure', () => {
  it.each([
    [403, 'PERMISSION_DENIED', { authorizationError: 'USER_PERMISSION_DENIED' }, 'NO_PERMISSIONS'],
    [403, 'PERMISSION_DENIED', { authorizationError: 'CUSTOMER_NOT_ENABLED' }, 'NO_PERMISSIONS'],
    [401, 'UNAUTHENTICATED', { authenticationError: 'OAUTH_TOKEN_REVOKED' }, 'AUTH_REVOKED'],
    [401, 'UNAUTHENTICATED', { authenticationError: 'OAUTH_TOKEN_EXPIRED' }, 'AUTH_REVOKED'],
    [409, 'ABORTED', { databaseError: 'CONCURRENT_MODIFICATION' }, 'CONFLICT'],
    [400, 'INVALID_ARGUMENT', { mutateError: 'RESOURCE_NOT_FOUND' }, 'NO_CREATIVE_FOUND'],
    [400, 'INVALID_ARGUMENT', { urlFieldError: 'INVALID_TAG_IN_FINAL_URL_SUFFIX' }, 'INVALID_HREF'],
    [400, 'INVALID_ARGUMENT', { fieldError: 'INVALID_URL' }, 'INVALID_HREF'],
    [429, 'RESOURCE_EXHAUSTED', { quotaError: 'RESOURCE_EXHAUSTED' }, 'RATE_LIMITED'],
    [500, 'INTERNAL', { internalError: 'INTERNAL_ERROR' }, 'SERVER_ERROR'],
    [503, 'UNAVAILABLE', { internalError: 'TRANSIENT_ERROR' }, 'SERVER_ERROR'],
    [400, 'INVALID_ARGUMENT', { queryError: 'UNRECOGNIZED_FIELD' }, 'UNKNOWN'],
    [400, 'INVALID_ARGUMENT', { mutateError: 'MUTATE_NOT_ALLOWED' }, 'NOT_SUPPORTED'],
    [
      400,
      'INVALID_ARGUMENT',
      { operationAccessDeniedError: 'OPERATION_NOT_PERMITTED_FOR_REMOVED_RESOURCE' },
      'NO_CREATIVE_FOUND',
    ],
    // Utmost's own API access (operator-facing), not the login's grant.
    [
      401,
      'UNAUTHENTICATED',
      { authenticationError: 'DEVELOPER_TOKEN_INVALID' },
      'CONFIGURATION_ERROR',
    ],
    [
      403,
      'PERMISSION_DENIED',
      { authorizationError: 'DEVELOPER_TOKEN_NOT_APPROVED' },
      'CONFIGURATION_ERROR',
    ],
    [
      403,
      'PERMISSION_DENIED',
      { authorizationError: 'CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION' },
      'CONFIGURATION_ERROR',
    ],
    [429, 'RESOURCE_EXHAUSTED', { quotaError: 'RESOURCE_TEMPORARILY_EXHAUSTED' }, 'RATE_LIMITED'],
    // The Cloud project of Utmost's OAuth client, not the login (googleapis google/ads/googleads/
    // v25/errors/authorization_error.proto: PROJECT_DISABLED = 5, MISSING_TOS = 9,
    // CLOUD_PROJECT_NOT_UNDER_ORGANIZATION = 27).
    [403, 'PERMISSION_DENIED', { authorizationError: 'PROJECT_DISABLED' }, 'CONFIGURATION_ERROR'],
    [403, 'PERMISSION_DENIED', { authorizationError: 'MISSING_TOS' }, 'CONFIGURATION_ERROR'],
    [
      403,
      'PERMISSION_DENIED',
      { authorizationError: 'CLOUD_PROJECT_NOT_UNDER_ORGANIZATION' },
      'CONFIGURATION_ERROR',
    ],
  ] as const)('maps %i %s %o to %s', (status, statusText, errorCode, code) => {
    const details = describeGoogleFailure(googleFailure(status, statusText, errorCode));
    expect(details.code).toBe(code);
    expect(details.httpStatus).toBe(status);
    expect(details.platformCode).toBe(Object.entries(errorCode)[0]?.join('.'));
    expect(details.message).toBe(`Google says ${Object.values(errorCode)[0]}`);
  });

  it.each([
    [404, 'NO_CREATIVE_FOUND'],
    [409, 'CONFLICT'],
    [424, 'FAILED_DEPENDENCY'],
    [502, 'SERVER_ERROR'],
    [418, 'UNKNOWN'],
  ] as const)('falls back to the HTTP status %i -> %s', (status, code) => {
    const details = describeGoogleFailure(googleFailure(status, 'X', null));
    expect(details.code).toBe(code);
    expect(details.platformCode).toBe('X');
  });

  it('reads a quota retry delay from the failure details', () => {
    const details = describeGoogleFailure(
      googleFailure(
        429,
        'RESOURCE_EXHAUSTED',
        { quotaError: 'RESOURCE_TEMPORARILY_EXHAUSTED' },
        {
          details: { quotaErrorDetails: { retryDelay: '42s' } },
        },
      ),
    );
    expect(details.retryAfterSeconds).toBe(42);
  });

  const exhausted = (quotaErrorDetails?: Record<string, string>) =>
    describeGoogleFailure(
      googleFailure(
        429,
        'RESOURCE_EXHAUSTED',
        { quotaError: 'RESOURCE_EXHAUSTED' },
        quotaErrorDetails ? { details: { quotaErrorDetails } } : {},
      ),
    );

  it('marks RESOURCE_EXHAUSTED as the daily quota only for a daily rate or hours to wait', () => {
    for (const daily of [
      exhausted({ rateScope: 'DEVELOPER', rateName: 'Number of operations per day' }),
      exhausted({ rateScope: 'DEVELOPER', rateName: 'Daily operations' }),
      exhausted({ rateScope: 'ACCOUNT', rateName: 'Requests', retryDelay: '43200s' }),
    ]) {
      expect(daily.isRetryable).toBe(false);
      expect(isDailyQuotaExhausted(daily)).toBe(true);
    }
    // Google's API team: the same code usually means a short-term rate limit.
    for (const throttle of [
      exhausted({ rateScope: 'ACCOUNT', rateName: 'Requests per minute', retryDelay: '30s' }),
      exhausted(),
    ]) {
      expect(throttle.code).toBe('RATE_LIMITED');
      expect(throttle.isRetryable).toBeUndefined();
      expect(isDailyQuotaExhausted(throttle)).toBe(false);
    }
    expect(
      exhausted({ rateName: 'Requests per minute', retryDelay: '30s' }).retryAfterSeconds,
    ).toBe(30);
    const shortTerm = describeGoogleFailure(
      googleFailure(429, 'RESOURCE_EXHAUSTED', { quotaError: 'RESOURCE_TEMPORARILY_EXHAUSTED' }),
    );
    expect(shortTerm.isRetryable).toBeUndefined();
    expect(isDailyQuotaExhausted(shortTerm)).toBe(false);
  });

  it('copes with a body that is not Google JSON (an HTML 404 page)', () => {
    const details = describeGoogleFailure({
      status: 404,
      headers: new Headers(),
      body: '<html>Not Found</html>',
    });
    expect(details).toEqual({
      code: 'NO_CREATIVE_FOUND',
      message: '<html>Not Found</html>',
      httpStatus: 404,
      platformCode: null,
    });
  });
});
