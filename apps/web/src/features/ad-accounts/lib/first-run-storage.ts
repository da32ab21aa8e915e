/**
 * Whether an organization's checklist was seen unfinished in this browser, or dismissed once
 * finished. Only that is remembered: the steps themselves are computed from the data every time.
 * Organizations that were set up before the checklist existed never see it finished.
 */
export type FirstRunMark = 'seen' | 'dismissed';

const keyOf = (organizationId: string) => `utmost.firstRun.${organizationId}`;

export function readFirstRunMark(storage: Storage | null, organizationId: string) {
  try {
    const value = storage?.getItem(keyOf(organizationId));
    return value === 'seen' || value === 'dismissed' ? value : null;
  } catch {
    // Storage can be switched off; the checklist then shows while unfinished only.
    return null;
  }
}

export function writeFirstRunMark(
  storage: Storage | null,
  organizationId: string,
  mark: FirstRunMark,
): void {
  try {
    storage?.setItem(keyOf(organizationId), mark);
  } catch {
    // As above: nothing to remember it in.
  }
}

/** Shown while unfinished; once finished, until dismissed, if it was seen unfinished here. */
export function isFirstRunShown(isComplete: boolean, mark: FirstRunMark | null): boolean {
  return !isComplete || mark === 'seen';
}

export function findBrowserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
