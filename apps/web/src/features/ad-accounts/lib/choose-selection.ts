import type { ChoosableAccount } from '@utmost/ads-sdk';
import type { RowSelectionState } from '@utmost/ui/components/data-table';

/**
 * The choose-account table shows accounts already added as checked (and disabled), but only the
 * user's own picks are sent. These convert between the two views; row ids are the account ids.
 */
export function withConnectedChecked(
  picks: RowSelectionState,
  accounts: readonly ChoosableAccount[],
): RowSelectionState {
  const checked: RowSelectionState = { ...picks };
  for (const account of accounts) if (account.isConnected) checked[String(account.id)] = true;
  return checked;
}

/**
 * The picks in a table selection: chosen, choosable accounts (not a manager, not read-only, not
 * added yet).
 */
export function toPicks(
  checked: RowSelectionState,
  accounts: readonly ChoosableAccount[],
): RowSelectionState {
  const picks: RowSelectionState = {};
  for (const account of accounts) {
    const id = String(account.id);
    if (checked[id] && !account.isConnected && !account.isManager && !account.isReadOnly) {
      picks[id] = true;
    }
  }
  return picks;
}

/** The picked ids as numbers (spec §3), in the list's order. */
export function findPickedIds(
  picks: RowSelectionState,
  accounts: readonly ChoosableAccount[],
): number[] {
  return accounts.filter((account) => picks[String(account.id)]).map((account) => account.id);
}
