import { describe, expect, it } from 'vitest';
import { describeLinkedInFailure } from './linkedin-errors.js';

function linkedInFailure(status: number, body: unknown) {
  return { status, headers: new Headers(), body };
}

describe('describeLinkedInFailure', () => {
  it.each([
    [
      401,
      'REVOKED_ACCESS_TOKEN',
      'The token used in the request has been revoked by the user',
      'AUTH_REVOKED',
    ],
    [
      403,
      'ACCESS_DENIED',
      'Not enough permissions to access: creatives.PARTIAL_UPDATE',
      'NO_PERMISSIONS',
    ],
    [404, 'NOT_FOUND', 'Creative does not exist', 'NO_CREATIVE_FOUND'],
    [409, 'CONFLICT', 'Concurrent update', 'CONFLICT'],
    [424, 'FAILED_DEPENDENCY', 'Upstream failed', 'FAILED_DEPENDENCY'],
    [429, 'TOO_MANY_REQUESTS', 'Resource level throttle', 'RATE_LIMITED'],
    [500, 'INTERNAL_SERVER_ERROR', 'Internal Server Error', 'SERVER_ERROR'],
    [400, 'INVALID_VALUE', '/content/textAd/landingPage :: invalid URL', 'INVALID_HREF'],
    [400, 'INVALID_VALUE', 'headline too long', 'UNKNOWN'],
    [426, 'NONEXISTENT_VERSION', 'Requested version 202510 is not active', 'CONFIGURATION_ERROR'],
    [400, 'VERSION_MISSING', 'A version must be present', 'CONFIGURATION_ERROR'],
  ] as const)('maps %i %s to %s', (status, platformCode, message, code) => {
    expect(
      describeLinkedInFailure(
        linkedInFailure(status, { status, serviceErrorCode: 100, code: platformCode, message }),
      ),
    ).toEqual({
      code,
      // A version refusal also tells the operator which setting to change.
      message:
        code === 'CONFIGURATION_ERROR'
          ? expect.stringMatching(new RegExp(`${message}.*LINKEDIN_ADS_API_VERSION`))
          : message,
      httpStatus: status,
      platformCode,
    });
  });

  it('reads validation details: a refused landing page is INVALID_HREF, other fields are not', () => {
    const inputError = (code: string, fieldPath: string) =>
      linkedInFailure(400, {
        status: 400,
        serviceErrorCode: 100,
        code: 'INVALID_INPUT',
        message: 'Multiple errors occurred during the input validation.',
        errorDetails: {
          inputErrors: [{ code, description: 'x', input: { inputPath: { fieldPath } } }],
        },
      });
    expect(
      describeLinkedInFailure(inputError('URL_TOO_LONG', '/content/textAd/landingPage')).code,
    ).toBe('INVALID_HREF');
    expect(describeLinkedInFailure(inputError('INVALID_URL', '/contentLandingPage')).code).toBe(
      'INVALID_HREF',
    );
    expect(
      describeLinkedInFailure(inputError('FIELD_NOT_UPDATABLE', '/content/textAd/headline')).code,
    ).toBe('UNKNOWN');
  });

  it('uses the service error code when the body has no code', () => {
    const details = describeLinkedInFailure(
      linkedInFailure(401, {
        message: 'Empty oauth2_access_token',
        serviceErrorCode: 401,
        status: 401,
      }),
    );
    expect(details.platformCode).toBe('401');
    expect(details.code).toBe('AUTH_REVOKED');
  });
});
