import { can, findValidationBlocker, type AdAccount } from '@utmost/ads-sdk';
import type { SearchTermJobRun } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import { Skeleton } from '@utmost/ui/components/skeleton';
import { Spinner } from '@utmost/ui/components/spinner';
import { ScanSearchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DisabledHint } from '../../../components/disabled-hint';
import { dayjs, formatDateTime } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { findValidationProgress, type ValidationProgress } from '../../../lib/validation-progress';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import {
  useSearchTermRuns,
  useValidateSearchTerms,
} from '../../../lib/queries/use-search-term-validation';

function formatDay(day: string): string {
  return dayjs(day).format('MMM DD, YYYY');
}

/**
 * The tab's title: the account's name (from the organization's list, never the address), the
 * period the shown run judged and when it ran, the run picker under them, and "Validate now" for
 * editors.
 */
export function SearchTermsHeader({
  account,
  isAccountLoading,
  run,
  runPicker,
  onValidationQueued,
}: {
  account: AdAccount | undefined;
  isAccountLoading: boolean;
  run: SearchTermJobRun | null | undefined;
  runPicker: ReactNode;
  onValidationQueued: () => void;
}) {
  const { t } = useTranslation();
  const { role } = useSessionScope();
  // Validating changes the account's runs: editors only, as on the ad accounts page.
  const canValidate = role !== undefined && can(role, 'adAccounts:edit');
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        {isAccountLoading ? (
          <Skeleton className="h-7 w-64" aria-hidden="true" />
        ) : (
          <h2 className="truncate text-xl font-semibold">
            {account?.name ?? t('searchTerms.unknownAccount')}
          </h2>
        )}
        {run === null || run === undefined ? null : (
          <p className="text-sm text-muted-foreground">
            {t('searchTerms.header.period', {
              start: formatDay(run.periodStart),
              end: formatDay(run.periodEnd),
              ranAt: formatDateTime(run.finishedAt ?? run.createdAt),
            })}
          </p>
        )}
        {runPicker === null ? null : <div className="mt-2">{runPicker}</div>}
      </div>
      {account === undefined || !canValidate ? null : (
        <ValidateNowButton account={account} onQueued={onValidationQueued} />
      )}
    </header>
  );
}

function ValidateNowButton({ account, onQueued }: { account: AdAccount; onQueued: () => void }) {
  const { t } = useTranslation();
  const { runs, pending } = useSearchTermRuns();
  const validate = useValidateSearchTerms({
    onQueued: () => {
      notify('success', t('searchTerms.validation.started', { name: account.name }));
      onQueued();
    },
  });
  const isRunPending = pending.has(account.resourceName) || validate.isPending;
  if (isRunPending) {
    return (
      <div className="flex flex-col items-end gap-1">
        <Button disabled>
          <Spinner label={t('searchTerms.validation.running')} />
          <span aria-hidden="true">{t('searchTerms.validation.running')}</span>
        </Button>
        <ValidationProgressLine progress={findValidationProgress(runs, account.resourceName)} />
      </div>
    );
  }
  const blocker = findValidationBlocker({ ...account, isSearchTermsValidationEnabled: false });
  return (
    // The SDK's rule words the reason, as on the ad accounts page.
    <DisabledHint hint={blocker}>
      <Button disabled={blocker !== null} onClick={() => validate.mutate([account.resourceName])}>
        <ScanSearchIcon aria-hidden="true" />
        {t('searchTerms.validation.validateNow')}
      </Button>
    </DisabledHint>
  );
}

const COUNT = new Intl.NumberFormat('en');

/** How far the run got: terms read, then classified (a large account takes minutes). */
function ValidationProgressLine({ progress }: { progress: ValidationProgress }) {
  const { t } = useTranslation();
  const words =
    progress.stage === 'waiting'
      ? t('searchTerms.validation.progress.waiting')
      : t(`searchTerms.validation.progress.${progress.stage}`, {
          read: COUNT.format(progress.termsRead),
          classified: COUNT.format(progress.stage === 'saving' ? progress.termsClassified : 0),
        });
  return (
    <p
      role="status"
      data-stage={progress.stage}
      className="max-w-80 text-right text-xs text-muted-foreground tabular-nums"
    >
      {words}
    </p>
  );
}
