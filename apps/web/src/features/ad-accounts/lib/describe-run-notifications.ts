import {
  describeRunError,
  RUN_RESULT_STATUSES,
  type NotRunReason,
  type RunNotification,
  type RunNotificationVariant,
} from '@utmost/ads-sdk';
import type { TFunction } from 'i18next';
import { findStatusCountKey } from '../../../lib/run-status-words';

/** "Run now" tags the ads; "Remove parameters" is the drop job that restores their URLs. */
export type RunAction = 'run' | 'remove';

interface RunNotificationMessage {
  variant: RunNotificationVariant;
  message: string;
  /** Whether the message is about finished results the user can open ("View run"). */
  hasRunLink: boolean;
}

/** "3 updated, 1 already tagged, 2 errors": the non-zero counts in the tiles' order. */
export function summarizeRunCounts(
  counts: RunNotification['counts'],
  t: TFunction,
  action: RunAction = 'run',
): string {
  const parts = RUN_RESULT_STATUSES.filter((status) => counts[status] > 0).map((status) =>
    t(findStatusCountKey(status, action === 'remove'), { count: counts[status] }),
  );
  return parts.length === 0 ? t('runs.statusCounts.none') : parts.join(', ');
}

/**
 * What happened, in the user's words: "Tagged 16 ads in Hearthly · 1 not supported", or for a
 * removal "Restored 12 ads in Hearthly · 6 not tagged by Utmost". The headline counts the ads
 * changed; the other non-zero counts follow in the tiles' order.
 */
function describeResults(
  decision: RunNotification,
  action: RunAction,
  target: string,
  t: TFunction,
): string {
  const { counts } = decision;
  const headline = t(`adAccounts.runs.notifications.headline.${action}`, {
    count: counts.updated,
    target,
  });
  const others = RUN_RESULT_STATUSES.filter(
    (status) => status !== 'updated' && counts[status] > 0,
  ).map((status) => t(findStatusCountKey(status, action === 'remove'), { count: counts[status] }));
  return [headline, ...others].join(' · ');
}

function describeMain(
  decision: RunNotification,
  action: RunAction,
  target: string,
  t: TFunction,
): string {
  switch (decision.kind) {
    case 'success':
    case 'mixed':
    case 'errors':
      // A run that failed as a whole has no results to count: its reason is the story.
      return decision.counts.total === 0 && decision.failureCodes.length > 0
        ? t(`adAccounts.runs.notifications.failed.${action}`, {
            target,
            reasons: decision.failureCodes.map((code) => describeRunError(code)).join('; '),
          })
        : describeResults(decision, action, target, t);
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
 * `accountNames` are the accounts that ran: one is named, several are counted.
 */
export function describeRunNotifications(
  decision: RunNotification,
  action: RunAction,
  accountNames: readonly string[],
  t: TFunction,
): RunNotificationMessage[] {
  const messages: RunNotificationMessage[] = [];
  const target =
    accountNames.length === 1
      ? (accountNames[0] as string)
      : t('adAccounts.runs.notifications.accounts', { count: accountNames.length });
  if (decision.kind !== 'not_run') {
    messages.push({
      variant: decision.variant,
      message: describeMain(decision, action, target, t),
      hasRunLink: decision.kind !== 'no_active_ads',
    });
  }
  for (const reason of NOT_RUN_REASONS) {
    const count = decision.notRun[reason] ?? 0;
    if (count > 0) {
      messages.push({
        variant: 'warning',
        message: t(`adAccounts.runs.notifications.notRun.${reason}`, { count }),
        hasRunLink: false,
      });
    }
  }
  return messages;
}
