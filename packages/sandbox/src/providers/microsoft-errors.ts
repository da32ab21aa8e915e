import { randomUUID } from 'node:crypto';
import type { ResourceErrorKind, TokenErrorKind, WireError } from '../oauth/provider-profile.js';

// Entra token-endpoint errors (AADSTS codes from Microsoft's published list; [unconfirmed] where the
// mapping is a guess) and Microsoft Graph error bodies.

export type EntraError = [status: number, error: string, code: number, message: string];

const missing = (parameter: string): EntraError => [
  400,
  'invalid_request',
  900144,
  `The request body must contain the following parameter: '${parameter}'.`,
];
const malformedGrant: EntraError = [
  400,
  'invalid_grant',
  9002313,
  'Invalid request. Request is malformed or invalid.',
];
const revokedGrant: EntraError = [
  400,
  'invalid_grant',
  50173,
  'The provided grant has expired due to it being revoked, a fresh auth token is needed. The user might have changed or reset their password.',
];

export const ENTRA_TOKEN_ERRORS: Record<TokenErrorKind, EntraError> = {
  request_malformed: [
    400,
    'invalid_request',
    90014,
    'A required field is missing from the request or the request body is malformed.',
  ],
  client_id_missing: missing('client_id'),
  client_secret_missing: [
    401,
    'invalid_client',
    7000218,
    "The request body must contain the following parameter: 'client_assertion' or 'client_secret'.",
  ],
  client_unknown: [
    400,
    'unauthorized_client',
    700016,
    'Application with the given identifier was not found in the directory.',
  ],
  client_secret_wrong: [
    401,
    'invalid_client',
    7000215,
    'Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app.',
  ],
  auth_method_unsupported: [
    401,
    'invalid_client',
    7000218,
    "The request body must contain the following parameter: 'client_assertion' or 'client_secret'.",
  ],
  grant_type_missing: missing('grant_type'),
  grant_type_unsupported: [
    400,
    'unsupported_grant_type',
    70003,
    'The app requested an unsupported grant type.',
  ],
  code_missing: missing('code'),
  code_invalid: malformedGrant,
  code_expired: [
    400,
    'invalid_grant',
    70008,
    'The provided authorization code or refresh token has expired due to inactivity. Send a new interactive authorization request for this user and resource.',
  ],
  code_reused: [
    400,
    'invalid_grant',
    54005,
    'OAuth2 Authorization code was already redeemed, please retry with a new valid code or use an existing refresh token.',
  ],
  client_mismatch: [400, 'invalid_grant', 70000, 'Provided grant is invalid or malformed.'],
  // [unconfirmed] which AADSTS code the token endpoint uses for this
  redirect_uri_mismatch: [
    400,
    'invalid_grant',
    50011,
    'The redirect URI specified in the request does not match the redirect URI used to obtain the authorization code.',
  ],
  code_verifier_missing: missing('code_verifier'),
  code_verifier_mismatch: [
    400,
    'invalid_grant',
    501481,
    'The Code_Verifier does not match the code_challenge supplied in the authorization request.',
  ],
  // never sent: Entra does PKCE
  code_verifier_refused: [
    400,
    'invalid_grant',
    501481,
    'The Code_Verifier does not match the code_challenge supplied in the authorization request.',
  ],
  refresh_token_missing: missing('refresh_token'),
  refresh_token_invalid: malformedGrant,
  refresh_token_revoked: revokedGrant,
  refresh_token_expired: [
    400,
    'invalid_grant',
    700082,
    'The refresh token has expired due to inactivity.',
  ],
  scope_broader_than_granted: [
    400,
    'invalid_scope',
    70011,
    "The provided value for the input parameter 'scope' is not valid.",
  ],
  tenant_mismatch: [
    400,
    'invalid_grant',
    50020,
    'User account from identity provider does not exist in tenant and cannot access the application in that tenant.',
  ],
  injected_invalid_grant: revokedGrant,
  injected_server_error: [
    500,
    'server_error',
    50000,
    'There was an error issuing a token or an issue with our sign-in service.',
  ],
  injected_temporarily_unavailable: [
    503,
    'temporarily_unavailable',
    90033,
    'A transient error has occurred. Please try again.',
  ],
  injected_rate_limited: [
    429,
    'temporarily_unavailable',
    90055,
    'The request was throttled. Please try again later.',
  ],
};

function formatTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, 'Z');
}

export function describeEntraError(entry: EntraError, retryAfterSeconds: number): WireError {
  const [status, error, code, message] = entry;
  const traceId = randomUUID();
  const correlationId = randomUUID();
  const timestamp = formatTimestamp(new Date());
  return {
    status,
    body: {
      error,
      error_description: `AADSTS${code}: ${message} Trace ID: ${traceId} Correlation ID: ${correlationId} Timestamp: ${timestamp}`,
      error_codes: [code],
      timestamp,
      trace_id: traceId,
      correlation_id: correlationId,
      error_uri: `https://login.microsoftonline.com/error?code=${code}`,
    },
    headers: status === 429 ? { 'retry-after': String(retryAfterSeconds) } : {},
  };
}

function describeGraphError(status: number, code: string, message: string): WireError {
  const date = new Date().toISOString().replace(/\.\d+Z$/, '');
  const requestId = randomUUID();
  return {
    status,
    body: {
      error: {
        code,
        message,
        innerError: { date, 'request-id': requestId, 'client-request-id': requestId },
      },
    },
    headers: status === 401 ? { 'www-authenticate': 'Bearer realm="", error="invalid_token"' } : {},
  };
}

export function describeGraphResourceError(
  kind: ResourceErrorKind,
  retryAfterSeconds: number,
): WireError {
  switch (kind) {
    case 'token_missing':
      return describeGraphError(401, 'InvalidAuthenticationToken', 'Access token is empty.');
    case 'token_unknown':
      return describeGraphError(
        401,
        'InvalidAuthenticationToken',
        'Access token validation failure.',
      );
    case 'token_expired':
      return describeGraphError(
        401,
        'InvalidAuthenticationToken',
        'Lifetime validation failed, the token is expired.',
      );
    case 'token_revoked':
      // Graph evaluates revocation continuously (CAE), so a revoked session fails at once.
      return describeGraphError(
        401,
        'InvalidAuthenticationToken',
        'Continuous access evaluation resulted in challenge with result: InteractionRequired and code: TokenIssuedBeforeRevocationTimestamp',
      );
    case 'scope_insufficient':
      return describeGraphError(
        403,
        'Authorization_RequestDenied',
        'Insufficient privileges to complete the operation.',
      );
    case 'injected_server_error':
      return describeGraphError(500, 'generalException', 'General exception while processing.');
    case 'injected_temporarily_unavailable':
      return describeGraphError(
        503,
        'serviceNotAvailable',
        'The service is temporarily unavailable.',
      );
    case 'injected_rate_limited': {
      const wire = describeGraphError(429, 'TooManyRequests', 'Too many requests.');
      return { ...wire, headers: { 'retry-after': String(retryAfterSeconds) } };
    }
  }
}
