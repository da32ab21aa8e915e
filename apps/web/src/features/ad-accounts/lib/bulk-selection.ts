import { findActivationBlocker, type AdAccount, type Platform } from '@utmost/ads-sdk';

interface BulkSelection {
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

/**
 * The one platform of a selection, or null when it is empty or mixed: a tracking template belongs
 * to one platform, so only accounts of one platform can be given one together.
 */
export function findSelectionPlatform(selected: readonly AdAccount[]): Platform | null {
  const platforms = new Set(selected.map((account) => account.platform));
  const [platform] = platforms;
  return platforms.size === 1 && platform !== undefined ? platform : null;
}
