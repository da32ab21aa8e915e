import { z } from 'zod';
import type { SsoProviderConfig } from '../../../core/config/sso-config.js';
import type { MicrosoftIdToken } from './microsoft-id-token.js';
import { SsoFailure } from './sso-failure.js';
import type { SsoProfile, SsoProviderDescription } from './sso-providers.js';

// The authorization-code flow over plain fetch (RFC 6749 §4.1, with RFC 7636 PKCE for the providers
// that take it from a web app), the same code for the real providers and the sandbox: only the
// configured hosts differ.

export interface OAuthTransport {
  fetch: typeof fetch;
  /** Per request; a provider that does not answer in time fails the sign-in, not the server. */
  timeoutMs: number;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  codeChallenge: string;
  /** OIDC `nonce`: the provider puts it in the ID token, binding the token to this attempt. */
  nonce: string;
}

export function buildAuthorizationUrl(
  description: SsoProviderDescription,
  config: SsoProviderConfig,
  request: AuthorizationRequest,
): string {
  const url = new URL(description.findAuthorizeUrl(config));
  const params = {
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: request.redirectUri,
    scope: description.scopes.join(' '),
    state: request.state,
    ...(description.isPkceUsed
      ? { code_challenge: request.codeChallenge, code_challenge_method: 'S256' }
      : {}),
    nonce: request.nonce,
    ...description.extraAuthorizeParams,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  // Absent from some LinkedIn answers [unconfirmed]; when present it must name a bearer token.
  token_type: z
    .string()
    .refine((type) => type.toLowerCase() === 'bearer')
    .optional(),
  id_token: z.string().min(1).optional(),
});

export interface TokenAnswer {
  accessToken: string;
  /** The raw ID token when `openid` was granted; not validated here. */
  idToken: string | undefined;
}

const oauthErrorSchema = z.object({ error: z.string() });

/** Trades the authorization code for an access token (and an ID token where `openid` was granted). */
export async function exchangeCode(
  description: SsoProviderDescription,
  config: SsoProviderConfig,
  grant: { code: string; redirectUri: string; codeVerifier: string },
  transport: OAuthTransport,
): Promise<TokenAnswer> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    ...(description.isPkceUsed ? { code_verifier: grant.codeVerifier } : {}),
    // client_secret_post: the one client authentication all three providers accept.
    client_id: config.clientId,
    client_secret: config.clientSecret,
  });
  const response = await send(description, 'token', transport, description.findTokenUrl(config), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: body.toString(),
  });
  const answer = await readJson(description, 'token', response);
  if (!response.ok) {
    const error = oauthErrorSchema.safeParse(answer).data?.error ?? 'unknown';
    // A refused code (expired, used, PKCE verifier not matching) is the sign of a replayed or
    // forged callback rather than of a broken provider.
    const isRefusedCode = response.status === 400 && description.refusedCodeErrors.includes(error);
    throw new SsoFailure(
      isRefusedCode ? 'invalid_state' : 'provider_error',
      `${description.name} token endpoint answered ${response.status} ${error}`,
    );
  }
  const token = tokenAnswerSchema.safeParse(answer);
  if (!token.success) {
    throw new SsoFailure('provider_error', `${description.name} token answer has no bearer token`);
  }
  return { accessToken: token.data.access_token, idToken: token.data.id_token };
}

/**
 * The signed-in person's profile, read with the access token from the code exchange, together
 * with the validated ID token where the provider's identity lives in it (Microsoft).
 */
export async function fetchProfile(
  description: SsoProviderDescription,
  config: SsoProviderConfig,
  accessToken: string,
  transport: OAuthTransport,
  idToken?: MicrosoftIdToken,
): Promise<SsoProfile> {
  const response = await send(
    description,
    'profile',
    transport,
    description.findProfileUrl(config),
    {
      method: 'GET',
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    },
  );
  const answer = await readJson(description, 'profile', response);
  if (!response.ok) {
    throw new SsoFailure(
      'provider_error',
      `${description.name} profile endpoint answered ${response.status}`,
    );
  }
  const profile = description.readProfile(answer, idToken);
  if (!profile) {
    throw new SsoFailure('provider_error', `${description.name} profile has an unexpected shape`);
  }
  return profile;
}

async function send(
  description: SsoProviderDescription,
  step: string,
  transport: OAuthTransport,
  url: string,
  init: RequestInit,
): Promise<Response> {
  try {
    return await transport.fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(transport.timeoutMs),
    });
  } catch (error) {
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
    throw new SsoFailure(
      'provider_error',
      isTimeout
        ? `${description.name} ${step} endpoint did not answer within ${transport.timeoutMs} ms`
        : `${description.name} ${step} endpoint could not be reached`,
      { cause: error },
    );
  }
}

async function readJson(
  description: SsoProviderDescription,
  step: string,
  response: Response,
): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw new SsoFailure(
      'provider_error',
      `${description.name} ${step} endpoint answered ${response.status} without JSON`,
      { cause: error },
    );
  }
}
