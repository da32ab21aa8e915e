import type { DemoIdentity } from '../identities.js';
import {
  hasScope,
  type ProviderProfile,
  type ResourceErrorKind,
  type TokenErrorKind,
  type WireError,
} from '../oauth/provider-profile.js';

// LinkedIn's "Sign In with LinkedIn using OpenID Connect" and the OAuth of the Marketing API:
// www.linkedin.com/oauth/v2 (authorize, accessToken, revoke) and api.linkedin.com/v2/userinfo.
// Marked [unconfirmed] where the public pages do not show the exact text.

export const LINKEDIN_SCOPES = [
  'openid',
  'profile',
  'email',
  'r_ads',
  'rw_ads',
  'r_ads_reporting',
  'r_organization_social',
  'w_organization_social',
  'r_basicprofile',
  'w_member_social',
] as const;

/** LinkedIn's answer to every failed code exchange: one text for all the reasons. */
const CODE_EXCHANGE_FAILURE =
  'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired. Or external member binding exists';
const REFRESH_FAILURE = 'The provided refresh token is invalid, expired or revoked'; // [unconfirmed]

function describeMissing(parameter: string): [number, string, string] {
  return [400, 'invalid_request', `A required parameter "${parameter}" is missing`];
}

const TOKEN_ERRORS: Record<TokenErrorKind, [status: number, error: string, description: string]> = {
  request_malformed: [400, 'invalid_request', 'Invalid request'],
  client_id_missing: describeMissing('client_id'),
  client_secret_missing: describeMissing('client_secret'),
  client_unknown: [401, 'invalid_client', 'Client authentication failed'],
  client_secret_wrong: [401, 'invalid_client', 'Client authentication failed'],
  auth_method_unsupported: [401, 'invalid_client', 'Client authentication failed'],
  grant_type_missing: describeMissing('grant_type'),
  grant_type_unsupported: [400, 'unsupported_grant_type', 'The grant_type is not supported'],
  code_missing: describeMissing('code'),
  code_invalid: [400, 'invalid_request', CODE_EXCHANGE_FAILURE],
  code_expired: [400, 'invalid_request', CODE_EXCHANGE_FAILURE],
  code_reused: [400, 'invalid_request', CODE_EXCHANGE_FAILURE],
  client_mismatch: [400, 'invalid_request', CODE_EXCHANGE_FAILURE],
  redirect_uri_mismatch: [400, 'invalid_request', CODE_EXCHANGE_FAILURE],
  code_verifier_missing: [400, 'invalid_request', CODE_EXCHANGE_FAILURE],
  code_verifier_mismatch: [400, 'invalid_request', CODE_EXCHANGE_FAILURE],
  // A web app's exchange with code_verifier fails client authentication, with or without a
  // challenge at authorize (UsefulSoftwareCo/executor#2087, tried against LinkedIn on 2026-09-21;
  // https://learn.microsoft.com/en-us/linkedin/shared/authentication/authorization-code-flow-native
  // enables PKCE per native app only). [unconfirmed: the exact error_description]
  code_verifier_refused: [401, 'invalid_client', 'Client authentication failed'],
  refresh_token_missing: describeMissing('refresh_token'),
  refresh_token_invalid: [400, 'invalid_grant', REFRESH_FAILURE],
  refresh_token_revoked: [400, 'invalid_grant', REFRESH_FAILURE],
  refresh_token_expired: [400, 'invalid_grant', REFRESH_FAILURE],
  scope_broader_than_granted: [
    400,
    'invalid_scope',
    'The requested scope exceeds the granted scope',
  ],
  tenant_mismatch: [400, 'invalid_request', CODE_EXCHANGE_FAILURE],
  injected_invalid_grant: [400, 'invalid_grant', REFRESH_FAILURE],
  injected_server_error: [500, 'server_error', 'Internal Server Error'],
  injected_temporarily_unavailable: [503, 'temporarily_unavailable', 'Service Unavailable'],
  injected_rate_limited: [429, 'rate_limit_exceeded', 'Too many requests'],
};

function describeTokenError(kind: TokenErrorKind, retryAfterSeconds: number): WireError {
  const [status, error, description] = TOKEN_ERRORS[kind];
  return {
    status,
    body: { error, error_description: description },
    headers: status === 429 ? { 'retry-after': String(retryAfterSeconds) } : {},
  };
}

/** The Rest.li error body api.linkedin.com sends. */
function describeApiError(
  status: number,
  serviceErrorCode: number,
  code: string,
  message: string,
): WireError {
  return { status, body: { status, serviceErrorCode, code, message } };
}

function describeResourceError(kind: ResourceErrorKind, retryAfterSeconds: number): WireError {
  switch (kind) {
    case 'token_missing':
      return {
        status: 401,
        body: { message: 'Empty oauth2_access_token', serviceErrorCode: 401, status: 401 },
      };
    case 'token_unknown':
      return describeApiError(401, 65600, 'INVALID_ACCESS_TOKEN', 'Invalid access token');
    case 'token_expired': // [unconfirmed] code and text
      return describeApiError(
        401,
        65601,
        'EXPIRED_ACCESS_TOKEN',
        'The token used in the request has expired',
      );
    case 'token_revoked': // [unconfirmed] code and text
      return describeApiError(
        401,
        65602,
        'REVOKED_ACCESS_TOKEN',
        'The token used in the request has been revoked by the user',
      );
    case 'scope_insufficient':
      return describeApiError(
        403,
        100,
        'ACCESS_DENIED',
        'Not enough permissions to access: userinfo.GET.NO_VERSION',
      );
    case 'injected_server_error':
      return describeApiError(500, 0, 'INTERNAL_SERVER_ERROR', 'Internal Server Error');
    case 'injected_temporarily_unavailable':
      return describeApiError(503, 0, 'SERVICE_UNAVAILABLE', 'Service Unavailable');
    case 'injected_rate_limited':
      return {
        ...describeApiError(
          429,
          101,
          'TOO_MANY_REQUESTS',
          'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.',
        ),
        headers: { 'retry-after': String(retryAfterSeconds) },
      };
  }
}

/** The userinfo body; the ID token carries the same claims with `locale` as a BCP 47 string. */
export function describeLinkedInMember(
  identity: DemoIdentity,
  scopes: string[],
): Record<string, unknown> {
  return {
    sub: identity.subject,
    ...(hasScope(scopes, 'email') ? { email_verified: identity.isEmailVerified } : {}),
    ...(hasScope(scopes, 'profile')
      ? {
          name: identity.name,
          locale: { country: identity.locale.country, language: identity.locale.language },
          given_name: identity.givenName,
          family_name: identity.familyName,
        }
      : {}),
    ...(hasScope(scopes, 'email') ? { email: identity.email } : {}),
  };
}

export const linkedinProfile: ProviderProfile = {
  name: 'linkedin',
  title: 'LinkedIn',
  tokenPrefixes: { code: 'AQT', access: 'AQV', refresh: 'AQX' },
  // 60-day access and 365-day refresh tokens; refresh tokens as for an approved Marketing partner.
  lifetimes: {
    codeSeconds: 1800,
    accessSeconds: 5_183_999,
    refreshSeconds: 31_535_999,
    idTokenSeconds: 3600,
  },
  clientAuthMethods: ['client_secret_post'],
  pkce: 'refused',
  refreshStyle: 'same',
  isIdTokenIssuedOnRefresh: false,
  isScopeSupported: (scope) => (LINKEDIN_SCOPES as readonly string[]).includes(scope),
  isOfflineAccessRequested: () => true,
  cancelParams: {
    error: 'user_cancelled_authorize',
    error_description: 'The user cancelled the authorization',
  },
  describeCallbackExtras: () => ({}),
  describeTokenError,
  describeResourceError,
  buildTokenResponse: (input) => ({
    access_token: input.accessToken,
    expires_in: input.accessExpiresInSeconds,
    ...(input.refreshToken === null
      ? {}
      : {
          refresh_token: input.refreshToken,
          refresh_token_expires_in: input.refreshExpiresInSeconds,
        }),
    scope: input.scopes.join(','),
    token_type: 'Bearer',
    ...(input.idToken === null ? {} : { id_token: input.idToken }),
  }),
  buildIdTokenClaims: ({ issuer, identity, clientId, scopes, nonce, issuedAtSeconds }) => ({
    iss: issuer,
    aud: clientId,
    iat: issuedAtSeconds,
    exp: issuedAtSeconds + linkedinProfile.lifetimes.idTokenSeconds,
    sub: identity.subject,
    ...(hasScope(scopes, 'profile')
      ? {
          name: identity.name,
          given_name: identity.givenName,
          family_name: identity.familyName,
          locale: `${identity.locale.language}-${identity.locale.country}`,
        }
      : {}),
    ...(hasScope(scopes, 'email')
      ? { email: identity.email, email_verified: identity.isEmailVerified }
      : {}),
    ...(nonce === null ? {} : { nonce }),
  }),
};
