import { isUnderManager, type ChoosableAccount } from '@utmost/ads-sdk';

/** The choose-account narrowing: one manager's accounts (any depth), or all when null. */
export interface ChoosableAccountFilter {
  query: string;
  managerId: string | null;
}

/**
 * The choose-account search: by name (any case), by id digits, or by the name of a manager above
 * the account, so "Avora" finds every client of that sub-manager.
 */
export function filterChoosableAccounts<T extends ChoosableAccount>(
  accounts: readonly T[],
  filter: ChoosableAccountFilter,
): readonly T[] {
  const needle = filter.query.trim().toLowerCase();
  const { managerId } = filter;
  if (needle === '' && managerId === null) return accounts;
  return accounts.filter(
    (account) =>
      (managerId === null || isUnderManager(account, managerId)) &&
      (needle === '' ||
        account.name.toLowerCase().includes(needle) ||
        String(account.id).includes(needle) ||
        account.managers.some((manager) => manager.name.toLowerCase().includes(needle))),
  );
}
