import type { ChoosableAccount } from './ad-accounts.js';

// An agency's Google accounts sit under nested managers (MCC): choose-account names each one by
// its path, Manager › Sub-manager › Client, and lets the user narrow the list to one manager.

export const ACCOUNT_PATH_SEPARATOR = ' › ';

/** Choose-account shows an agency's hundreds of accounts this many to a page. */
export const CHOOSE_ACCOUNT_PAGE_SIZE = 50;

/** "Manager › Sub-manager › Client"; just the account's name when it is reached directly. */
export function describeAccountPath(account: Pick<ChoosableAccount, 'name' | 'managers'>): string {
  return [...account.managers.map((manager) => manager.name), account.name].join(
    ACCOUNT_PATH_SEPARATOR,
  );
}

export interface AccountManagerOption {
  id: string;
  /** The manager's own path, e.g. "Meridian (MCC) › Avora (MCC)". */
  path: string;
  /** Accounts under it at any depth. */
  accountCount: number;
}

/** Every manager that has accounts in the list, in the order first met, with its path. */
export function listAccountManagers(
  accounts: readonly Pick<ChoosableAccount, 'managers'>[],
): AccountManagerOption[] {
  const options = new Map<string, AccountManagerOption>();
  for (const account of accounts) {
    account.managers.forEach((manager, depth) => {
      const known = options.get(manager.id);
      if (known) {
        known.accountCount += 1;
        return;
      }
      const path = account.managers
        .slice(0, depth + 1)
        .map((step) => step.name)
        .join(ACCOUNT_PATH_SEPARATOR);
      options.set(manager.id, { id: manager.id, path, accountCount: 1 });
    });
  }
  return [...options.values()];
}

/** Whether the account sits under the manager, at any depth. */
export function isUnderManager(
  account: Pick<ChoosableAccount, 'managers'>,
  managerId: string,
): boolean {
  return account.managers.some((manager) => manager.id === managerId);
}
