import { findSafeRedirectPath } from '@utmost/ads-sdk';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { UserRow } from '../repositories/user-repository.js';
import {
  buildAuthorizationUrl,
  exchangeCode,
  fetchProfile,
  type OAuthTransport,
} from './oauth-client.js';
import {
  computeCodeChallenge,
  createCodeVerifier,
  createState,
} from '../../../core/security/pkce.js';
import type { MicrosoftIdToken, MicrosoftIdTokenVerifier } from './microsoft-id-token.js';
import { findOrCreateSsoUser, type SsoAccountOutcome } from './sso-account-service.js';
import type { UnprovenAccountCleanup } from '../services/unproven-account-cleanup.js';
import {
  SSO_ATTEMPT_LIFETIME_SECONDS,
  type SsoAttempt,
  type SsoAttemptSealer,
} from './sso-attempt.js';
import type {
  SsoConfig,
  SsoProviderConfig,
  SsoProviderName,
} from '../../../core/config/sso-config.js';
import { SsoFailure } from './sso-failure.js';
import { SSO_PROVIDER_DESCRIPTIONS } from './sso-providers.js';

// The two halves of a sign-in: start sends the browser to the provider, finish takes the
// provider's answer back to a signed-in user. Cookies and redirects stay in the handlers.

export interface SsoLoginDependencies {
  db: DatabaseExecutor;
  publicUrl: string;
  sso: SsoConfig;
  attempts: SsoAttemptSealer;
  transport: OAuthTransport;
  idTokens: MicrosoftIdTokenVerifier;
  now: () => number;
}

/** Where the provider sends the browser back; registered with each provider in live mode. */
export function buildCallbackUrl(publicUrl: string, provider: SsoProviderName): string {
  return `${publicUrl}/api/v1/users/sso/${provider}/callback`;
}

function findProviderConfig(sso: SsoConfig, provider: SsoProviderName): SsoProviderConfig {
  const config = sso[provider];
  if (!config) throw new SsoFailure('disabled', `${provider} sign-in is not configured`);
  return config;
}

/** The provider's authorization URL and the sealed attempt the browser keeps meanwhile. */
export function startSsoLogin(
  dependencies: SsoLoginDependencies,
  provider: SsoProviderName,
  requestedRedirect: string | undefined,
): { authorizationUrl: string; sealedAttempt: string } {
  const config = findProviderConfig(dependencies.sso, provider);
  const attempt: SsoAttempt = {
    provider,
    state: createState(),
    codeVerifier: createCodeVerifier(),
    // As unguessable as the state; a separate value so the ID token never repeats the state.
    nonce: createState(),
    redirectPath: findSafeRedirectPath(requestedRedirect),
    expiresAt: dependencies.now() + SSO_ATTEMPT_LIFETIME_SECONDS * 1000,
  };
  const authorizationUrl = buildAuthorizationUrl(SSO_PROVIDER_DESCRIPTIONS[provider], config, {
    redirectUri: buildCallbackUrl(dependencies.publicUrl, provider),
    state: attempt.state,
    codeChallenge: computeCodeChallenge(attempt.codeVerifier),
    nonce: attempt.nonce,
  });
  return { authorizationUrl, sealedAttempt: dependencies.attempts.seal(attempt) };
}

export interface ProviderAnswer {
  code?: string;
  state?: string;
  error?: string;
}

/** What the person declining looks like at each provider; anything else is a provider failure. */
const CANCEL_ERRORS = new Set([
  'access_denied',
  'user_cancelled_login',
  'user_cancelled_authorize',
]);

export async function finishSsoLogin(
  dependencies: SsoLoginDependencies,
  provider: SsoProviderName,
  answer: ProviderAnswer,
  sealedAttempt: string | undefined,
): Promise<{
  user: UserRow;
  outcome: SsoAccountOutcome;
  cleanup?: UnprovenAccountCleanup | undefined;
  redirectPath: string | undefined;
}> {
  const config = findProviderConfig(dependencies.sso, provider);
  if (answer.error !== undefined) {
    throw new SsoFailure(
      CANCEL_ERRORS.has(answer.error) ? 'cancelled' : 'provider_error',
      `${provider} answered the authorization with error ${answer.error}`,
    );
  }
  const attempt = dependencies.attempts.open(sealedAttempt, {
    provider,
    state: answer.state,
    now: dependencies.now(),
  });
  if (!attempt) {
    throw new SsoFailure(
      'invalid_state',
      sealedAttempt === undefined
        ? `${provider} callback without a sign-in attempt cookie`
        : `${provider} callback state does not match a live attempt of this browser`,
    );
  }
  if (answer.code === undefined || answer.code === '') {
    throw new SsoFailure('provider_error', `${provider} callback carries no code`);
  }
  const description = SSO_PROVIDER_DESCRIPTIONS[provider];
  const tokens = await exchangeCode(
    description,
    config,
    {
      code: answer.code,
      redirectUri: buildCallbackUrl(dependencies.publicUrl, provider),
      codeVerifier: attempt.codeVerifier,
    },
    dependencies.transport,
  );
  let idToken: MicrosoftIdToken | undefined;
  if (description.isIdTokenRequired) {
    if (tokens.idToken === undefined) {
      throw new SsoFailure('provider_error', `${provider} token answer has no ID token`);
    }
    idToken = await dependencies.idTokens.verify(tokens.idToken, {
      config,
      nonce: attempt.nonce,
      now: dependencies.now(),
    });
  }
  const profile = await fetchProfile(
    description,
    config,
    tokens.accessToken,
    dependencies.transport,
    idToken,
  );
  const { user, outcome, cleanup } = await findOrCreateSsoUser(
    dependencies.db,
    profile,
    new Date(dependencies.now()),
  );
  return { user, outcome, cleanup, redirectPath: attempt.redirectPath };
}
