import {
  describeRunError,
  RUN_RESULT_STATUSES,
  type NotRunReason,
  type RunNotification,
  type RunNotificationVariant,
} from '@utmost/ads-sdk';
import type { TFunction } from 'i18next';

/** "Run now" tags the ads; "Remove parameters" is the drop job that restores their URLs. */
export type RunAction = 'run' | 'remove';

export interface RunNotificationMessage {
  variant: RunNotificationVariant;
  message: string;
}

/** "3 updated, 1 already tagged, 2 errors": the non-zero counts in the tiles' order. */
export function summarizeRunCounts(counts: RunNotification['counts'], t: TFunction): string {
  const parts = RUN_RESULT_STATUSES.filter((status) => counts[status] > 0).map((status) =>
    t(`runs.statusCounts.${status}`, { count: counts[status] }),
  );
  return parts.length === 0 ? t('runs.statusCounts.none') : parts.join(', ');
}

function describeMain(decision: RunNotification, action: RunAction, t: TFunction): string {
  const summary = summarizeRunCounts(decision.counts, t);
  switch (decision.kind) {
    case 'success':
      return t(`adAccounts.runs.notifications.success.${action}`, { summary });
    case 'mixed':
      return t('adAccounts.runs.notifications.mixed', { summary });
    case 'errors':
      // A run that failed as a whole has no results to count: its reason is the story.
      return decision.counts.total === 0 && decision.failureCodes.length > 0
        ? t('adAccounts.runs.notifications.failed', {
            reasons: decision.failureCodes.map(describeRunError).join('; '),
          })
        : t('adAccounts.runs.notifications.errors', { summary });
    case 'no_active_ads':
      return t('adAccounts.runs.notifications.noActiveAds', { count: decision.finishedCount });
    case 'running':
      return t('adAccounts.runs.notifications.running', { count: decision.runningCount });
    case 'not_run':
      return '';
  }
}

const NOT_RUN_REASONS: readonly NotRunReason[] = ['disabled', 'connection_error'];

/**
 * The notifications for a run request's outcomes, as `decideRunNotification` decided them: the
 * main one, then one per reason some accounts were not run (no template, connection error).
 */
export function describeRunNotifications(
  decision: RunNotification,
  action: RunAction,
  t: TFunction,
): RunNotificationMessage[] {
  const messages: RunNotificationMessage[] = [];
  if (decision.kind !== 'not_run') {
    messages.push({ variant: decision.variant, message: describeMain(decision, action, t) });
  }
  for (const reason of NOT_RUN_REASONS) {
    const count = decision.notRun[reason] ?? 0;
    if (count > 0) {
      messages.push({
        variant: 'warning',
        message: t(`adAccounts.runs.notifications.notRun.${reason}`, { count }),
      });
    }
  }
  return messages;
}
