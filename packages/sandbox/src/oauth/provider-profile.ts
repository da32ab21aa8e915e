import type { FastifyReply } from 'fastify';
import type { DemoIdentity, ProviderName } from '../identities.js';

// What differs between the three providers on the wire. The flows (authorize, token, revoke) are
// written once in this folder; each provider module fills in this profile with the real provider's
// parameter names, lifetimes, response fields and error texts.

export type ClientAuthMethod = 'client_secret_post' | 'client_secret_basic';

/** Every way a token request can fail; each provider words and codes them its own way. */
export type TokenErrorKind =
  | 'request_malformed'
  | 'client_id_missing'
  | 'client_secret_missing'
  | 'client_unknown'
  | 'client_secret_wrong'
  | 'auth_method_unsupported'
  | 'grant_type_missing'
  | 'grant_type_unsupported'
  | 'code_missing'
  | 'code_invalid'
  | 'code_expired'
  | 'code_reused'
  | 'client_mismatch'
  | 'redirect_uri_mismatch'
  | 'code_verifier_missing'
  | 'code_verifier_mismatch'
  /** A verifier sent to a provider that does not do PKCE for this app (LinkedIn web apps). */
  | 'code_verifier_refused'
  | 'refresh_token_missing'
  | 'refresh_token_invalid'
  | 'refresh_token_revoked'
  | 'refresh_token_expired'
  | 'scope_broader_than_granted'
  | 'tenant_mismatch'
  | 'injected_invalid_grant'
  | 'injected_server_error'
  | 'injected_temporarily_unavailable'
  | 'injected_rate_limited';

/** Why a bearer call (userinfo, Graph `me`) was refused. */
export type ResourceErrorKind =
  | 'token_missing'
  | 'token_unknown'
  | 'token_expired'
  | 'token_revoked'
  | 'scope_insufficient'
  | 'injected_server_error'
  | 'injected_temporarily_unavailable'
  | 'injected_rate_limited';

export interface WireError {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface TokenResponseInput {
  accessToken: string;
  accessExpiresInSeconds: number;
  /** Null when the response carries no refresh token (none granted, or not returned on refresh). */
  refreshToken: string | null;
  refreshExpiresInSeconds: number | null;
  scopes: string[];
  idToken: string | null;
}

export interface IdTokenInput {
  issuer: string;
  identity: DemoIdentity;
  clientId: string;
  scopes: string[];
  nonce: string | null;
  accessToken: string;
  issuedAtSeconds: number;
}

export interface ProviderProfile {
  name: ProviderName;
  title: string;
  tokenPrefixes: { code: string; access: string; refresh: string };
  lifetimes: {
    codeSeconds: number;
    accessSeconds: number;
    /** Null: refresh tokens live until revoked (Google). */
    refreshSeconds: number | null;
    idTokenSeconds: number;
  };
  clientAuthMethods: ClientAuthMethod[];
  /**
   * `required`: authorize needs an S256 challenge and the token request its verifier (Google,
   * Entra). `refused`: the provider documents PKCE only for native apps enabled one by one, so a
   * web app's authorize takes no challenge and a token request carrying `code_verifier` is refused
   * (LinkedIn).
   */
  pkce: 'required' | 'refused';
  /**
   * How a refresh answers: `none` sends no refresh token back (Google keeps the old one valid),
   * `same` sends the same token back with its remaining life (LinkedIn), `rotate` issues a new one
   * and retires the old (Entra).
   */
  refreshStyle: 'none' | 'same' | 'rotate';
  isIdTokenIssuedOnRefresh: boolean;
  isScopeSupported(scope: string): boolean;
  /** Whether this authorization should yield a refresh token (Google: access_type=offline). */
  isOfflineAccessRequested(scopes: string[], params: Record<string, string>): boolean;
  /** The query parameters a declined consent redirects back with (besides `state`). */
  cancelParams: Record<string, string>;
  /** Parameters the provider adds to a successful redirect besides `code` and `state`. */
  describeCallbackExtras(scopes: string[]): Record<string, string>;
  describeTokenError(kind: TokenErrorKind, retryAfterSeconds: number): WireError;
  describeResourceError(kind: ResourceErrorKind, retryAfterSeconds: number): WireError;
  buildTokenResponse(input: TokenResponseInput): Record<string, unknown>;
  buildIdTokenClaims(input: IdTokenInput): Record<string, unknown>;
}

export function splitScopes(scope: string): string[] {
  return [...new Set(scope.split(/\s+/).filter((part) => part.length > 0))];
}

export function hasScope(scopes: string[], wanted: string): boolean {
  const lowered = wanted.toLowerCase();
  return scopes.some((scope) => scope.toLowerCase() === lowered);
}

export function sendWireError(reply: FastifyReply, wire: WireError): FastifyReply {
  return reply
    .code(wire.status)
    .headers(wire.headers ?? {})
    .send(wire.body);
}
