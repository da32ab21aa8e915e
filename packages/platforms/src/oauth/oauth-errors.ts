import type { PlatformErrorCode } from '../ad-platform.js';
import type { FailureDescription, WireResponse } from '../http/send-request.js';

// The OAuth endpoints answer RFC 6749 `{error, error_description}`; userinfo answers in the API's
// own shape (Google `{error:{code,message,status}}`, LinkedIn `{message, serviceErrorCode}`). One
// reader for all of them, since only the code and a readable message matter here.

function readString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function readField(body: unknown, key: string): unknown {
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : null;
}

function readOAuthError(body: unknown): { error: string | null; message: string | null } {
  const error = readField(body, 'error');
  if (error !== null && typeof error === 'object') {
    // googleapis envelope: {error: {code, message, status}}
    return {
      error: readString(readField(error, 'status')),
      message: readString(readField(error, 'message')),
    };
  }
  return {
    error: readString(error) ?? readString(readField(body, 'code')),
    message:
      readString(readField(body, 'error_description')) ?? readString(readField(body, 'message')),
  };
}

function decideCode(status: number, error: string | null, isRefresh: boolean): PlatformErrorCode {
  if (status === 401) return 'AUTH_REVOKED';
  // invalid_grant on refresh: the person revoked access or the refresh token expired.
  if (isRefresh && error === 'invalid_grant') return 'AUTH_REVOKED';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'SERVER_ERROR';
  if (status === 403) return 'NO_PERMISSIONS';
  return 'UNKNOWN';
}

export function describeOAuthFailure(
  response: WireResponse,
  context: { endpoint: string; isRefresh?: boolean },
): FailureDescription {
  const { error, message } = readOAuthError(response.body);
  const text = message ?? error ?? `HTTP ${response.status}`;
  return {
    code: decideCode(response.status, error, context.isRefresh ?? false),
    message: `${context.endpoint}: ${text}`,
    httpStatus: response.status,
    platformCode: error,
  };
}
