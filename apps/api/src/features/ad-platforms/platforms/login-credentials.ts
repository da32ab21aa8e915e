import type { Platform } from '@utmost/ads-sdk';
import { PlatformError, type AdPlatform, type PlatformCredentials } from '@utmost/platforms';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { Logger } from '../../../core/logging/logger.js';
import { setLoginAdAccountsConnection } from '../repositories/ad-account-repository.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import {
  findPlatformAccountById,
  markPlatformAccountFailed,
  updatePlatformAccountTokens,
  type PlatformAccountRow,
} from '../repositories/platform-account-repository.js';
import { describeRevokedAccess } from './connection-errors.js';
import type { PlatformTokenSealer } from './platform-token-sealer.js';

/** An access token this close to its expiry is refreshed first rather than sent and refused. */
export const ACCESS_TOKEN_REFRESH_MARGIN_MS = 60_000;

export interface LoginAccessDependencies {
  db: DatabaseExecutor;
  logger: Logger;
  now: () => Date;
  tokens: PlatformTokenSealer;
}

/** A stored login and the client of its platform, within the organization that owns it. */
export interface StoredLogin {
  scope: OrganizationScope;
  /** Replaced by the stored row after a refresh, so later calls see the new token. */
  login: PlatformAccountRow;
  platform: Platform;
  client: AdPlatform;
}

export interface LoginAccess {
  /**
   * Bearer tokens for one stored login: decrypted, refreshed silently when they expire within a
   * minute (or on `forceRefresh`, which a client asks for after a 401), the new ones persisted.
   */
  credentialsFor(stored: StoredLogin): PlatformCredentials;
  /**
   * Runs platform work with the login's credentials. When the platform says the grant is gone
   * (AUTH_REVOKED), the login and its ad accounts turn ERROR with the connection error text
   * before the error is rethrown.
   */
  run<T>(stored: StoredLogin, work: (credentials: PlatformCredentials) => Promise<T>): Promise<T>;
}

function revokedError(message: string): PlatformError {
  return new PlatformError({ code: 'AUTH_REVOKED', message, httpStatus: null, platformCode: null });
}

export function isAuthRevoked(error: unknown): error is PlatformError {
  return error instanceof PlatformError && error.code === 'AUTH_REVOKED';
}

/** The grant is gone: the login and every ad account reached through it show the error. */
export async function markLoginRevoked(
  dependencies: Pick<LoginAccessDependencies, 'db' | 'now'>,
  stored: Pick<StoredLogin, 'scope' | 'login' | 'platform'>,
): Promise<void> {
  const message = describeRevokedAccess(stored.platform);
  const now = dependencies.now();
  await dependencies.db.transaction(async (transaction) => {
    await markPlatformAccountFailed(transaction, stored.scope, stored.login.id, message, now);
    await setLoginAdAccountsConnection(
      transaction,
      stored.scope,
      stored.login.id,
      { status: 'ERROR', error: message, now },
      ['CONNECTED'],
    );
  });
}

export function createLoginAccess(dependencies: LoginAccessDependencies): LoginAccess {
  const { db, tokens } = dependencies;
  // One refresh at a time per login in this process: concurrent callers wait for the same one.
  // (Across processes two refreshes may race; both providers keep the refresh token valid, so
  // the loser's token works too.)
  const refreshing = new Map<string, Promise<string>>();

  const isFresh = (login: PlatformAccountRow) => {
    const expiresAt = login.accessTokenExpiresAt;
    return (
      expiresAt === null ||
      expiresAt.getTime() - dependencies.now().getTime() > ACCESS_TOKEN_REFRESH_MARGIN_MS
    );
  };

  const refresh = async (stored: StoredLogin, rejected: string | undefined): Promise<string> => {
    // Another caller may have refreshed since this one read the row: use its token if it is new.
    const latest = await findPlatformAccountById(db, stored.scope, stored.login.id);
    if (!latest || latest.connectionStatus !== 'CONNECTED') {
      throw revokedError('The login is no longer connected');
    }
    const current = tokens.openAccessToken(latest);
    if (current !== undefined && current !== rejected && isFresh(latest)) return current;
    const refreshToken = tokens.openRefreshToken(latest);
    if (refreshToken === undefined) {
      throw revokedError('The access token expired and the login has no refresh token');
    }
    const renewed = await stored.client.oauth.refreshTokens(refreshToken);
    const updated = await updatePlatformAccountTokens(
      db,
      stored.scope,
      latest.id,
      tokens.seal(renewed),
      dependencies.now(),
    );
    if (updated) stored.login = updated;
    dependencies.logger.info(
      { platform: stored.platform, platformAccountId: latest.id },
      'Refreshed a platform access token',
    );
    return renewed.accessToken;
  };

  const credentialsFor = (stored: StoredLogin): PlatformCredentials => {
    let lastIssued: string | undefined;
    return {
      getAccessToken: async (options = {}) => {
        if (options.forceRefresh !== true && isFresh(stored.login)) {
          const token = tokens.openAccessToken(stored.login);
          if (token !== undefined) {
            lastIssued = token;
            return token;
          }
        }
        const key = stored.login.id;
        let pending = refreshing.get(key);
        if (!pending) {
          const rejected = options.forceRefresh === true ? lastIssued : undefined;
          pending = refresh(stored, rejected).finally(() => refreshing.delete(key));
          refreshing.set(key, pending);
        }
        try {
          lastIssued = await pending;
          return lastIssued;
        } catch (error) {
          if (isAuthRevoked(error)) await markLoginRevoked(dependencies, stored);
          throw error;
        }
      },
    };
  };

  return {
    credentialsFor,
    run: async (stored, work) => {
      try {
        return await work(credentialsFor(stored));
      } catch (error) {
        if (isAuthRevoked(error)) await markLoginRevoked(dependencies, stored);
        throw error;
      }
    },
  };
}
