import { findRunBlocker, type AdAccount } from '@utmost/ads-sdk';
import { RowActions } from '@utmost/ui/components/row-actions';
import { Spinner } from '@utmost/ui/components/spinner';
import { EraserIcon, PlayIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRunningAccounts } from '../api/use-tagging-run';
import type { RunAction } from '../lib/describe-run-notifications';
import type { RunRequest } from './run-accounts-dialog';

const ICONS: Record<RunAction, LucideIcon> = { run: PlayIcon, remove: EraserIcon };

/**
 * One account's run actions (tagging mode, editors): "Run now" and "Remove parameters", each
 * asking first (see RunAccountsDialog). Icon buttons from 1440 px, where the table has room (one
 * click to the confirmation); below, gathered in the row's "…" menu. While the account's run
 * waits for its answer, a spinner stands in for them.
 */
export function RowRunActions({
  account,
  onRequest,
}: {
  account: AdAccount;
  onRequest: (request: RunRequest) => void;
}) {
  const { t } = useTranslation();
  const isRunning = useRunningAccounts().has(account.resourceName);
  if (isRunning) {
    return (
      <span className="inline-flex h-8 w-full items-center justify-end">
        <Spinner label={t('adAccounts.runs.runningOf', { name: account.name })} />
      </span>
    );
  }
  return (
    <RowActions
      menuLabel={t('adAccounts.runs.actionsOf', { name: account.name })}
      actions={(['run', 'remove'] as const).map((action) => {
        // Said before the confirmation: the API would not run it (see findRunBlocker).
        const blocker = findRunBlocker(account, action);
        return {
          id: action,
          label: t(`adAccounts.runs.confirm.${action}`),
          accessibleLabel: t(`adAccounts.runs.rowAction.${action}`, { name: account.name }),
          icon: ICONS[action],
          onSelect: () => onRequest({ action, accounts: [account] }),
          ...(blocker === null ? {} : { disabled: true, disabledReason: blocker }),
        };
      })}
    />
  );
}
