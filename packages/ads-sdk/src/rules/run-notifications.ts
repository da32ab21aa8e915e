// Which notification a "Run now" or "Remove parameters" shows once the API answered (spec §8
// notifications): written once so that the web app and scripts tell the same story.
import type { components } from '../generated/schema.js';
import { EMPTY_RUN_COUNTS } from './runs.js';

type TaggingRunOutcome = components['schemas']['TaggingRunOutcome'];
type RunCounts = components['schemas']['RunCounts'];

/**
 * - `success`: every run finished without an error result (job run success);
 * - `mixed`: errors together with updated, skipped or partially updated results (the spec's
 *   "special case detected");
 * - `errors`: runs that failed, or whose results are all errors;
 * - `no_active_ads`: every run found no ad to tag;
 * - `running`: some run outlasted the wait and finishes in the background;
 * - `not_run`: no account was run (no tracking template, or a connection error).
 */
export type RunNotificationKind =
  'success' | 'mixed' | 'errors' | 'no_active_ads' | 'running' | 'not_run';

export type RunNotificationVariant = 'success' | 'error' | 'warning' | 'info';

/** Why the API did not run an account: no template (`disabled`) or a `connection_error`. */
export type NotRunReason = 'disabled' | 'connection_error';

export interface RunNotification {
  kind: RunNotificationKind;
  variant: RunNotificationVariant;
  /** The results of the finished runs, added up. */
  counts: RunCounts;
  /** How many accounts' runs finished (completed or failed). */
  finishedCount: number;
  /** How many accounts' runs go on in the background. */
  runningCount: number;
  /** The spec §8 codes of runs that failed as a whole, each once. */
  failureCodes: string[];
  /** Accounts that were not run, per reason; shown beside any other kind. */
  notRun: Partial<Record<NotRunReason, number>>;
}

const VARIANT_BY_KIND: Record<RunNotificationKind, RunNotificationVariant> = {
  success: 'success',
  mixed: 'warning',
  errors: 'error',
  no_active_ads: 'info',
  running: 'info',
  not_run: 'warning',
};

function addCounts(sum: RunCounts, counts: RunCounts | null): RunCounts {
  if (counts === null) return sum;
  return {
    total: sum.total + counts.total,
    updated: sum.updated + counts.updated,
    skipped: sum.skipped + counts.skipped,
    not_supported: sum.not_supported + counts.not_supported,
    partially_updated: sum.partially_updated + counts.partially_updated,
    error: sum.error + counts.error,
  };
}

function isNotRunReason(reason: string | null): reason is NotRunReason {
  return reason === 'disabled' || reason === 'connection_error';
}

/**
 * Decides the one notification for the outcomes of a run request (one outcome per account).
 * Problems come first: an error is what the user must act on, even when other accounts are still
 * running; a run in the background is reported before "no active ads", which it may yet disprove.
 */
export function decideRunNotification(outcomes: readonly TaggingRunOutcome[]): RunNotification {
  const finished = outcomes.filter(
    (outcome) => outcome.state === 'completed' || outcome.state === 'failed',
  );
  // A run waiting for Google's daily limit goes on by itself, like one still running.
  const runningCount = outcomes.filter(
    (outcome) => outcome.state === 'running' || outcome.state === 'waiting',
  ).length;
  const counts = finished.reduce(
    (sum, outcome) => addCounts(sum, outcome.counts),
    EMPTY_RUN_COUNTS,
  );
  const failed = finished.filter((outcome) => outcome.state === 'failed');
  const failureCodes = [
    ...new Set(failed.flatMap((outcome) => (outcome.reason === null ? [] : [outcome.reason]))),
  ];
  const notRun: Partial<Record<NotRunReason, number>> = {};
  for (const outcome of outcomes) {
    if (outcome.state !== 'not_run') continue;
    // An unknown reason reads as the connection problem: the account could not be reached.
    const reason = isNotRunReason(outcome.reason) ? outcome.reason : 'connection_error';
    notRun[reason] = (notRun[reason] ?? 0) + 1;
  }

  const hasErrors = failed.length > 0 || counts.error > 0;
  const hasTaggedResults = counts.updated + counts.skipped + counts.partially_updated > 0;
  const hasNoActiveAds =
    finished.length > 0 &&
    finished.every(
      (outcome) =>
        outcome.state === 'completed' &&
        (outcome.reason === 'no_active_ads' || (outcome.counts?.total ?? 0) === 0),
    );

  let kind: RunNotificationKind;
  if (finished.length === 0 && runningCount === 0) kind = 'not_run';
  else if (hasErrors) kind = hasTaggedResults ? 'mixed' : 'errors';
  else if (runningCount > 0) kind = 'running';
  else if (hasNoActiveAds) kind = 'no_active_ads';
  else kind = 'success';

  return {
    kind,
    variant: VARIANT_BY_KIND[kind],
    counts,
    finishedCount: finished.length,
    runningCount,
    failureCodes,
    notRun,
  };
}
