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

function decideCode(status: number, body: LinkedInErrorBody): PlatformErrorCode {
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
  return {
    code: decideCode(response.status, body),
    message:
      body.message ??
      (typeof response.body === 'string' ? response.body.slice(0, 200) : `HTTP ${response.status}`),
    httpStatus: response.status,
    platformCode,
  };
}
