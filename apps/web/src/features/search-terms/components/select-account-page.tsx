import type { AdAccount } from '@utmost/ads-sdk';
import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { Skeleton } from '@utmost/ui/components/skeleton';
import { cn } from '@utmost/ui/lib/utils';
import { TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WastedSpendInfo } from '../../../components/wasted-spend';
import { useSearchTermRuns } from '../../../lib/queries/use-search-term-validation';
import { findAnalysisAccounts } from '../lib/analysis-accounts';
import { ANALYSIS_ACCOUNT_GRID, AnalysisAccountRow } from './analysis-account-row';
import { SelectAccountEmptyState } from './select-account-empty-state';

const SKELETON_ROW_COUNT = 3;

/**
 * Spec §2 analysis/select-account: the way into an account's analysis. The accounts with an AI
 * brief, costliest waste first, each row a link to its search terms; while one validates, its row
 * says so (the runs are polled until it ends, and the figures then refresh).
 */
export function SelectAccountPage({
  accounts,
  isPending,
  isError,
  onRetry,
}: {
  /** The organization's accounts of search-terms mode. */
  accounts: readonly AdAccount[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { runs } = useSearchTermRuns();
  const rows = findAnalysisAccounts(accounts, runs);

  if (!isPending && !isError && rows.length === 0) return <SelectAccountEmptyState />;
  const columns = ['adAccount', 'lastValidation', 'status', 'wastedSpend'] as const;
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-muted-foreground">{t('searchTerms.selectAccount.intro')}</p>
      {isError ? (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>{t('searchTerms.selectAccount.loadFailed')}</AlertTitle>
          <AlertDescription>
            <Button variant="link" className="h-auto p-0" onClick={onRetry}>
              {t('searchTerms.selectAccount.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {isError && rows.length === 0 ? null : (
        <div className="overflow-hidden rounded-lg border border-border" aria-busy={isPending}>
          {/* The rows read each value with its column's name: the titles are for the eye; what
              wasted spend counts is a button anyone can reach. */}
          <div
            className={cn(ANALYSIS_ACCOUNT_GRID, 'h-10 border-b border-border text-sm font-medium')}
          >
            {columns.map((column) =>
              column === 'wastedSpend' ? (
                <span key={column} className="flex items-center justify-end gap-1">
                  <span aria-hidden="true">{t(`searchTerms.selectAccount.columns.${column}`)}</span>
                  <WastedSpendInfo />
                </span>
              ) : (
                <span key={column} aria-hidden="true">
                  {t(`searchTerms.selectAccount.columns.${column}`)}
                </span>
              ),
            )}
          </div>
          {isPending ? (
            <div aria-hidden="true" className="divide-y divide-border">
              {Array.from({ length: SKELETON_ROW_COUNT }, (_, index) => (
                <div key={index} className={cn(ANALYSIS_ACCOUNT_GRID, 'min-h-16 py-3')}>
                  <Skeleton className="h-5 w-48 max-w-full" />
                  <Skeleton className="h-5 w-full" />
                  <Skeleton className="h-5 w-24" />
                  <Skeleton className="ml-auto h-5 w-16" />
                </div>
              ))}
            </div>
          ) : (
            <ul
              aria-label={t('searchTerms.selectAccount.listLabel')}
              className="divide-y divide-border"
            >
              {rows.map((row) => (
                <li key={row.account.id}>
                  <AnalysisAccountRow row={row} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
