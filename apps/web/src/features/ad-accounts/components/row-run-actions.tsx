import { findRunBlocker, type AdAccount } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { Spinner } from '@utmost/ui/components/spinner';
import { Tooltip, TooltipContent, TooltipTrigger } from '@utmost/ui/components/tooltip';
import { EraserIcon, PlayIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DisabledHint } from '../../../components/disabled-hint';
import { useRunningAccounts } from '../api/use-tagging-run';
import type { RunAction } from '../lib/describe-run-notifications';
import type { RunRequest } from './run-accounts-dialog';

const ICONS: Record<RunAction, LucideIcon> = { run: PlayIcon, remove: EraserIcon };

/**
 * One account's run actions (tagging mode, editors): "Run now" and "Remove parameters", each
 * asking first (see RunAccountsDialog). Two icon buttons rather than a menu: one click to the
 * confirmation, and no menu code on the ad accounts page. While the account's run waits for its
 * answer, a spinner stands in for them.
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
      <span className="inline-flex h-8 w-[4.25rem] items-center justify-center">
        <Spinner label={t('adAccounts.runs.runningOf', { name: account.name })} />
      </span>
    );
  }
  return (
    <div className="flex justify-end gap-1">
      {(['run', 'remove'] as const).map((action) => {
        const Icon = ICONS[action];
        // Said before the confirmation: the API would not run it (see findRunBlocker).
        const blocker = findRunBlocker(account, action);
        const button = (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t(`adAccounts.runs.rowAction.${action}`, { name: account.name })}
            disabled={blocker !== null}
            onClick={() => onRequest({ action, accounts: [account] })}
          >
            <Icon aria-hidden="true" />
          </Button>
        );
        if (blocker !== null) {
          return (
            <DisabledHint
              key={action}
              hint={t('adAccounts.runs.blocked', {
                action: t(`adAccounts.runs.confirm.${action}`),
                reason: blocker,
              })}
            >
              {button}
            </DisabledHint>
          );
        }
        return (
          <Tooltip key={action}>
            <TooltipTrigger asChild>{button}</TooltipTrigger>
            <TooltipContent>{t(`adAccounts.runs.confirm.${action}`)}</TooltipContent>
          </Tooltip>
        );
      })}
    </div>
  );
}
