import type { SandboxClient } from '../context.js';
import { isKnownClientId } from './client-auth.js';
import { isValidCodeChallenge } from './pkce.js';
import { splitScopes, type ProviderProfile } from './provider-profile.js';

// Validation of an authorization request, in the order RFC 6749 §4.1.2.1 asks for: while the client
// or the redirect URI is in doubt nothing may be sent to that URI, so those failures show an error
// page; every later failure is reported to the client by redirect, with `state`.

/** Fields the consent form adds to the original parameters; never part of the OAuth request. */
export const CONSENT_FIELDS = { identity: 'sandbox_identity', cancel: 'sandbox_cancel' } as const;

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state: string | null;
  /** Null where the provider takes no PKCE. */
  codeChallenge: string | null;
  nonce: string | null;
  loginHint: string | null;
  prompts: string[];
  /** Every OAuth parameter as received, to carry through the consent form unchanged. */
  params: Record<string, string>;
}

export type AuthorizeValidation =
  | { outcome: 'error-page'; error: string; description: string }
  | {
      outcome: 'redirect-error';
      redirectUri: string;
      state: string | null;
      error: string;
      description: string;
    }
  | { outcome: 'valid'; request: AuthorizeRequest };

type FlatParams = { params: Record<string, string> } | { duplicate: string };

function flattenParams(raw: unknown): FlatParams {
  const params: Record<string, string> = {};
  if (raw === null || typeof raw !== 'object') return { params };
  for (const [key, value] of Object.entries(raw)) {
    if (key === CONSENT_FIELDS.identity || key === CONSENT_FIELDS.cancel) continue;
    if (typeof value === 'string') params[key] = value;
    else if (Array.isArray(value)) return { duplicate: key };
  }
  return { params };
}

function isAcceptableRedirectUri(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && !value.includes('#');
}

function optional(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

export function validateAuthorizeRequest(
  raw: unknown,
  profile: ProviderProfile,
  expectedClients: SandboxClient[] | undefined,
): AuthorizeValidation {
  const flat = flattenParams(raw);
  if ('duplicate' in flat) {
    return {
      outcome: 'error-page',
      error: 'invalid_request',
      description: `Parameter sent more than once: ${flat.duplicate}`,
    };
  }
  const { params } = flat;
  const clientId = params.client_id ?? '';
  if (clientId === '') {
    return {
      outcome: 'error-page',
      error: 'invalid_request',
      description: 'Missing required parameter: client_id',
    };
  }
  if (!isKnownClientId(clientId, expectedClients)) {
    return {
      outcome: 'error-page',
      error: 'invalid_client',
      description: 'The OAuth client was not found.',
    };
  }
  const redirectUri = params.redirect_uri ?? '';
  if (!isAcceptableRedirectUri(redirectUri)) {
    return {
      outcome: 'error-page',
      error: 'invalid_request',
      description:
        redirectUri === ''
          ? 'Missing required parameter: redirect_uri'
          : `Invalid redirect_uri: ${redirectUri} (an absolute http or https URL without a fragment)`,
    };
  }
  const client = expectedClients?.find((candidate) => candidate.clientId === clientId);
  if (client?.redirectUris !== undefined && !client.redirectUris.includes(redirectUri)) {
    return {
      outcome: 'error-page',
      error: 'redirect_uri_mismatch',
      description: `The redirect URI ${redirectUri} is not registered for this client.`,
    };
  }

  const state = optional(params.state);
  const fail = (error: string, description: string): AuthorizeValidation => ({
    outcome: 'redirect-error',
    redirectUri,
    state,
    error,
    description,
  });
  const responseType = params.response_type ?? '';
  if (responseType === '')
    return fail('invalid_request', 'Missing required parameter: response_type');
  if (responseType !== 'code') {
    return fail('unsupported_response_type', `Unsupported response_type: ${responseType}`);
  }
  const responseMode = params.response_mode;
  if (responseMode !== undefined && responseMode !== 'query') {
    return fail(
      'invalid_request',
      `The sandbox answers with response_mode=query only, not ${responseMode}`,
    );
  }
  const scopes = splitScopes(params.scope ?? '');
  if (scopes.length === 0) return fail('invalid_request', 'Missing required parameter: scope');
  const unsupported = scopes.filter((scope) => !profile.isScopeSupported(scope));
  if (unsupported.length > 0) {
    return fail(
      'invalid_scope',
      `Some requested scopes were invalid. {invalid=[${unsupported.join(', ')}]}`,
    );
  }
  const codeChallenge = params.code_challenge ?? '';
  if (profile.pkce === 'required') {
    if (codeChallenge === '')
      return fail('invalid_request', 'Missing required parameter: code_challenge');
    if (params.code_challenge_method !== 'S256') {
      return fail(
        'invalid_request',
        'Missing or unsupported code_challenge_method: the sandbox requires S256',
      );
    }
    if (!isValidCodeChallenge(codeChallenge)) {
      return fail('invalid_request', 'Invalid code_challenge: expected 43 base64url characters');
    }
  }

  return {
    outcome: 'valid',
    request: {
      clientId,
      redirectUri,
      scopes,
      state,
      // A provider without PKCE ignores a challenge; the verifier is what it refuses.
      codeChallenge: profile.pkce === 'required' ? codeChallenge : null,
      nonce: optional(params.nonce),
      loginHint: optional(params.login_hint),
      prompts: splitScopes(params.prompt ?? ''),
      params,
    },
  };
}

/** Adds parameters to the client's redirect URI, keeping the query it already has. */
export function buildRedirectUrl(
  redirectUri: string,
  additions: Record<string, string | null>,
): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(additions)) {
    if (value !== null) url.searchParams.append(key, value);
  }
  return url.toString();
}
