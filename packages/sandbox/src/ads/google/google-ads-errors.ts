import { randomBytes } from 'node:crypto';
import type { WireError } from '../../oauth/provider-profile.js';

// Google Ads API errors in the REST shape: a google.rpc.Status whose details carry a
// GoogleAdsFailure (`errors[].errorCode` names the enum, e.g. {"queryError":"UNRECOGNIZED_FIELD"}).

export interface GoogleAdsErrorEntry {
  errorCode: Record<string, string>;
  message: string;
  trigger?: { stringValue: string };
  location?: { fieldPathElements: Array<{ fieldName: string; index?: number }> };
  details?: Record<string, unknown>;
}

export interface GoogleAdsErrorInput {
  status: number;
  statusText: string;
  message: string;
  errors: GoogleAdsErrorEntry[];
  headers?: Record<string, string>;
}

/** Google's request ids are 22 characters of base64url. */
export function createRequestId(): string {
  return randomBytes(16).toString('base64url').slice(0, 22);
}

export function buildGoogleAdsFailure(
  version: string,
  requestId: string,
  errors: GoogleAdsErrorEntry[],
): Record<string, unknown> {
  return {
    '@type': `type.googleapis.com/google.ads.googleads.${version}.errors.GoogleAdsFailure`,
    errors,
    requestId,
  };
}

export function describeGoogleAdsError(
  version: string,
  requestId: string,
  input: GoogleAdsErrorInput,
): WireError {
  return {
    status: input.status,
    headers: input.headers ?? {},
    body: {
      error: {
        code: input.status,
        message: input.message,
        status: input.statusText,
        details: [buildGoogleAdsFailure(version, requestId, input.errors)],
      },
    },
  };
}

export const INVALID_ARGUMENT = {
  status: 400,
  statusText: 'INVALID_ARGUMENT',
  message: 'Request contains an invalid argument.',
} as const;

export const PERMISSION_DENIED = {
  status: 403,
  statusText: 'PERMISSION_DENIED',
  message: 'The caller does not have permission',
} as const;

export const UNAUTHENTICATED = {
  status: 401,
  statusText: 'UNAUTHENTICATED',
  message:
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
} as const;

/** One entry with an error code and message, optionally with a trigger and a field path. */
export function describeEntry(
  category: string,
  code: string,
  message: string,
  extra: { trigger?: string; path?: Array<{ fieldName: string; index?: number }> } = {},
): GoogleAdsErrorEntry {
  return {
    errorCode: { [category]: code },
    message,
    ...(extra.trigger === undefined ? {} : { trigger: { stringValue: extra.trigger } }),
    ...(extra.path === undefined ? {} : { location: { fieldPathElements: extra.path } }),
  };
}

/** A JSON body Google cannot read (malformed, unknown fields): no GoogleAdsFailure, a BadRequest. */
export function describeInvalidPayload(description: string, field?: string): WireError {
  return {
    status: 400,
    body: {
      error: {
        code: 400,
        message: `Invalid JSON payload received. ${description}`,
        status: 'INVALID_ARGUMENT',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.BadRequest',
            fieldViolations: [
              {
                ...(field === undefined ? {} : { field }),
                description: `Invalid JSON payload received. ${description}`,
              },
            ],
          },
        ],
      },
    },
  };
}

/** The HTML page Google's front end serves for a path (or version) that does not exist. */
export function describeNotFoundPage(path: string): string {
  const escaped = path.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return [
    '<!DOCTYPE html>',
    '<html lang=en>',
    '  <meta charset=utf-8>',
    '  <meta name=viewport content="initial-scale=1, minimum-scale=1, width=device-width">',
    '  <title>Error 404 (Not Found)!!1</title>',
    '  <a href=//www.google.com/><span id=logo aria-label=Google></span></a>',
    '  <p><b>404.</b> <ins>That’s an error.</ins>',
    `  <p>The requested URL <code>${escaped}</code> was not found on this server.  <ins>That’s all we know.</ins>`,
    '',
  ].join('\n');
}
