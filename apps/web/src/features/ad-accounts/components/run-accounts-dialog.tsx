import { findRunBlocker, type AdAccount } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { Checkbox } from '@utmost/ui/components/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@utmost/ui/components/dialog';
import { Label } from '@utmost/ui/components/label';
import { Spinner } from '@utmost/ui/components/spinner';
import { EraserIcon, PlayIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkAdAccountActions } from '../api/use-bulk-ad-account-actions';
import { useTaggingRun } from '../api/use-tagging-run';
import type { RunAction } from '../lib/describe-run-notifications';

export interface RunRequest {
  action: RunAction;
  accounts: AdAccount[];
}

/**
 * Asks before "Run now" or "Remove parameters", saying what each does, then waits with the user:
 * the answer can take up to 3 minutes. A removal offers to switch auto-tagging off first (checked
 * when any of the accounts has it on), since the next scheduled run would tag the ads again. Closing while waiting leaves the run going; its
 * notification arrives when it ends. The dialog closes itself once every request has settled.
 */
export function RunAccountsDialog({
  request,
  onClose,
}: {
  /** Open while not null. */
  request: RunRequest | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {request === null ? null : (
        // Keyed, so a new request starts at its confirmation even if the dialog stayed open.
        <RunAccountsDialogContent
          key={`${request.action}:${request.accounts.map((account) => account.id).join()}`}
          request={request}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function RunAccountsDialogContent({
  request,
  onClose,
}: {
  request: RunRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { action } = request;
  // Accounts the API would not run are named with the reason and not sent (see findRunBlocker).
  const accounts = request.accounts.filter((account) => findRunBlocker(account, action) === null);
  const skipped = request.accounts.filter((account) => findRunBlocker(account, action) !== null);
  const run = useTaggingRun(action);
  const switchOffId = useId();
  const [isWaiting, setIsWaiting] = useState(false);
  // Closed while waiting, then maybe opened for other accounts: the late answer must not close it.
  const isMounted = useRef(false);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  const count = accounts.length;
  // The next scheduled run would put the parameters back: a removal offers to stop it first.
  const autoTagged = action === 'remove' ? accounts.filter((account) => account.enabled) : [];
  const [isSwitchingOff, setIsSwitchingOff] = useState(autoTagged.length > 0);
  const { setEnabled } = useBulkAdAccountActions();

  async function confirm() {
    setIsWaiting(true);
    if (isSwitchingOff && autoTagged.length > 0) {
      try {
        await setEnabled.mutateAsync({ accounts: autoTagged, enabled: false });
      } catch {
        // The request error handler told the user; nothing was removed, so stop here.
        setIsWaiting(false);
        return;
      }
    }
    await run.start(accounts);
    if (isMounted.current) onClose();
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{t(`adAccounts.runs.${action}Title`, { count })}</DialogTitle>
        <DialogDescription>{t(`adAccounts.runs.${action}Description`)}</DialogDescription>
      </DialogHeader>
      <ul
        aria-label={t('adAccounts.runs.accountsLabel')}
        className="max-h-32 overflow-y-auto rounded-md border border-border px-3 py-2 text-sm"
      >
        {accounts.map((account) => (
          <li key={account.id} className="truncate">
            {account.name}
          </li>
        ))}
      </ul>
      {skipped.length === 0 ? null : (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium">{t('adAccounts.runs.skipped', { count: skipped.length })}</p>
          <ul className="max-h-24 overflow-y-auto text-muted-foreground">
            {skipped.map((account) => (
              <li key={account.id}>
                {account.name}: {findRunBlocker(account, action)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {autoTagged.length > 0 ? (
        <div className="flex items-start gap-3 rounded-md border border-border px-3 py-2">
          <Checkbox
            id={switchOffId}
            checked={isSwitchingOff}
            disabled={isWaiting}
            onCheckedChange={(checked) => setIsSwitchingOff(checked === true)}
            className="mt-0.5"
          />
          <div className="flex flex-col gap-1">
            <Label htmlFor={switchOffId}>
              {t('adAccounts.runs.switchOffAutoTagging', { count: autoTagged.length })}
            </Label>
            <p className="text-sm text-muted-foreground">
              {t('adAccounts.runs.switchOffAutoTaggingNote')}
            </p>
          </div>
        </div>
      ) : null}
      {isWaiting ? (
        <div className="flex items-start gap-3 rounded-md bg-muted px-3 py-2 text-sm">
          <Spinner className="mt-0.5" label={t(`adAccounts.runs.progress.${action}`)} />
          <p>
            {t(`adAccounts.runs.progress.${action}`)}{' '}
            <span className="text-muted-foreground">{t('adAccounts.runs.progress.note')}</span>
          </p>
        </div>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">
            {t(isWaiting ? 'adAccounts.runs.close' : 'adAccounts.cancel')}
          </Button>
        </DialogClose>
        <Button
          variant={action === 'remove' ? 'destructive' : 'default'}
          disabled={isWaiting || count === 0}
          onClick={() => void confirm()}
        >
          {action === 'remove' ? (
            <EraserIcon aria-hidden="true" />
          ) : (
            <PlayIcon aria-hidden="true" />
          )}
          {t(`adAccounts.runs.confirm.${action}`)}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
