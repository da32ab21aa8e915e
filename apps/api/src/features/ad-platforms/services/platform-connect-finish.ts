import type { Platform } from '@utmost/ads-sdk';
import {
  findMissingConnectScopes,
  PlatformError,
  type AdPlatform,
  type OAuthTokens,
} from '@utmost/platforms';
import type { AdPlatformDependencies } from '../platforms/ad-platform-dependencies.js';
import {
  DEFAULT_CONNECT_RESULT_PATH,
  buildConnectCallbackUrl,
} from '../platforms/connect-redirect.js';
import { hashSecretToken } from '../../../core/security/secret-tokens.js';
import { setLoginAdAccountsConnection } from '../repositories/ad-account-repository.js';
import {
  findConnectAttemptByStateHash,
  markConnectAttemptUsed,
  type PlatformConnectAttemptRow,
} from '../repositories/platform-connect-attempt-repository.js';
import {
  upsertConnectedPlatformAccount,
  type PlatformAccountRow,
} from '../repositories/platform-account-repository.js';
import { authorizeConnection, ConnectFailure } from './platform-connect-service.js';

// The provider's callback: a one-time, unexpired attempt started in this very browser, then the
// code exchange, the login's e-mail, and the tokens stored sealed. Any failure stores nothing.

export interface ProviderAnswer {
  code?: string;
  state?: string;
  error?: string;
}

export type ConnectFinishOutcome =
  | { kind: 'connected'; redirectUrl: string; login: PlatformAccountRow; restoredCount: number }
  | { kind: 'refused'; redirectUrl: string; failure: ConnectFailure };

/** How people declining consent look at each provider; other errors are provider failures. */
const DECLINED_ERRORS = new Set([
  'access_denied',
  'user_cancelled_login',
  'user_cancelled_authorize',
]);

/** Token-endpoint errors that mean the code itself was refused (used, expired, wrong verifier). */
const REFUSED_CODE_ERRORS = new Set(['invalid_grant', 'invalid_request']);

export async function finishPlatformConnection(
  deps: AdPlatformDependencies,
  platformName: string,
  answer: ProviderAnswer,
  browserCookie: string | undefined,
): Promise<ConnectFinishOutcome> {
  const { name: platform, client } = deps.platforms.require(platformName);
  const attempt =
    answer.state === undefined || answer.state === ''
      ? undefined
      : await findConnectAttemptByStateHash(deps.db, hashSecretToken(answer.state));
  if (!attempt || attempt.platform !== platform) {
    return {
      kind: 'refused',
      redirectUrl: `${deps.publicUrl}${DEFAULT_CONNECT_RESULT_PATH}`,
      failure: new ConnectFailure('invalid_state', 'The state matches no connect attempt'),
    };
  }
  try {
    await useAttempt(deps, attempt, browserCookie);
    const connected = await connectLogin(deps, platform, client, attempt, answer);
    return { kind: 'connected', redirectUrl: attempt.redirectUrl, ...connected };
  } catch (error) {
    if (error instanceof ConnectFailure) {
      return { kind: 'refused', redirectUrl: attempt.redirectUrl, failure: error };
    }
    throw error;
  }
}

/** Single use, in time, and from the browser that started it; used up before anything else. */
async function useAttempt(
  deps: AdPlatformDependencies,
  attempt: PlatformConnectAttemptRow,
  browserCookie: string | undefined,
): Promise<void> {
  const now = deps.now();
  if (attempt.usedAt !== null) throw new ConnectFailure('invalid_state', 'The state was used');
  if (attempt.expiresAt <= now) throw new ConnectFailure('invalid_state', 'The attempt expired');
  if (!deps.attempts.isSameBrowser(browserCookie, attempt.browserBindingHash)) {
    throw new ConnectFailure('invalid_state', 'The callback came from another browser');
  }
  if (!(await markConnectAttemptUsed(deps.db, attempt.id, now))) {
    throw new ConnectFailure('invalid_state', 'The state was used by a concurrent callback');
  }
}

async function connectLogin(
  deps: AdPlatformDependencies,
  platform: Platform,
  client: AdPlatform,
  attempt: PlatformConnectAttemptRow,
  answer: ProviderAnswer,
): Promise<{ login: PlatformAccountRow; restoredCount: number }> {
  if (answer.error !== undefined) {
    throw new ConnectFailure(
      DECLINED_ERRORS.has(answer.error) ? 'access_denied' : 'provider_error',
      `The provider answered error ${answer.error}`,
    );
  }
  if (answer.code === undefined || answer.code === '') {
    throw new ConnectFailure('missing_code', 'The callback carries no code');
  }
  // Ten minutes have passed at most, but the person may have lost the right meanwhile.
  const scope = await authorizeConnection(deps.db, attempt.userId, attempt.organizationId);
  const codeVerifier = deps.attempts.openCodeVerifier(attempt.codeVerifierSealed);
  if (codeVerifier === undefined) {
    throw new ConnectFailure('invalid_state', 'The sealed verifier does not open');
  }
  const tokens = await exchangeCode(client, {
    code: answer.code,
    codeVerifier,
    redirectUri: buildConnectCallbackUrl(deps.publicUrl, platform),
  });
  await refuseMissingScopes(deps, client, platform, tokens);
  const profile = await readProfile(client, tokens.accessToken);
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    const login = await upsertConnectedPlatformAccount(transaction, scope, {
      ...deps.tokens.seal(tokens),
      platform,
      email: profile.email,
      providerSubject: profile.subject,
      workspaceId: attempt.workspaceId,
      connectedByUserId: attempt.userId,
      connectedAt: now,
    });
    // Accounts that failed or were disconnected through this login work again.
    const restoredCount = await setLoginAdAccountsConnection(
      transaction,
      scope,
      login.id,
      { status: 'CONNECTED', error: null, now },
      ['ERROR', 'NOT_CONNECTED'],
    );
    return { login, restoredCount };
  });
}

async function exchangeCode(
  client: AdPlatform,
  grant: { code: string; codeVerifier: string; redirectUri: string },
): Promise<OAuthTokens> {
  try {
    return await client.oauth.exchangeCode(grant);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const isRefusedCode =
      error.httpStatus === 400 && REFUSED_CODE_ERRORS.has(error.platformCode ?? '');
    throw new ConnectFailure(
      isRefusedCode ? 'invalid_state' : 'provider_error',
      `The code exchange failed: ${error.message}`,
    );
  }
}

/**
 * A grant without the ads scope (unticked on Google's granular consent) would connect a login that
 * can do nothing: the connect ends with a clear reason instead, and the grant is given back.
 */
async function refuseMissingScopes(
  deps: AdPlatformDependencies,
  client: AdPlatform,
  platform: Platform,
  tokens: OAuthTokens,
): Promise<void> {
  const missing = findMissingConnectScopes(platform, tokens.scopes);
  if (missing.length === 0) return;
  try {
    await client.oauth.revokeToken(tokens.refreshToken ?? tokens.accessToken);
  } catch (error) {
    deps.logger.warn({ err: error, platform }, 'Revoking a grant without its ads scope failed');
  }
  throw new ConnectFailure('scope_missing', `The grant lacks ${missing.join(', ')}`);
}

async function readProfile(client: AdPlatform, accessToken: string) {
  try {
    return await client.oauth.fetchLoginProfile(accessToken);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    // The client refuses a profile without an e-mail (the login is keyed by it).
    const isEmailMissing = error.httpStatus === null && /\bemail\b/i.test(error.message);
    throw new ConnectFailure(
      isEmailMissing ? 'email_missing' : 'provider_error',
      `Reading the login's profile failed: ${error.message}`,
    );
  }
}
