import {
  checkJumpPage,
  countPages,
  findJumpPage,
  isPaginationShown,
  isRunDetailSortKey,
  isUtmostError,
  listStatusTiles,
  type Platform,
  type RunDetailIdFilter,
} from '@utmost/ads-sdk';
import type { RunDetailResult, RunMetadata } from '@utmost/ads-sdk/query';
import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import type { ColumnFilterOption } from '@utmost/ui/components/column-filter-popover';
import { DataTable } from '@utmost/ui/components/data-table';
import { Pagination } from '@utmost/ui/components/pagination';
import { Skeleton } from '@utmost/ui/components/skeleton';
import { StatusTiles } from '@utmost/ui/components/status-tiles';
import { ClockIcon, TriangleAlertIcon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import type { RunDetailsSearch } from '../../../lib/search-schemas';
import { useRunDetails, useRunMetadata } from '../api/use-run-details';
import { useRunDetailsState } from '../hooks/use-run-details-state';
import { findStatusLabelKey } from '../../../lib/run-status-words';
import { findRunDetailsEmptyState } from '../lib/run-details-empty-state';
import { STATUS_TILE_TONES } from '../lib/run-status-tones';
import { IdColumnFiltersProvider, type IdColumnFiltersValue } from './id-column-filter';
import { buildRunDetailsColumns } from './run-details-columns';
import { RunDetailsEmptyState } from './run-details-empty-state';
import { RunDetailsHeader } from './run-details-header';

const NO_RESULTS: RunDetailResult[] = [];
const getRowId = (result: RunDetailResult) => result.id;

function toOptions(items: RunMetadata['meta']['uniqueAds']): ColumnFilterOption[] {
  return items.map((item) => ({ value: item.id, label: item.name || item.id }));
}

/** The column filters' values, from the run's unique lists. */
function buildFilterOptions(
  meta: RunMetadata['meta'] | undefined,
): Record<RunDetailIdFilter, ColumnFilterOption[]> {
  return {
    campaignIds: toOptions(meta?.uniqueCampaigns ?? []),
    adGroupIds: toOptions(meta?.uniqueAdGroups ?? []),
    adIds: toOptions(meta?.uniqueAds ?? []),
    campaignGroupIds: toOptions(meta?.uniqueCampaignGroups ?? []),
    creativeIds: toOptions(meta?.uniqueCreatives ?? []),
  };
}

/**
 * One run's per-ad results (spec §2): the title, the status tiles with counts ('All' clears),
 * the results sorted, filtered by column and paged 20 at a time, and the empty states. Which run
 * comes from the validated search (`jobId`); the view (tile, sort, page, filters) is the page's own.
 * `runMissing` is shown when the server has no such run here: the route decides where that leads
 * (another of the user's organizations, or the account's run history).
 */
export function RunDetailsPage({
  platform,
  adAccountId,
  search,
  runMissing,
}: {
  platform: Platform;
  adAccountId: string;
  search: RunDetailsSearch & { jobId: string };
  runMissing: ReactNode;
}) {
  const { t } = useTranslation();
  const view = useRunDetailsState(platform);
  const metadata = useRunMetadata({
    platform,
    accountId: adAccountId,
    jobId: search.jobId,
    createdAt: search.createdAt,
  });
  const summary = metadata.data?.meta.summary;
  // A tile with no results needs no request: its empty state is known from the summary.
  const knownEmptyState =
    summary === undefined
      ? null
      : findRunDetailsEmptyState({ summary, status: view.status, totalCount: undefined });
  const details = useRunDetails({
    platform,
    accountId: adAccountId,
    jobId: search.jobId,
    statuses: view.status === null ? undefined : [view.status],
    sortBy: view.sort.sortBy,
    sortOrder: view.sort.sortOrder,
    offset: view.offset,
    limit: view.limit,
    idFilters: view.idFilters,
    isEnabled: summary !== undefined && knownEmptyState === null,
  });
  const totalCount = details.data?.info.totalCount;
  const emptyState =
    summary === undefined
      ? null
      : (knownEmptyState ?? findRunDetailsEmptyState({ summary, status: view.status, totalCount }));

  const updateApi = metadata.data?.updateApi ?? 'direct';
  const isRemoval = updateApi === 'drop_direct';
  const columns = useMemo(
    () => buildRunDetailsColumns({ platform, updateApi, t }),
    [platform, updateApi, t],
  );
  const sorting = useMemo(
    () => [{ id: view.sort.sortBy, desc: view.sort.sortOrder === 'desc' }],
    [view.sort],
  );
  const filterOptions = useMemo(() => buildFilterOptions(metadata.data?.meta), [metadata.data]);
  const filters = useMemo<IdColumnFiltersValue>(
    () => ({ options: filterOptions, selected: view.idFilters, onChange: view.setIdFilter }),
    [filterOptions, view.idFilters, view.setIdFilter],
  );

  if (metadata.isError) {
    const isMissing = isUtmostError(metadata.error) && metadata.error.status === 404;
    // Not this account's run, or no run at all.
    if (isMissing) return runMissing;
    return (
      <div className="flex flex-col gap-4">
        <RunDetailsHeader
          platform={platform}
          adAccountId={adAccountId}
          createdAt={search.createdAt}
          jobSource={search.jobSource}
          accountName={null}
          previousRun={undefined}
          nextRun={undefined}
        />
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>
            {t(isMissing ? 'runHistory.details.notFound' : 'runHistory.details.loadFailed')}
          </AlertTitle>
          {isMissing ? null : (
            <AlertDescription>
              <Button variant="link" className="h-auto p-0" onClick={() => void metadata.refetch()}>
                {t('runHistory.details.retry')}
              </Button>
            </AlertDescription>
          )}
        </Alert>
      </div>
    );
  }

  const rows = emptyState === null ? (details.data?.data ?? NO_RESULTS) : NO_RESULTS;
  return (
    <div className="flex flex-col gap-5">
      <RunDetailsHeader
        platform={platform}
        adAccountId={adAccountId}
        createdAt={metadata.data?.createdAt ?? search.createdAt}
        jobSource={metadata.data?.jobSource ?? search.jobSource}
        accountName={metadata.data?.accountName}
        previousRun={metadata.data?.prevJobInfo}
        nextRun={metadata.data?.nextJobInfo}
      />
      {metadata.data?.state === 'waiting' ? (
        <Alert variant="warning" data-testid="run-waiting-daily-limit">
          <ClockIcon aria-hidden="true" />
          <AlertTitle>
            {t('runHistory.details.waitingTitle', {
              time: formatDateTime(metadata.data.resumesAt ?? metadata.data.createdAt),
            })}
          </AlertTitle>
          <AlertDescription>{t('runHistory.details.waitingDescription')}</AlertDescription>
        </Alert>
      ) : null}
      {summary === undefined ? (
        <div className="flex flex-wrap gap-3" aria-hidden="true">
          {[null, ...listStatusTiles(platform)].map((status) => (
            <Skeleton key={status ?? 'all'} className="h-[60px] w-[150px]" />
          ))}
        </div>
      ) : (
        <StatusTiles
          label={t('runHistory.details.statusFilter')}
          value={view.status}
          onValueChange={view.selectStatus}
          allTile={{ label: t('runHistory.details.all'), count: summary.total }}
          tiles={listStatusTiles(platform, summary).map((status) => ({
            value: status,
            label: t(findStatusLabelKey(status, isRemoval)),
            count: summary[status],
            tone: STATUS_TILE_TONES[status],
          }))}
        />
      )}
      <IdColumnFiltersProvider value={filters}>
        <DataTable
          label={t('runHistory.details.tableLabel')}
          columns={columns}
          data={rows}
          getRowId={getRowId}
          sorting={sorting}
          onSortToggle={(columnId) => {
            if (isRunDetailSortKey(platform, columnId)) view.toggleSort(columnId);
          }}
          isLoading={summary === undefined || (emptyState === null && details.isPending)}
          skeletonRowCount={8}
          emptyState={
            emptyState === null ? null : (
              <RunDetailsEmptyState kind={emptyState} status={view.status} isRemoval={isRemoval} />
            )
          }
        />
      </IdColumnFiltersProvider>
      <Pagination
        page={view.page}
        pageCount={countPages(totalCount ?? 0, view.limit)}
        isHidden={emptyState !== null || !isPaginationShown(totalCount ?? 0, view.limit)}
        onPageChange={view.setPage}
        resolveJump={findJumpPage}
        checkJump={checkJumpPage}
        formatLabel={(page, pageCount) =>
          t('runHistory.details.pagination.pageOf', { page, pageCount })
        }
        labels={{
          navigation: t('runHistory.details.pagination.label'),
          first: t('runHistory.details.pagination.first'),
          previous: t('runHistory.details.pagination.previous'),
          next: t('runHistory.details.pagination.next'),
          last: t('runHistory.details.pagination.last'),
          pageInput: t('runHistory.details.pagination.pageInput'),
        }}
      />
    </div>
  );
}
