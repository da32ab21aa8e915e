import { computeAccessTokenHash } from '../oauth/signing-key.js';
import {
  hasScope,
  type ProviderProfile,
  type ResourceErrorKind,
  type TokenErrorKind,
  type WireError,
} from '../oauth/provider-profile.js';

// Google's OAuth 2.0 / OpenID Connect wire details: accounts.google.com (authorize),
// oauth2.googleapis.com (token, revoke) and openidconnect.googleapis.com (userinfo).

const USERINFO_EMAIL = 'https://www.googleapis.com/auth/userinfo.email';
const USERINFO_PROFILE = 'https://www.googleapis.com/auth/userinfo.profile';

export const GOOGLE_SCOPES = [
  'openid',
  'email',
  'profile',
  USERINFO_EMAIL,
  USERINFO_PROFILE,
  'https://www.googleapis.com/auth/adwords',
] as const;

export function hasGoogleEmailScope(scopes: string[]): boolean {
  return hasScope(scopes, 'email') || hasScope(scopes, USERINFO_EMAIL);
}

export function hasGoogleProfileScope(scopes: string[]): boolean {
  return hasScope(scopes, 'profile') || hasScope(scopes, USERINFO_PROFILE);
}

/** Google answers with the long forms of the `email` and `profile` shorthands. */
function formatGoogleScopes(scopes: string[]): string {
  const expanded = scopes.map((scope) =>
    scope === 'email' ? USERINFO_EMAIL : scope === 'profile' ? USERINFO_PROFILE : scope,
  );
  return [...new Set(expanded)].join(' ');
}

const TOKEN_ERRORS: Record<TokenErrorKind, [status: number, error: string, description: string]> = {
  request_malformed: [400, 'invalid_request', 'Bad Request'],
  client_id_missing: [400, 'invalid_request', 'Could not determine client ID from request.'],
  client_secret_missing: [400, 'invalid_request', 'client_secret is missing.'],
  client_unknown: [401, 'invalid_client', 'The OAuth client was not found.'],
  client_secret_wrong: [401, 'invalid_client', 'Unauthorized'],
  auth_method_unsupported: [401, 'invalid_client', 'Unauthorized'],
  grant_type_missing: [400, 'unsupported_grant_type', 'Invalid grant_type: '],
  grant_type_unsupported: [400, 'unsupported_grant_type', 'Invalid grant_type'],
  code_missing: [400, 'invalid_request', 'Missing required parameter: code'],
  code_invalid: [400, 'invalid_grant', 'Malformed auth code.'],
  code_expired: [400, 'invalid_grant', 'Bad Request'],
  code_reused: [400, 'invalid_grant', 'Bad Request'],
  client_mismatch: [400, 'invalid_grant', 'Bad Request'],
  redirect_uri_mismatch: [400, 'redirect_uri_mismatch', 'Bad Request'],
  code_verifier_missing: [400, 'invalid_grant', 'Missing code verifier.'],
  code_verifier_mismatch: [400, 'invalid_grant', 'Invalid code verifier.'],
  code_verifier_refused: [400, 'invalid_grant', 'Invalid code verifier.'], // never: Google does PKCE
  refresh_token_missing: [400, 'invalid_request', 'Missing required parameter: refresh_token'],
  refresh_token_invalid: [400, 'invalid_grant', 'Bad Request'],
  refresh_token_revoked: [400, 'invalid_grant', 'Token has been expired or revoked.'],
  refresh_token_expired: [400, 'invalid_grant', 'Token has been expired or revoked.'],
  scope_broader_than_granted: [400, 'invalid_scope', 'Bad Request'],
  tenant_mismatch: [400, 'invalid_grant', 'Bad Request'],
  injected_invalid_grant: [400, 'invalid_grant', 'Token has been expired or revoked.'],
  injected_server_error: [500, 'internal_failure', 'Backend Error'],
  injected_temporarily_unavailable: [503, 'temporarily_unavailable', 'Service Unavailable'],
  injected_rate_limited: [429, 'rate_limit_exceeded', 'Rate Limit Exceeded'],
};

function describeTokenError(kind: TokenErrorKind, retryAfterSeconds: number): WireError {
  const [status, error, description] = TOKEN_ERRORS[kind];
  return {
    status,
    body: { error, error_description: description },
    headers: status === 429 ? { 'retry-after': String(retryAfterSeconds) } : {},
  };
}

/** googleapis.com's own error envelope, used by userinfo for failures that are not about the token. */
function describeApiError(status: number, message: string, statusText: string): WireError {
  return { status, body: { error: { code: status, message, status: statusText } } };
}

function describeResourceError(kind: ResourceErrorKind, retryAfterSeconds: number): WireError {
  switch (kind) {
    case 'token_missing':
    case 'token_unknown':
    case 'token_expired':
    case 'token_revoked':
      return {
        status: 401,
        body: { error: 'invalid_request', error_description: 'Invalid Credentials' },
        headers: {
          'www-authenticate':
            kind === 'token_missing'
              ? 'Bearer realm="https://accounts.google.com/"'
              : 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
        },
      };
    case 'scope_insufficient':
      return describeApiError(
        403,
        'Request had insufficient authentication scopes.',
        'PERMISSION_DENIED',
      );
    case 'injected_server_error':
      return describeApiError(500, 'Internal error encountered.', 'INTERNAL');
    case 'injected_temporarily_unavailable':
      return describeApiError(503, 'The service is currently unavailable.', 'UNAVAILABLE');
    case 'injected_rate_limited':
      return {
        ...describeApiError(429, 'Quota exceeded.', 'RESOURCE_EXHAUSTED'),
        headers: { 'retry-after': String(retryAfterSeconds) },
      };
  }
}

export const googleProfile: ProviderProfile = {
  name: 'google',
  title: 'Google',
  tokenPrefixes: { code: '4/0A', access: 'ya29.', refresh: '1//0' },
  lifetimes: { codeSeconds: 600, accessSeconds: 3599, refreshSeconds: null, idTokenSeconds: 3600 },
  clientAuthMethods: ['client_secret_post', 'client_secret_basic'],
  pkce: 'required',
  refreshStyle: 'none',
  isIdTokenIssuedOnRefresh: true,
  isScopeSupported: (scope) => (GOOGLE_SCOPES as readonly string[]).includes(scope),
  isOfflineAccessRequested: (_scopes, params) => params.access_type === 'offline',
  cancelParams: { error: 'access_denied' },
  describeCallbackExtras: (scopes) => ({
    scope: formatGoogleScopes(scopes),
    authuser: '0',
    prompt: 'consent',
  }),
  describeTokenError,
  describeResourceError,
  buildTokenResponse: (input) => ({
    access_token: input.accessToken,
    expires_in: input.accessExpiresInSeconds,
    ...(input.refreshToken === null ? {} : { refresh_token: input.refreshToken }),
    scope: formatGoogleScopes(input.scopes),
    token_type: 'Bearer',
    ...(input.idToken === null ? {} : { id_token: input.idToken }),
  }),
  buildIdTokenClaims: ({
    issuer,
    identity,
    clientId,
    scopes,
    nonce,
    accessToken,
    issuedAtSeconds,
  }) => ({
    iss: issuer,
    azp: clientId,
    aud: clientId,
    sub: identity.subject,
    ...(hasGoogleEmailScope(scopes)
      ? { email: identity.email, email_verified: identity.isEmailVerified }
      : {}),
    // Workspace (hosted) accounts only; what makes Google authoritative for a non-Gmail address
    // (https://developers.google.com/identity/openid-connect/openid-connect, "An ID token's
    // payload": `hd`).
    ...(identity.hostedDomain === null ? {} : { hd: identity.hostedDomain }),
    at_hash: computeAccessTokenHash(accessToken),
    ...(nonce === null ? {} : { nonce }),
    ...(hasGoogleProfileScope(scopes)
      ? { name: identity.name, given_name: identity.givenName, family_name: identity.familyName }
      : {}),
    iat: issuedAtSeconds,
    exp: issuedAtSeconds + googleProfile.lifetimes.idTokenSeconds,
  }),
};
