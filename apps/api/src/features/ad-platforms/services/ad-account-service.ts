import {
  NONAME_ACCOUNT,
  findAdAccountAllowance,
  toAdAccountResourceName,
  type Platform,
} from '@utmost/ads-sdk';
import { PlatformError, type PlatformAdAccount } from '@utmost/platforms';
import type { AdPlatformDependencies } from '../platforms/ad-platform-dependencies.js';
import { isAuthRevoked, type StoredLogin } from '../platforms/login-credentials.js';
import type { Caller } from '../../identity/index.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { AppError } from '../../../core/errors/app-error.js';
import {
  findAdAccountsByResourceNames,
  insertAdAccounts,
  listAdAccounts,
  reattachAdAccount,
  type AdAccountListing,
  type AdAccountRow,
} from '../repositories/ad-account-repository.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { lockSubscription } from '../../identity/index.js';
import { authorizeOrganization } from '../../identity/index.js';
import {
  findManagerIds,
  readVisibleAdAccounts,
  requireStoredLogin,
} from './platform-account-service.js';
import { describeSubscription, findSubscriptionState } from '../../identity/index.js';
import { toPlatformAppError } from '../platforms/platform-app-error.js';

// Connecting ad accounts (spec §4): the subscription's block flag and maximum, then every id must
// be one the login can see now; all of them are stored or none.

export const AD_ACCOUNT_NOT_VISIBLE = (id: string) => `This login cannot see ad account ${id}`;
export const MANAGER_ACCOUNT_REFUSED =
  'Manager accounts hold no ads; choose one of their client accounts';
export const ALREADY_CONNECTED = 'Already connected';
export const RECONNECT_LOGIN_FIRST = 'Reconnect this login before adding its ad accounts';

export interface AddAdAccountsInput {
  email: string;
  adAccountIds: readonly (string | number)[];
}

/** Any member: the organization's ad accounts on one platform, newest connection first. */
export async function listOrganizationAdAccounts(
  deps: AdPlatformDependencies,
  caller: Caller,
  platformName: string,
  organizationId: string,
): Promise<AdAccountListing[]> {
  const { name: platform } = deps.platforms.require(platformName);
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'adAccounts:view');
  return listAdAccounts(deps.db, scope, platform);
}

/** 403 with the catalogue's message when adding `adding` accounts would break the plan. */
async function requireAllowance(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  adding: number,
): Promise<void> {
  const subscription = describeSubscription(await findSubscriptionState(executor, scope));
  const allowance = findAdAccountAllowance(subscription, adding);
  if (!allowance.isAllowed) throw new AppError(allowance.code);
}

/** One id of the request: its position (for `adAccountIds.N`), its text and resource name. */
interface RequestedAccount {
  index: number;
  id: string;
  resourceName: string;
}

/** Ids as text; `"123"` and `123` name one account, so the second mention is dropped. */
function readRequested(platform: Platform, ids: readonly (string | number)[]): RequestedAccount[] {
  const seen = new Set<string>();
  return ids.flatMap((raw, index) => {
    const id = String(raw);
    if (seen.has(id)) return [];
    seen.add(id);
    return [{ index, id, resourceName: toAdAccountResourceName(platform, id) }];
  });
}

export async function addAdAccounts(
  deps: AdPlatformDependencies,
  caller: Caller,
  platformName: string,
  organizationId: string,
  input: AddAdAccountsInput,
): Promise<AdAccountListing[]> {
  const { name: platform, client } = deps.platforms.require(platformName);
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'adAccounts:edit');
  const requested = readRequested(platform, input.adAccountIds);
  const names = requested.map((account) => account.resourceName);
  const existing = await findAdAccountsByResourceNames(deps.db, scope, platform, names);
  await requireAllowance(deps.db, scope, countNew(names, existing));

  const stored = await requireStoredLogin(deps, scope, platform, client, input.email);
  const visible = await readVisibleOrRefuse(deps, stored);
  const fieldErrors = findRefusals(requested, visible, existing);
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('BAD_REQUEST', undefined, { fieldErrors });
  }
  const byId = new Map(visible.map((account) => [account.id, account]));
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    // Counted again under the lock: a concurrent add cannot slip past the limit meanwhile.
    await lockSubscription(transaction, scope);
    const current = await findAdAccountsByResourceNames(transaction, scope, platform, names);
    const raced = findRefusals(requested, visible, current);
    if (Object.keys(raced).length > 0) {
      throw new AppError('BAD_REQUEST', undefined, { fieldErrors: raced });
    }
    await requireAllowance(transaction, scope, countNew(names, current));
    const rows = await storeAccounts(
      transaction,
      scope,
      platform,
      stored,
      requested,
      byId,
      current,
      now,
    );
    // Read back as listed: a re-attached account keeps the template it had.
    const listed = await findAdAccountsByResourceNames(
      transaction,
      scope,
      platform,
      rows.map((row) => row.resourceName),
    );
    const byName = new Map(listed.map((account) => [account.resourceName, account]));
    return rows.flatMap((row) => byName.get(row.resourceName) ?? []);
  });
}

function countNew(names: readonly string[], existing: readonly AdAccountRow[]): number {
  const known = new Set(existing.map((account) => account.resourceName));
  return names.filter((name) => !known.has(name)).length;
}

/** The login's accounts now; a revoked grant is the caller's to fix, an outage is the platform's. */
async function readVisibleOrRefuse(
  deps: AdPlatformDependencies,
  stored: StoredLogin,
): Promise<PlatformAdAccount[]> {
  if (stored.login.connectionStatus !== 'CONNECTED') {
    throw new AppError('BAD_REQUEST', undefined, { fieldErrors: { email: RECONNECT_LOGIN_FIRST } });
  }
  try {
    return await readVisibleAdAccounts(deps, stored);
  } catch (error) {
    if (isAuthRevoked(error)) {
      throw new AppError('BAD_REQUEST', undefined, {
        fieldErrors: { email: RECONNECT_LOGIN_FIRST },
        cause: error,
      });
    }
    if (error instanceof PlatformError) throw toPlatformAppError(error);
    throw error;
  }
}

/** `adAccountIds.N` -> why the Nth id cannot be added; empty when all can. */
function findRefusals(
  requested: readonly RequestedAccount[],
  visible: readonly PlatformAdAccount[],
  existing: readonly AdAccountRow[],
): Record<string, string> {
  const visibleIds = new Set(visible.map((account) => account.id));
  const managerIds = findManagerIds(visible);
  const connected = new Set(
    existing
      .filter((account) => account.connectionStatus === 'CONNECTED')
      .map((account) => account.resourceName),
  );
  const refusals: Record<string, string> = {};
  for (const { index, id, resourceName } of requested) {
    const field = `adAccountIds.${index}`;
    if (managerIds.has(id)) refusals[field] = MANAGER_ACCOUNT_REFUSED;
    else if (!visibleIds.has(id)) refusals[field] = AD_ACCOUNT_NOT_VISIBLE(id);
    else if (connected.has(resourceName)) refusals[field] = ALREADY_CONNECTED;
  }
  return refusals;
}

/** New accounts start disabled; one left by a disconnected or failed login moves to this one. */
async function storeAccounts(
  transaction: DatabaseExecutor,
  scope: OrganizationScope,
  platform: Platform,
  stored: StoredLogin,
  requested: readonly RequestedAccount[],
  byId: ReadonlyMap<string, PlatformAdAccount>,
  current: readonly AdAccountRow[],
  now: Date,
): Promise<AdAccountRow[]> {
  const existingByName = new Map(current.map((account) => [account.resourceName, account]));
  const rows: AdAccountRow[] = [];
  for (const { id, resourceName } of requested) {
    const account = byId.get(id);
    if (!account) continue;
    const details = {
      platformAccountId: stored.login.id,
      name: account.name ?? account.descriptiveName ?? NONAME_ACCOUNT,
      currencyCode: account.currencyCode,
      managerId: account.managerId,
      isReadOnly: account.isReadOnly,
      connectedAt: now,
    };
    const previous = existingByName.get(resourceName);
    const row = previous
      ? await reattachAdAccount(transaction, scope, previous.id, details)
      : (
          await insertAdAccounts(transaction, scope, [
            {
              ...details,
              workspaceId: stored.login.workspaceId,
              platform,
              platformAdAccountId: id,
              resourceName,
              connectionStatus: 'CONNECTED',
            },
          ])
        )[0];
    if (row) rows.push(row);
  }
  return rows;
}
