import { findRunBlocker, type AdAccount, type Platform } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import {
  EraserIcon,
  FileSlidersIcon,
  PlayIcon,
  PowerIcon,
  PowerOffIcon,
  Trash2Icon,
  XIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DisabledHint } from '../../../components/disabled-hint';
import { notify } from '../../../lib/notify';
import type { useBulkAdAccountActions } from '../api/use-bulk-ad-account-actions';
import { findSelectionPlatform, splitBulkSelection } from '../lib/bulk-selection';
import type { RunRequest } from './run-accounts-dialog';

/**
 * The bulk actions over the selected rows (tagging mode, editors): assign a tracking template (to
 * accounts of one platform, see AssignTemplateDialog), enable those the activation rule allows,
 * disable those on, run now or remove Utmost's parameters (after a confirmation, see
 * RunAccountsDialog), remove (after a confirmation, see RemoveAdAccountsDialog).
 */
export function BulkActionsBar({
  selected,
  actions,
  isAssigning,
  onAssignTemplate,
  onRunRequest,
  onRemove,
  onClear,
}: {
  selected: AdAccount[];
  actions: ReturnType<typeof useBulkAdAccountActions>;
  isAssigning: boolean;
  onAssignTemplate: (platform: Platform) => void;
  onRunRequest: (request: RunRequest) => void;
  onRemove: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { toEnable, toDisable, firstBlocker } = splitBulkSelection(selected);
  const platform = findSelectionPlatform(selected);
  const isBusy = actions.setEnabled.isPending || actions.remove.isPending || isAssigning;
  // None of the selection would run: say why here, in the bar, rather than after a confirmation.
  const runBlockers = selected.map((account) => findRunBlocker(account, 'run'));
  const runBlocker = runBlockers.every((blocker) => blocker !== null)
    ? (runBlockers[0] ?? null)
    : null;

  function setEnabled(accounts: AdAccount[], enabled: boolean) {
    actions.setEnabled.mutate(
      { accounts, enabled },
      {
        onSuccess: () =>
          notify(
            'success',
            t(enabled ? 'adAccounts.enabled' : 'adAccounts.disabled', { count: accounts.length }),
          ),
      },
    );
  }

  return (
    <div
      role="toolbar"
      aria-label={t('adAccounts.selectedCount', { count: selected.length })}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-card px-3 py-2"
    >
      <span className="mr-2 text-sm font-medium">
        {t('adAccounts.selectedCount', { count: selected.length })}
      </span>
      <DisabledHint hint={platform === null ? t('adAccounts.assignOnePlatform') : null}>
        <Button
          size="sm"
          variant="secondary"
          disabled={platform === null || isBusy}
          onClick={() => (platform === null ? undefined : onAssignTemplate(platform))}
        >
          <FileSlidersIcon aria-hidden="true" />
          {t('adAccounts.assignTemplate')}
        </Button>
      </DisabledHint>
      <DisabledHint
        hint={
          toEnable.length === 0 && firstBlocker !== null
            ? t('adAccounts.nothingToEnable', { reason: firstBlocker })
            : null
        }
      >
        <Button
          size="sm"
          variant="secondary"
          disabled={toEnable.length === 0 || isBusy}
          onClick={() => setEnabled(toEnable, true)}
        >
          <PowerIcon aria-hidden="true" />
          {t('adAccounts.enable')}
        </Button>
      </DisabledHint>
      <Button
        size="sm"
        variant="secondary"
        disabled={toDisable.length === 0 || isBusy}
        onClick={() => setEnabled(toDisable, false)}
      >
        <PowerOffIcon aria-hidden="true" />
        {t('adAccounts.disable')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={isBusy || runBlocker !== null}
        aria-describedby={runBlocker === null ? undefined : 'bulk-run-blocker'}
        onClick={() => onRunRequest({ action: 'run', accounts: selected })}
      >
        <PlayIcon aria-hidden="true" />
        {t('adAccounts.runs.runNow')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={isBusy}
        onClick={() => onRunRequest({ action: 'remove', accounts: selected })}
      >
        <EraserIcon aria-hidden="true" />
        {t('adAccounts.runs.removeParameters')}
      </Button>
      <Button size="sm" variant="destructive" disabled={isBusy} onClick={onRemove}>
        <Trash2Icon aria-hidden="true" />
        {t('adAccounts.remove')}
      </Button>
      {runBlocker === null ? null : (
        <p id="bulk-run-blocker" className="basis-full text-xs text-muted-foreground">
          {t('adAccounts.runs.noneCanRun', { reason: runBlocker })}
        </p>
      )}
      <Button size="sm" variant="ghost" className="ml-auto" onClick={onClear}>
        <XIcon aria-hidden="true" />
        {t('adAccounts.clearSelection')}
      </Button>
    </div>
  );
}
