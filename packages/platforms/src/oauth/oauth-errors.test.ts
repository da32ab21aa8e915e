import { describe, expect, it } from 'vitest';
import { describeOAuthFailure } from './oauth-errors.js';

function failure(status: number, body: unknown) {
  return { status, headers: new Headers(), body };
}

describe('describeOAuthFailure', () => {
  it('treats invalid_grant on refresh as a revoked grant', () => {
    const details = describeOAuthFailure(
      failure(400, {
        error: 'invalid_grant',
        error_description: 'Token has been expired or revoked.',
      }),
      { endpoint: 'token refresh', isRefresh: true },
    );
    expect(details).toEqual({
      code: 'AUTH_REVOKED',
      message: 'token refresh: Token has been expired or revoked.',
      httpStatus: 400,
      platformCode: 'invalid_grant',
    });
  });

  it('keeps invalid_grant of a code exchange apart from revocation', () => {
    const details = describeOAuthFailure(failure(400, { error: 'invalid_grant' }), {
      endpoint: 'token',
    });
    expect(details.code).toBe('UNKNOWN');
  });

  it.each([
    [429, { error: 'rate_limit_exceeded' }, 'RATE_LIMITED'],
    [503, { error: 'temporarily_unavailable' }, 'SERVER_ERROR'],
    [401, { error: 'invalid_request', error_description: 'Invalid Credentials' }, 'AUTH_REVOKED'],
    [
      401,
      { message: 'Invalid access token', serviceErrorCode: 65600, status: 401 },
      'AUTH_REVOKED',
    ],
    [
      403,
      { error: { code: 403, message: 'insufficient scopes', status: 'PERMISSION_DENIED' } },
      'NO_PERMISSIONS',
    ],
    [400, { error: 'invalid_client' }, 'UNKNOWN'],
  ] as const)('maps %i %o to %s', (status, body, code) => {
    expect(describeOAuthFailure(failure(status, body), { endpoint: 'x' }).code).toBe(code);
  });
});
