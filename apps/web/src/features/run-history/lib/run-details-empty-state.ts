import type { RunResultStatus } from '@utmost/ads-sdk';
import type { RunMetadata } from '@utmost/ads-sdk/query';

/**
 * Spec §2 run-details empty states: `no_data` (the run had no ads), `no_errors` (the error tile
 * chosen with none: the success picture), `no_status` ('no ads with status'), `no_results` (the
 * column filters leave nothing).
 */
export type RunDetailsEmptyState = 'no_data' | 'no_errors' | 'no_status' | 'no_results';

/** Which empty state the table shows, if any. The tile's count decides before the page does. */
export function findRunDetailsEmptyState({
  summary,
  status,
  totalCount,
}: {
  summary: RunMetadata['meta']['summary'];
  status: RunResultStatus | null;
  /** Results of the current filters; undefined while unknown. */
  totalCount: number | undefined;
}): RunDetailsEmptyState | null {
  if (summary.total === 0) return 'no_data';
  if (status === 'error' && summary.error === 0) return 'no_errors';
  if (status !== null && summary[status] === 0) return 'no_status';
  if (totalCount === 0) return 'no_results';
  return null;
}
