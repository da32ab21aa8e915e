import {
  PLATFORM_DISPLAY_NAMES,
  RUN_ERROR_MESSAGES,
  toAdAccountResourceName,
  type ConnectionStatus,
  type Platform,
  type PlatformAdAccountChoice,
} from '@utmost/ads-sdk';
import { PlatformError, type AdPlatform, type PlatformAdAccount } from '@utmost/platforms';
import type { AdPlatformDependencies } from '../platforms/ad-platform-dependencies.js';
import {
  describeRevokedAccess,
  describeUnreachablePlatform,
} from '../platforms/connection-errors.js';
import { isAuthRevoked, type StoredLogin } from '../platforms/login-credentials.js';
import type { Caller } from '../../identity/index.js';
import { AppError } from '../../../core/errors/app-error.js';
import {
  listAdAccounts,
  setLoginAdAccountsConnection,
} from '../repositories/ad-account-repository.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import {
  findLinkedPlatformAccount,
  listLinkedPlatformAccounts,
  markPlatformAccountDisconnected,
  type PlatformAccountRow,
} from '../repositories/platform-account-repository.js';
import { authorizeOrganization } from '../../identity/index.js';

export interface PlatformAccountListing {
  login: PlatformAccountRow;
  connectionStatus: ConnectionStatus;
  connectionError: string | null;
  accounts: PlatformAdAccountChoice[];
}

const REVOKE_TIMEOUT_MS = 5_000;

/** A promise that gives up after `milliseconds` (the work itself carries on and is ignored). */
async function withTimeout<T>(work: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No answer within ${milliseconds} ms`)),
      milliseconds,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Google manager ids at any depth (clients name the managers above them); a client of the
 * platforms package may also flag them.
 */
export function findManagerIds(accounts: readonly PlatformAdAccount[]): Set<string> {
  const ids = new Set<string>();
  for (const account of accounts) {
    if (account.managerId !== null) ids.add(account.managerId);
    for (const manager of account.managerPath) ids.add(manager.id);
    if ((account as { isManager?: boolean }).isManager === true) ids.add(account.id);
  }
  return ids;
}

/** The ad accounts the login can see right now, read live from the platform. */
export async function readVisibleAdAccounts(
  deps: AdPlatformDependencies,
  stored: StoredLogin,
): Promise<PlatformAdAccount[]> {
  return deps.logins.run(stored, (credentials) => stored.client.listAdAccounts(credentials));
}

async function describeLogin(
  deps: AdPlatformDependencies,
  stored: StoredLogin,
  connectedResourceNames: ReadonlySet<string>,
): Promise<PlatformAccountListing> {
  const { login, platform } = stored;
  if (login.connectionStatus !== 'CONNECTED') {
    return {
      login,
      connectionStatus: 'ERROR',
      connectionError: login.connectionError,
      accounts: [],
    };
  }
  try {
    const visible = await withTimeout(readVisibleAdAccounts(deps, stored), deps.listTimeoutMs);
    const managerIds = findManagerIds(visible);
    const accounts = visible.map((account) => ({
      id: account.id,
      name: account.name,
      descriptiveName: account.descriptiveName,
      currencyCode: account.currencyCode,
      isManager: managerIds.has(account.id),
      isReadOnly: account.isReadOnly,
      isConnected: connectedResourceNames.has(toAdAccountResourceName(platform, account.id)),
      managerPath: account.managerPath,
    }));
    return { login, connectionStatus: 'CONNECTED', connectionError: null, accounts };
  } catch (error) {
    if (isAuthRevoked(error)) {
      return {
        login,
        connectionStatus: 'ERROR',
        connectionError: describeRevokedAccess(platform),
        accounts: [],
      };
    }
    if (error instanceof PlatformError && error.code === 'CONFIGURATION_ERROR') {
      // The platform refused this server's setup (a sunset API version): every login fails alike
      // until the administrator changes it, so say that rather than "try again later".
      deps.logger.error(
        { err: error, platform, platformAccountId: login.id },
        'The platform refused the server configuration',
      );
      return {
        login,
        connectionStatus: 'CONNECTED',
        connectionError: RUN_ERROR_MESSAGES.CONFIGURATION_ERROR,
        accounts: [],
      };
    }
    // One unreachable login must not hide the others: it is listed with the reason instead.
    deps.logger.warn(
      { err: error, platform, platformAccountId: login.id },
      'Listing a login’s ad accounts failed',
    );
    return {
      login,
      connectionStatus: 'CONNECTED',
      connectionError: describeUnreachablePlatform(platform),
      accounts: [],
    };
  }
}

/** Any member: the organization's logins on one platform, each with what it can see now. */
export async function listPlatformAccounts(
  deps: AdPlatformDependencies,
  caller: Caller,
  platformName: string,
  organizationId: string,
): Promise<PlatformAccountListing[]> {
  const { name: platform, client } = deps.platforms.require(platformName);
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'adAccounts:view');
  const logins = await listLinkedPlatformAccounts(deps.db, scope, platform);
  const connected = new Set(
    (await listAdAccounts(deps.db, scope, platform))
      .filter((account) => account.connectionStatus === 'CONNECTED')
      .map((account) => account.resourceName),
  );
  return Promise.all(
    logins.map((login) => describeLogin(deps, { scope, login, platform, client }, connected)),
  );
}

/** A linked login of the organization, or 404 (also for another organization's login). */
export async function requireStoredLogin(
  deps: AdPlatformDependencies,
  scope: OrganizationScope,
  platform: Platform,
  client: AdPlatform,
  email: string,
): Promise<StoredLogin> {
  const login = await findLinkedPlatformAccount(deps.db, scope, platform, email);
  if (!login) {
    throw new AppError(
      'NOT_FOUND',
      `No ${PLATFORM_DISPLAY_NAMES[platform]} login ${email} is connected to this organization.`,
    );
  }
  return { scope, login, platform, client };
}

export async function disconnectPlatformAccount(
  deps: AdPlatformDependencies,
  caller: Caller,
  platformName: string,
  organizationId: string,
  email: string,
): Promise<{ email: string; disconnectedAdAccounts: number }> {
  const { name: platform, client } = deps.platforms.require(platformName);
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'adAccounts:edit');
  const { login } = await requireStoredLogin(deps, scope, platform, client, email);
  await revokeBestEffort(deps, client, login);
  const now = deps.now();
  const disconnectedAdAccounts = await deps.db.transaction(async (transaction) => {
    await markPlatformAccountDisconnected(transaction, scope, login.id, now);
    return setLoginAdAccountsConnection(transaction, scope, login.id, {
      status: 'NOT_CONNECTED',
      error: null,
      isDisabled: true,
      now,
    });
  });
  return { email: login.email, disconnectedAdAccounts };
}

/** Ending the grant at the provider is a courtesy: the login is disconnected here regardless. */
async function revokeBestEffort(
  deps: AdPlatformDependencies,
  client: AdPlatform,
  login: PlatformAccountRow,
): Promise<void> {
  const token = deps.tokens.openRefreshToken(login) ?? deps.tokens.openAccessToken(login);
  if (token === undefined) return;
  try {
    await withTimeout(client.oauth.revokeToken(token), REVOKE_TIMEOUT_MS);
  } catch (error) {
    deps.logger.warn(
      { err: error, platform: login.platform, platformAccountId: login.id },
      'Revoking a platform grant failed; the login is disconnected anyway',
    );
  }
}
