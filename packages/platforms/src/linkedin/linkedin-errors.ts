import type { PlatformErrorCode } from '../ad-platform.js';
import type { FailureDescription, WireResponse } from '../http/send-request.js';

// LinkedIn's Rest.li error body: {"status":403,"serviceErrorCode":100,"code":"ACCESS_DENIED",
// "message":"…"} (code is sometimes absent). The HTTP status decides the spec §8 code; the message
// tells an invalid URL apart from other bad requests.

interface LinkedInErrorBody {
  status?: number;
  serviceErrorCode?: number;
  code?: string;
  message?: string;
  /** Validation failures name each refused input (com.linkedin.common.error.BadRequest). */
  errorDetails?: {
    inputErrors?: { code?: string; input?: { inputPath?: { fieldPath?: string } } }[];
  };
}

const URL_MESSAGE = /url|landing ?page|href|uri/i;

function isAboutUrl(body: LinkedInErrorBody): boolean {
  const inputErrors = body.errorDetails?.inputErrors ?? [];
  if (inputErrors.length > 0) {
    return inputErrors.some(
      (error) =>
        /URL/.test(error.code ?? '') ||
        /landingPage/i.test(error.input?.inputPath?.fieldPath ?? ''),
    );
  }
  return URL_MESSAGE.test(body.message ?? '');
}

// The LinkedIn-Version answers: a sunset or unknown version is 426 NONEXISTENT_VERSION "Requested
// version 202510 is not active" (the body seen by n8n-io/n8n#14737, ComposioHQ/composio#4320; the
// migrations page https://learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations
// dates each sunset). A missing header is VERSION_MISSING [unconfirmed: name and status from the
// sandbox, not an official page]. Every LinkedIn call fails alike until the operator sets a live
// LINKEDIN_ADS_API_VERSION, so these are configuration errors, not the marketer's to fix.
const VERSION_ERROR_CODES = new Set(['NONEXISTENT_VERSION', 'VERSION_MISSING', 'INVALID_VERSION']);

function isVersionRefused(status: number, body: LinkedInErrorBody): boolean {
  return status === 426 || VERSION_ERROR_CODES.has(body.code ?? '');
}

function decideCode(status: number, body: LinkedInErrorBody): PlatformErrorCode {
  if (isVersionRefused(status, body)) return 'CONFIGURATION_ERROR';
  if (status === 401) return 'AUTH_REVOKED';
  if (status === 403) return 'NO_PERMISSIONS';
  if (status === 404) return 'NO_CREATIVE_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 424) return 'FAILED_DEPENDENCY';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'SERVER_ERROR';
  if ((status === 400 || status === 422) && isAboutUrl(body)) {
    return 'INVALID_HREF';
  }
  return 'UNKNOWN';
}

export function describeLinkedInFailure(response: WireResponse): FailureDescription {
  const body = (
    response.body !== null && typeof response.body === 'object' ? response.body : {}
  ) as LinkedInErrorBody;
  const platformCode =
    body.code ?? (body.serviceErrorCode === undefined ? null : String(body.serviceErrorCode));
  const platformMessage =
    body.message ??
    (typeof response.body === 'string' ? response.body.slice(0, 200) : `HTTP ${response.status}`);
  return {
    code: decideCode(response.status, body),
    message: isVersionRefused(response.status, body)
      ? `LinkedIn refused the API version (${platformMessage}): set LINKEDIN_ADS_API_VERSION to a live version, see https://learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations`
      : platformMessage,
    httpStatus: response.status,
    platformCode,
  };
}
