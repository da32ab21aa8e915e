import { checkCustomRange, isUtmostError } from '@utmost/ads-sdk';
import type { RunHistoryPeriod, RunHistoryRow } from '@utmost/ads-sdk/query';
import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { DataTable } from '@utmost/ui/components/data-table';
import { useNavigate } from '@tanstack/react-router';
import { InfoIcon, TriangleAlertIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDay } from '../../../lib/dates';
import type { RunHistorySearch } from '../../../lib/search-schemas';
import { useRunHistory, useRunHistoryAccounts } from '../api/use-run-history';
import { buildRunHistoryColumns } from './run-history-columns';
import { RunHistoryEmptyState } from './run-history-empty-state';
import { RunHistoryFilters } from './run-history-filters';

/** The period shown until the user picks one: the widest the filter offers. */
const DEFAULT_RUN_HISTORY_PERIOD: RunHistoryPeriod = 'last_30_days';
const NO_ROWS: RunHistoryRow[] = [];
const NO_FIELD_ERRORS: Readonly<Record<string, string>> = {};
const getRowId = (row: RunHistoryRow) => row.jobId;

/**
 * The API's objections to a custom range, by filter (`from`, `to`). It names query parameters
 * `querystring.<name>`; the filters go by the plain name.
 */
function readRangeErrors(error: unknown): Readonly<Record<string, string>> {
  if (!isUtmostError(error) || error.fieldErrors === undefined) return NO_FIELD_ERRORS;
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, message]) => [
      field.replace(/^querystring\./, ''),
      message,
    ]),
  );
}

/**
 * The run history (spec §2): every run of the organization's ad accounts, newest first, filtered
 * by period, ad account and platform. `/run-history/{adAccountId}` is the same list filtered to
 * one account; choosing an account moves between the two addresses.
 */
export function RunHistoryPage({
  adAccountId,
  search,
}: {
  adAccountId?: string | undefined;
  search: RunHistorySearch;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const period = search.period ?? DEFAULT_RUN_HISTORY_PERIOD;
  const isCustom = period === 'custom';
  // A custom range asks nothing until both days are chosen, nor while it is impossible (an end
  // before the start, a day in the future): it says why under the dates instead.
  const isRangeChosen = !isCustom || (search.from !== undefined && search.to !== undefined);
  const rangeErrors = useMemo(
    () =>
      isCustom && search.from !== undefined && search.to !== undefined
        ? checkCustomRange(search.from, search.to, formatLocalDay(new Date()))
        : NO_FIELD_ERRORS,
    [isCustom, search.from, search.to],
  );
  const isRangePossible = Object.keys(rangeErrors).length === 0;
  const history = useRunHistory(
    {
      period,
      from: isCustom ? search.from : undefined,
      to: isCustom ? search.to : undefined,
      accountId: adAccountId,
      platform: search.platform,
    },
    isRangeChosen && isRangePossible,
  );
  const accounts = useRunHistoryAccounts();
  const columns = useMemo(() => buildRunHistoryColumns(t), [t]);
  const rows = useMemo(() => history.data?.pages.flat() ?? NO_ROWS, [history.data]);
  const fieldErrors = useMemo(
    () => (isRangePossible ? readRangeErrors(history.error) : rangeErrors),
    [isRangePossible, rangeErrors, history.error],
  );
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;

  function changeSearch(changes: Partial<RunHistorySearch>) {
    // From the address as it is when the navigation runs: two quick changes both count.
    void navigate({
      to: '.',
      search: (current: RunHistorySearch) => ({ ...current, ...changes, runNotFound: undefined }),
      replace: true,
    });
  }
  function changeAccount(accountId: string | undefined) {
    void navigate(
      accountId === undefined
        ? { to: '/run-history', search }
        : {
            to: '/run-history/$adAccountId',
            params: { adAccountId: accountId },
            search: { ...search, runNotFound: undefined },
          },
    );
  }

  if (accounts.isSuccess && accounts.data.length === 0 && adAccountId === undefined) {
    return <RunHistoryEmptyState />;
  }
  return (
    <section aria-label={t('runHistory.tableLabel')} className="flex flex-col gap-4">
      <RunHistoryFilters
        period={period}
        search={search}
        accountId={adAccountId}
        accounts={accounts.data ?? []}
        fieldErrors={fieldErrors}
        onSearchChange={changeSearch}
        onAccountChange={changeAccount}
      />
      {search.runNotFound === true ? (
        <Alert>
          <InfoIcon aria-hidden="true" />
          <AlertTitle>{t('runHistory.runNotFoundTitle')}</AlertTitle>
          <AlertDescription>{t('runHistory.runNotFoundDescription')}</AlertDescription>
        </Alert>
      ) : null}
      {history.isError && !hasFieldErrors && isRangePossible ? (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>{t('runHistory.loadFailed')}</AlertTitle>
          <AlertDescription>
            <Button variant="link" className="h-auto p-0" onClick={() => void history.refetch()}>
              {t('runHistory.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <DataTable
        label={t('runHistory.tableLabel')}
        columns={columns}
        data={rows}
        getRowId={getRowId}
        isLoading={history.isLoading}
        emptyState={
          !isRangeChosen || hasFieldErrors ? (
            <p className="text-muted-foreground">{t('runHistory.filters.chooseDates')}</p>
          ) : (
            <div className="flex flex-col items-center gap-1">
              <p className="font-medium">{t('runHistory.noResultsTitle')}</p>
              <p className="text-muted-foreground">{t('runHistory.noResultsDescription')}</p>
            </div>
          )
        }
      />
      {history.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('runHistory.showMore')}
        </Button>
      ) : null}
    </section>
  );
}
