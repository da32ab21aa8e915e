import { findActivationBlocker, type AdAccount } from '@utmost/ads-sdk';

export interface BulkSelection {
  /** Off and allowed on by the activation rule. */
  toEnable: AdAccount[];
  /** Currently on. */
  toDisable: AdAccount[];
  /** Why the first selected account that is off cannot be turned on, if any. */
  firstBlocker: string | null;
}

/** What the bulk Enable and Disable buttons would change in a selection. */
export function splitBulkSelection(selected: readonly AdAccount[]): BulkSelection {
  const toEnable: AdAccount[] = [];
  const toDisable: AdAccount[] = [];
  let firstBlocker: string | null = null;
  for (const account of selected) {
    if (account.enabled) {
      toDisable.push(account);
      continue;
    }
    const blocker = findActivationBlocker(account);
    if (blocker === null) toEnable.push(account);
    else firstBlocker ??= blocker;
  }
  return { toEnable, toDisable, firstBlocker };
}
