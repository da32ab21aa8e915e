import type {
  AuthorizationRequest,
  OAuthTokens,
  PlatformLoginProfile,
  PlatformOAuth,
} from '../ad-platform.js';
import type { HttpRuntime } from '../http/http-runtime.js';
import { sendWithRetry, type WireResponse } from '../http/send-request.js';
import { PlatformError } from '../platform-error.js';
import { describeOAuthFailure } from './oauth-errors.js';

// Authorization code against the provider's own endpoints, with PKCE where the provider documents it
// for a web app (Google and LinkedIn differ in that, in scopes, extra authorize parameters and how
// revocation authenticates). Token requests are form-encoded as RFC 6749 asks; both answer JSON.

export interface OAuthEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  userinfoUrl: string;
}

export interface OAuthClientConfig extends OAuthEndpoints {
  clientId: string;
  clientSecret: string;
  scopes: readonly string[];
  extraAuthorizeParams: Record<string, string>;
  /** LinkedIn wants the client's id and secret with a revocation; Google only the token. */
  isClientAuthSentOnRevoke: boolean;
  /**
   * Send an S256 challenge and the verifier (Google). LinkedIn documents PKCE only for native apps
   * it enables one by one (https://learn.microsoft.com/en-us/linkedin/shared/authentication/authorization-code-flow-native);
   * a web app's token request carrying `code_verifier` is answered 401 invalid_client
   * (UsefulSoftwareCo/executor#2087), so LinkedIn relies on `state` and the client secret.
   * Default true.
   */
  isPkceUsed?: boolean;
}

const FORM_HEADERS = {
  'content-type': 'application/x-www-form-urlencoded',
  accept: 'application/json',
} as const;

function readNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

function unreadable(endpoint: string, what: string): PlatformError {
  return new PlatformError({
    code: 'UNKNOWN',
    message: `${endpoint}: ${what}`,
    httpStatus: null,
    platformCode: null,
  });
}

export function parseTokenResponse(
  body: unknown,
  nowMs: number,
  fallbackScopes: readonly string[],
): OAuthTokens {
  const fields = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const accessToken = fields.access_token;
  if (typeof accessToken !== 'string' || accessToken === '') {
    throw unreadable('token', 'the answer carries no access_token');
  }
  const expiresIn = readNumber(fields.expires_in);
  const refreshExpiresIn = readNumber(fields.refresh_token_expires_in);
  const refreshToken =
    typeof fields.refresh_token === 'string' && fields.refresh_token !== ''
      ? fields.refresh_token
      : null;
  // Google separates scopes with spaces, LinkedIn with commas.
  const scopes =
    typeof fields.scope === 'string'
      ? fields.scope.split(/[\s,]+/).filter((scope) => scope !== '')
      : [...fallbackScopes];
  return {
    accessToken,
    refreshToken,
    accessTokenExpiresAt: expiresIn === null ? null : new Date(nowMs + expiresIn * 1000),
    refreshTokenExpiresAt:
      refreshToken === null || refreshExpiresIn === null
        ? null
        : new Date(nowMs + refreshExpiresIn * 1000),
    scopes,
  };
}

function parseProfile(body: unknown): PlatformLoginProfile {
  const fields = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const subject = fields.sub;
  const email = fields.email;
  if (typeof subject !== 'string' || subject === '')
    throw unreadable('userinfo', 'the answer carries no sub');
  if (typeof email !== 'string' || email === '') {
    throw unreadable('userinfo', 'the answer carries no email (was the email scope granted?)');
  }
  return {
    subject,
    email: email.toLowerCase(),
    name: typeof fields.name === 'string' && fields.name !== '' ? fields.name : null,
  };
}

function isAlreadyRevoked(error: unknown): boolean {
  // Google answers 400 invalid_token for a token that is already expired or revoked: the goal holds.
  return (
    error instanceof PlatformError &&
    error.httpStatus === 400 &&
    (error.platformCode === 'invalid_token' || error.platformCode === 'invalid_grant')
  );
}

export function createOAuthClient(config: OAuthClientConfig, runtime: HttpRuntime): PlatformOAuth {
  const postForm = (
    url: string,
    fields: Record<string, string>,
    endpoint: string,
    options: { isRefresh?: boolean; isNetworkRetrySafe?: boolean } = {},
  ): Promise<WireResponse> =>
    sendWithRetry(
      runtime,
      {
        method: 'POST',
        url,
        headers: { ...FORM_HEADERS },
        body: new URLSearchParams(fields).toString(),
      },
      (response) => describeOAuthFailure(response, { endpoint, isRefresh: options.isRefresh }),
      { isNetworkRetrySafe: options.isNetworkRetrySafe ?? true },
    );

  return {
    buildAuthorizationUrl(request: AuthorizationRequest): string {
      const url = new URL(config.authorizeUrl);
      const params: Record<string, string> = {
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: request.redirectUri,
        scope: [...new Set([...config.scopes, ...(request.extraScopes ?? [])])].join(' '),
        state: request.state,
        ...((config.isPkceUsed ?? true)
          ? { code_challenge: request.codeChallenge, code_challenge_method: 'S256' }
          : {}),
        ...config.extraAuthorizeParams,
        ...(request.loginHint === undefined ? {} : { login_hint: request.loginHint }),
      };
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      return url.toString();
    },

    async exchangeCode({ code, codeVerifier, redirectUri }): Promise<OAuthTokens> {
      const response = await postForm(
        config.tokenUrl,
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: config.clientId,
          client_secret: config.clientSecret,
          ...((config.isPkceUsed ?? true) ? { code_verifier: codeVerifier } : {}),
        },
        'token',
        // A code is single use: after a broken connection it may already be spent.
        { isNetworkRetrySafe: false },
      );
      return parseTokenResponse(response.body, runtime.now(), config.scopes);
    },

    async refreshTokens(refreshToken: string): Promise<OAuthTokens> {
      const response = await postForm(
        config.tokenUrl,
        {
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: config.clientId,
          client_secret: config.clientSecret,
        },
        'token refresh',
        { isRefresh: true },
      );
      return parseTokenResponse(response.body, runtime.now(), config.scopes);
    },

    async revokeToken(token: string): Promise<void> {
      const fields: Record<string, string> = config.isClientAuthSentOnRevoke
        ? { token, client_id: config.clientId, client_secret: config.clientSecret }
        : { token };
      try {
        await postForm(config.revokeUrl, fields, 'revoke');
      } catch (error) {
        if (!isAlreadyRevoked(error)) throw error;
      }
    },

    async fetchLoginProfile(accessToken: string): Promise<PlatformLoginProfile> {
      const response = await sendWithRetry(
        runtime,
        {
          method: 'GET',
          url: config.userinfoUrl,
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        },
        (failure) => describeOAuthFailure(failure, { endpoint: 'userinfo' }),
      );
      return parseProfile(response.body);
    },
  };
}
