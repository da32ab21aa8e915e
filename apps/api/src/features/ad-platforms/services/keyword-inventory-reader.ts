import { RECONNECT_TO_READ_KEYWORDS } from '@utmost/ads-sdk';
import { PlatformError, type PlatformKeywordInventory } from '@utmost/platforms';
import { AppError } from '../../../core/errors/app-error.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import type { AdPlatformDependencies } from '../platforms/ad-platform-dependencies.js';
import { isAuthRevoked } from '../platforms/login-credentials.js';
import { toPlatformAppError } from '../platforms/platform-app-error.js';
import { findPlatformAccountById } from '../repositories/platform-account-repository.js';
import type { AdAccountRow } from '../repositories/ad-account-repository.js';

/**
 * A Google account's keywords and existing negatives, read live through its login (issue 28: the
 * conflict check must see the keywords as they are now). A login that is not connected, or whose
 * grant is gone, is a 409 asking to reconnect; any other platform failure a 502.
 */
export async function readKeywordInventory(
  deps: Pick<AdPlatformDependencies, 'db' | 'platforms' | 'logins'>,
  scope: OrganizationScope,
  account: AdAccountRow,
): Promise<PlatformKeywordInventory> {
  const login = await findPlatformAccountById(deps.db, scope, account.platformAccountId);
  if (!login || login.connectionStatus !== 'CONNECTED') {
    throw new AppError('CONFLICT', RECONNECT_TO_READ_KEYWORDS);
  }
  const { client } = deps.platforms.require('google');
  const read = client.readKeywordInventory?.bind(client);
  if (!read) throw new AppError('CONFLICT', 'Keywords cannot be read from this platform.');
  try {
    return await deps.logins.run({ scope, login, platform: 'google', client }, (credentials) =>
      read(credentials, { id: account.platformAdAccountId, managerId: account.managerId }),
    );
  } catch (error) {
    if (isAuthRevoked(error)) throw new AppError('CONFLICT', RECONNECT_TO_READ_KEYWORDS);
    if (error instanceof PlatformError) throw toPlatformAppError(error);
    throw error;
  }
}
