import type { Platform } from '@utmost/ads-sdk';
import type { AdPlatformDependencies } from '../ad-platforms/ad-platform-dependencies.js';
import type { Caller } from '../auth/caller.js';
import { AppError } from '../http/app-error.js';
import {
  deleteAdAccounts,
  findAdAccountsByResourceNames,
  setAdAccountsEnabled,
  type AdAccountListing,
} from '../repositories/ad-account-repository.js';
import type { OrganizationScope } from '../repositories/organization-scope.js';
import { findAccountActivationBlocker } from './ad-account-rules.js';
import { authorizeOrganization } from './organization-access.js';

// Changing and removing connected ad accounts: all listed accounts or none.

export interface AdAccountChanges {
  enabled?: boolean;
}

/** The accounts in the order asked for; 404 naming the first one the organization lacks. */
async function requireAccounts(
  deps: AdPlatformDependencies,
  scope: OrganizationScope,
  platform: Platform,
  resourceNames: readonly string[],
): Promise<AdAccountListing[]> {
  const found = await findAdAccountsByResourceNames(deps.db, scope, platform, resourceNames);
  const byName = new Map(found.map((account) => [account.resourceName, account]));
  return resourceNames.map((name) => {
    const account = byName.get(name);
    if (!account) throw new AppError('NOT_FOUND', `Ad account ${name} was not found.`);
    return account;
  });
}

export async function updateAdAccounts(
  deps: AdPlatformDependencies,
  caller: Caller,
  platformName: string,
  organizationId: string,
  input: { resourceNames: readonly string[]; changes: AdAccountChanges },
): Promise<AdAccountListing[]> {
  const { name: platform } = deps.platforms.require(platformName);
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'adAccounts:edit');
  const accounts = await requireAccounts(deps, scope, platform, input.resourceNames);
  const { enabled } = input.changes;
  if (enabled === undefined) return accounts;
  if (enabled) {
    // Spec §4 activation rule, for every account before any changes.
    for (const account of accounts) {
      const blocker = findAccountActivationBlocker(account);
      if (blocker !== null) {
        throw new AppError('BAD_REQUEST', undefined, {
          fieldErrors: { enabled: `${account.name}: ${blocker}` },
        });
      }
    }
  }
  await setAdAccountsEnabled(
    deps.db,
    scope,
    accounts.map((account) => account.id),
    enabled,
    deps.now(),
  );
  return requireAccounts(deps, scope, platform, input.resourceNames);
}

/** Frees the accounts' places in the subscription; nothing changes on the platform. */
export async function removeAdAccounts(
  deps: AdPlatformDependencies,
  caller: Caller,
  platformName: string,
  organizationId: string,
  resourceNames: readonly string[],
): Promise<string[]> {
  const { name: platform } = deps.platforms.require(platformName);
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'adAccounts:edit');
  const accounts = await requireAccounts(deps, scope, platform, resourceNames);
  await deleteAdAccounts(
    deps.db,
    scope,
    accounts.map((account) => account.id),
  );
  return accounts.map((account) => account.resourceName);
}
