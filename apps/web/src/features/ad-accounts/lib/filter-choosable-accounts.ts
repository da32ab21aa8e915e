import type { ChoosableAccount } from '@utmost/ads-sdk';

/** The choose-account search: by name (any case) or by id digits. */
export function filterChoosableAccounts<T extends ChoosableAccount>(
  accounts: readonly T[],
  query: string,
): readonly T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return accounts;
  return accounts.filter(
    (account) => account.name.toLowerCase().includes(needle) || String(account.id).includes(needle),
  );
}
