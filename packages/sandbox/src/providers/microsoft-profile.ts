import { createHash, randomBytes } from 'node:crypto';
import type { DemoIdentity } from '../identities.js';
import { hasScope, type ProviderProfile } from '../oauth/provider-profile.js';
import {
  describeEntraError,
  describeGraphResourceError,
  ENTRA_TOKEN_ERRORS,
} from './microsoft-errors.js';

// Microsoft identity platform (Entra ID, v2.0 endpoints) and the slice of Microsoft Graph sign-in
// needs; the error bodies live in microsoft-errors.ts.

const GRAPH_RESOURCE = 'https://graph.microsoft.com/';
const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'];
const GRAPH_SCOPES = ['user.read', 'user.revokesessions.all', '.default'];

/** Graph scopes may be written bare (`User.Read`) or with the resource (`https://graph.microsoft.com/User.Read`). */
function normalizeScope(scope: string): string {
  const lowered = scope.toLowerCase();
  return lowered.startsWith(GRAPH_RESOURCE) ? lowered.slice(GRAPH_RESOURCE.length) : lowered;
}

export function hasGraphScope(scopes: string[], wanted: string): boolean {
  const normalized = scopes.map(normalizeScope);
  return normalized.includes(wanted.toLowerCase()) || normalized.includes('.default');
}

function formatEntraScopes(scopes: string[]): string {
  return scopes
    .filter((scope) => scope.toLowerCase() !== 'offline_access')
    .map((scope) =>
      OIDC_SCOPES.includes(scope.toLowerCase()) || scope.toLowerCase().startsWith(GRAPH_RESOURCE)
        ? scope
        : `${GRAPH_RESOURCE}${scope}`,
    )
    .join(' ');
}

/** Entra's `sub` is pairwise: the same person has a different subject in every application. */
export function computePairwiseSubject(identity: DemoIdentity, clientId: string): string {
  return createHash('sha256')
    .update(`${clientId}:${identity.subject}`)
    .digest('base64url')
    .slice(0, 43);
}

export const microsoftProfile: ProviderProfile = {
  name: 'microsoft',
  title: 'Microsoft',
  tokenPrefixes: { code: '0.AQ', access: 'EwB', refresh: '0.AR' },
  lifetimes: {
    codeSeconds: 600,
    accessSeconds: 3599,
    refreshSeconds: 7_776_000,
    idTokenSeconds: 3600,
  },
  clientAuthMethods: ['client_secret_post', 'client_secret_basic'],
  pkce: 'required',
  refreshStyle: 'rotate',
  isIdTokenIssuedOnRefresh: true,
  isScopeSupported: (scope) => {
    const normalized = normalizeScope(scope);
    return OIDC_SCOPES.includes(normalized) || GRAPH_SCOPES.includes(normalized);
  },
  isOfflineAccessRequested: (scopes) => hasScope(scopes, 'offline_access'),
  cancelParams: {
    error: 'access_denied',
    error_subcode: 'cancel',
    error_description: 'AADSTS65004: User declined to consent to access the app.',
  },
  describeCallbackExtras: () => ({}),
  describeTokenError: (kind, retryAfterSeconds) =>
    describeEntraError(ENTRA_TOKEN_ERRORS[kind], retryAfterSeconds),
  describeResourceError: describeGraphResourceError,
  buildTokenResponse: (input) => ({
    token_type: 'Bearer',
    scope: formatEntraScopes(input.scopes),
    expires_in: input.accessExpiresInSeconds,
    ext_expires_in: input.accessExpiresInSeconds,
    access_token: input.accessToken,
    ...(input.refreshToken === null ? {} : { refresh_token: input.refreshToken }),
    ...(input.idToken === null ? {} : { id_token: input.idToken }),
  }),
  // v2.0 ID tokens carry no given_name / family_name unless the app configures optional claims;
  // sign-in reads those from Graph `me` (the reason for User.Read).
  buildIdTokenClaims: ({ issuer, identity, clientId, scopes, nonce, issuedAtSeconds }) => ({
    aud: clientId,
    iss: issuer,
    iat: issuedAtSeconds,
    nbf: issuedAtSeconds,
    exp: issuedAtSeconds + microsoftProfile.lifetimes.idTokenSeconds,
    // `email` is the `mail` attribute; `xms_edov` (as for an app registration that adds this
    // optional claim) says whether the domain owner verified it. `preferred_username` is the UPN.
    // https://learn.microsoft.com/entra/identity-platform/id-token-claims-reference
    // https://learn.microsoft.com/entra/identity-platform/optional-claims-reference
    ...(hasScope(scopes, 'email')
      ? { email: identity.mail, xms_edov: identity.isEmailVerified }
      : {}),
    ...(hasScope(scopes, 'profile')
      ? { name: identity.name, preferred_username: identity.email }
      : {}),
    ...(nonce === null ? {} : { nonce }),
    oid: identity.subject,
    sub: computePairwiseSubject(identity, clientId),
    tid: identity.tenantId,
    uti: randomBytes(16).toString('base64url'),
    ver: '2.0',
  }),
};
