import { countPages, findJumpPage, checkJumpPage, isPaginationShown } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { Empty, EmptyDescription, EmptyHeader, EmptyTitle } from '@utmost/ui/components/empty';
import { Pagination } from '@utmost/ui/components/pagination';
import { Skeleton } from '@utmost/ui/components/skeleton';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../lib/notify';
import { useAccountRuns } from '../../api/use-account-runs';
import { useReadAllNgrams, useSearchTermNgrams } from '../../api/use-search-term-ngrams';
import {
  buildNgramsCsv,
  DEFAULT_NGRAMS_VIEW,
  findNextNgramSort,
  NGRAMS_PAGE_SIZE,
  type NgramsView,
} from '../../lib/ngrams-view';
import { AnalysisLoadFailed } from '../analysis-load-failed';
import type { AnalysisTabProps } from '../analysis-tab-props';
import { RunPicker } from '../run-picker';
import { SearchTermsHeader } from '../search-terms-header';
import { NgramsCostChart } from './ngrams-cost-chart';
import { NgramsFilters } from './ngrams-filters';
import { NgramsTable } from './ngrams-table';
import { saveFile } from '../../../../lib/save-file';

/**
 * The N-grams tab of an account's analysis (issue 28 item 1): the words and phrases the run's
 * terms share, with what they cost together and how much of it the analysis excluded; a chart of
 * the costliest, a sortable table whose grams open their terms, filters and a CSV download of the
 * grams the filters keep. The run is the address's (kept across tabs); the view is the tab's own.
 */
export function NgramsPage({
  adAccountId,
  account,
  isAccountLoading,
  jobId,
  onRunChange,
  tabBar,
}: AnalysisTabProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<NgramsView>(DEFAULT_NGRAMS_VIEW);
  const ngrams = useSearchTermNgrams(adAccountId, jobId, view);
  const readAll = useReadAllNgrams(adAccountId, jobId);
  const [isDownloading, setIsDownloading] = useState(false);
  const finishedRuns = useAccountRuns(adAccountId);
  const data = ngrams.data;
  const currencyCode = data?.currencyCode ?? account?.currencyCode ?? null;
  const change = (changes: Partial<NgramsView>) =>
    setView((current) => ({ ...current, ...changes }));
  const hasTerms = data?.run != null && (data.run.summary?.terms ?? 0) > 0;
  const isFiltered =
    view.minImpressions !== undefined || view.minCost !== undefined || view.zeroConversions;

  const download = async () => {
    setIsDownloading(true);
    try {
      const grams = await readAll(view);
      saveFile(`ngrams-${adAccountId}-${view.size}-word.csv`, buildNgramsCsv(grams));
    } catch {
      notify('error', t('searchTerms.ngrams.downloadFailed'));
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <SearchTermsHeader
        account={account}
        isAccountLoading={isAccountLoading}
        run={data?.run}
        runPicker={
          finishedRuns === undefined || (finishedRuns.length < 2 && jobId === undefined) ? null : (
            <RunPicker
              runs={finishedRuns}
              jobId={jobId}
              onChoose={(chosen) =>
                onRunChange(chosen === finishedRuns[0]?.jobId ? undefined : chosen)
              }
            />
          )
        }
        onValidationQueued={() => {
          if (jobId !== undefined) onRunChange(undefined);
        }}
      />
      {tabBar}
      {ngrams.isError ? (
        <AnalysisLoadFailed
          title={t('searchTerms.ngrams.loadFailed')}
          onRetry={() => void ngrams.refetch()}
        />
      ) : null}
      {data === undefined && !ngrams.isError ? (
        <div
          className="flex flex-col gap-3"
          aria-busy="true"
          aria-label={t('searchTerms.ngrams.loading')}
        >
          <Skeleton className="h-40 w-full" aria-hidden="true" />
          <Skeleton className="h-64 w-full" aria-hidden="true" />
        </div>
      ) : null}
      {data !== undefined && !hasTerms ? (
        <Empty aria-labelledby="ngrams-empty-title">
          <EmptyHeader>
            <EmptyTitle id="ngrams-empty-title">
              {data.run === null
                ? t('searchTerms.ngrams.empty.noRunTitle')
                : t('searchTerms.ngrams.empty.noTermsTitle')}
            </EmptyTitle>
            <EmptyDescription>
              {data.run === null
                ? t('searchTerms.ngrams.empty.noRunDescription')
                : t('searchTerms.ngrams.empty.noTermsDescription')}
            </EmptyDescription>
          </EmptyHeader>
        </Empty>
      ) : null}
      {data !== undefined && hasTerms ? (
        <>
          <p className="max-w-3xl text-sm text-muted-foreground">{t('searchTerms.ngrams.intro')}</p>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <NgramsFilters view={view} currencyCode={currencyCode} onChange={change} />
            <Button
              variant="outline"
              onClick={() => void download()}
              disabled={isDownloading || data.total === 0}
            >
              <DownloadIcon aria-hidden="true" />
              {isDownloading
                ? t('searchTerms.ngrams.downloading')
                : t('searchTerms.ngrams.download')}
            </Button>
          </div>
          {data.total === 0 ? (
            <Empty aria-labelledby="ngrams-none-title">
              <EmptyHeader>
                <EmptyTitle id="ngrams-none-title">
                  {t('searchTerms.ngrams.empty.noMatchTitle')}
                </EmptyTitle>
                <EmptyDescription>
                  {isFiltered
                    ? t('searchTerms.ngrams.empty.noMatchFiltered')
                    : t('searchTerms.ngrams.empty.noMatchSize')}
                </EmptyDescription>
              </EmptyHeader>
            </Empty>
          ) : (
            <>
              <NgramsCostChart grams={data.ngrams} currencyCode={currencyCode} />
              <NgramsTable
                grams={data.ngrams}
                currencyCode={currencyCode}
                sort={view}
                onSort={(key) => change({ ...findNextNgramSort(view, key), page: 1 })}
              />
              <Pagination
                page={view.page}
                pageCount={countPages(data.total, NGRAMS_PAGE_SIZE)}
                isHidden={!isPaginationShown(data.total, NGRAMS_PAGE_SIZE)}
                onPageChange={(page) => change({ page })}
                resolveJump={findJumpPage}
                checkJump={checkJumpPage}
                formatLabel={(page, pageCount) =>
                  t('searchTerms.pagination.pageOf', { page, pageCount })
                }
                labels={{
                  navigation: t('searchTerms.pagination.label'),
                  first: t('searchTerms.pagination.first'),
                  previous: t('searchTerms.pagination.previous'),
                  next: t('searchTerms.pagination.next'),
                  last: t('searchTerms.pagination.last'),
                  pageInput: t('searchTerms.pagination.pageInput'),
                }}
              />
            </>
          )}
        </>
      ) : null}
    </div>
  );
}
