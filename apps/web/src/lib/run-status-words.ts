import type { RunResultStatus } from '@utmost/ads-sdk';

/**
 * A removal (drop job) restores ads and leaves alone those Utmost never tagged: its "updated" and
 * "skipped" results read "restored" and "not tagged by Utmost", never the tagging words ("updated",
 * "already tagged"). Every other status reads the same in both kinds of run.
 */
type RemovalWordStatus = 'updated' | 'skipped';

function isRemovalWord(status: RunResultStatus, isRemoval: boolean): boolean {
  return isRemoval && (status === 'updated' || status === 'skipped');
}

/** The i18n key of a status's name (tiles, result badges) in a removal run or a tagging run. */
export function findStatusLabelKey(status: RunResultStatus, isRemoval: boolean) {
  return isRemovalWord(status, isRemoval)
    ? (`runs.removalStatuses.${status as RemovalWordStatus}` as const)
    : (`runs.statuses.${status}` as const);
}

/** The i18n key of a status's count ("3 restored", "2 already tagged") in a removal run or a tagging run. */
export function findStatusCountKey(status: RunResultStatus, isRemoval: boolean) {
  return isRemovalWord(status, isRemoval)
    ? (`runs.removalStatusCounts.${status as RemovalWordStatus}` as const)
    : (`runs.statusCounts.${status}` as const);
}
