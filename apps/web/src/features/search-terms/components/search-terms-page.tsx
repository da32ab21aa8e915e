import { can, checkJumpPage, countPages, findJumpPage, isPaginationShown } from '@utmost/ads-sdk';
import type { AdAccount } from '@utmost/ads-sdk';
import type { SearchTermResult } from '@utmost/ads-sdk/query';
import { DataTable } from '@utmost/ui/components/data-table';
import { Pagination } from '@utmost/ui/components/pagination';
import { Skeleton } from '@utmost/ui/components/skeleton';
import { useCallback, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TERM_SORT_KEY_VALUES } from '@utmost/ads-sdk/enums';
import type { SearchTermsSearch } from '../../../lib/search-schemas';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render';
import { useAccountRuns } from '../api/use-account-runs';
import { useChangedSincePreviousCount } from '../api/use-changed-since-previous';
import { useLearnDecisions } from '../api/use-learn-decisions';
import { useElementHeight } from '@utmost/ui/lib/use-element-height';
import { useViewSelection } from '../hooks/use-view-selection';
import { useSearchTermResults } from '../api/use-search-term-results';
import { isEarlierRun } from '../lib/search-term-runs';
import {
  buildRunChange,
  CLEARED_FILTERS,
  findNextSearchTermsSort,
  findSearchTermsEmptyState,
  readSearchTermsView,
  SEARCH_TERMS_PAGE_SIZE,
} from '../lib/search-terms-view';
import { BulkDecisionsBar } from './bulk-decisions-bar';
import { ConfirmDecisionsDialog, type DecisionsRequest } from './confirm-decisions-dialog';
import { SearchTermsFiltersProvider } from './column-filters/search-terms-column-filter';
import { learnedStatusId, type Verdict } from './decision-actions';
import { EarlierRunNotice } from './earlier-run-notice';
import { RunDecisionsPanel } from './run-decisions-panel';
import { RunPicker } from './run-picker';
import { AnalysisLoadFailed } from './analysis-load-failed';
import { buildSearchTermsColumns } from './search-terms-columns';
import { SearchTermsEmptyState } from './search-terms-empty-state';
import { SearchTermsFilters } from './search-terms-filters';
import { SearchTermsHeader } from './search-terms-header';
import { WastedSpendSummary } from './wasted-spend-summary';

const NO_RESULTS: SearchTermResult[] = [];
const BULK_BAR_ID = 'search-terms-bulk-bar';

/** The table's "select all" box, found by its name (the UI kit's DataTable draws it). */
function findSelectAllBox(label: string): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>('[role="checkbox"]')).find(
    (box) => box.getAttribute('aria-label') === label,
  );
}
const getRowId = (result: SearchTermResult) => result.id;

function isSortKey(columnId: string): columnId is (typeof SEARCH_TERM_SORT_KEY_VALUES)[number] {
  return (SEARCH_TERM_SORT_KEY_VALUES as readonly string[]).includes(columnId);
}

/**
 * The search terms tab of an account's analysis: the run's wasted spend (against the previous
 * run's), then its terms sorted, filtered and paged on the server. The latest run unless the user
 * opens an earlier one. The view lives in the address (`search`), so reload and Back keep it;
 * `onSearchChange` merges changes into it. `tabBar` (the analysis's tabs) sits under the account's
 * header: the account and its run above, the views of them below.
 */
export function SearchTermsPage({
  adAccountId,
  account,
  isAccountLoading,
  search,
  onSearchChange,
  tabBar,
}: {
  adAccountId: string;
  account: AdAccount | undefined;
  isAccountLoading: boolean;
  search: SearchTermsSearch;
  onSearchChange: (changes: Partial<SearchTermsSearch>) => void;
  tabBar?: ReactNode;
}) {
  const { t } = useTranslation();
  const view = readSearchTermsView(search);
  const results = useSearchTermResults(adAccountId, view);
  const data = results.data;
  const finishedRuns = useAccountRuns(adAccountId);
  const isShowingEarlierRun = isEarlierRun(view.jobId, finishedRuns);
  const latestJobId = finishedRuns?.[0]?.jobId;
  const backToLatest = () => onSearchChange({ jobId: undefined, page: undefined });
  const hasPreviousRun = data?.previousRun != null;
  const changedSincePrevious = useChangedSincePreviousCount(
    adAccountId,
    hasPreviousRun ? (data?.run?.jobId ?? null) : null,
  );
  const currencyCode = data?.currencyCode ?? account?.currencyCode ?? null;
  const { role } = useSessionScope();
  // Accepting and rejecting teach the brief: editors only, like validating.
  const canLearn = role !== undefined && can(role, 'adAccounts:edit') && account?.brand != null;
  const learning = useLearnDecisions(adAccountId, data?.run?.jobId);
  const { learn, learnedDecisions, isPending: isLearning } = learning;
  const selection = useViewSelection(search);
  const selectRowLabel = useCallback(
    (result: SearchTermResult) => t('searchTerms.bulk.selectRow', { term: result.searchTerm }),
    [t],
  );
  // Accept and reject ask first, with what the decision would change (ConfirmDecisionsDialog).
  const [decisionsRequest, setDecisionsRequest] = useState<DecisionsRequest | null>(null);
  const onLearn = useCallback(
    (result: SearchTermResult, verdict: Verdict) =>
      setDecisionsRequest({ results: [result], verdict }),
    [],
  );
  const columns = useMemo(
    () =>
      buildSearchTermsColumns({
        currencyCode,
        hasPreviousRun,
        t,
        learning: canLearn ? { learnedDecisions, isPending: isLearning, onLearn } : undefined,
      }),
    [currencyCode, hasPreviousRun, t, canLearn, learnedDecisions, isLearning, onLearn],
  );
  const sorting = useMemo(
    () => [{ id: view.sortBy, desc: view.sortDirection === 'desc' }],
    [view.sortBy, view.sortDirection],
  );
  // An empty page kept from the previous filters says nothing about the new ones: until they
  // answer, the table loads instead of naming an empty state that may not hold.
  const isAwaitingNewView = results.isPlaceholderData && data?.total === 0;
  const emptyState =
    data === undefined || isAwaitingNewView
      ? null
      : findSearchTermsEmptyState({ page: data, hasBrief: account?.brand != null, view });
  const summary = data?.run?.state === 'completed' ? data.run.summary : null;
  const clearFilters = () => onSearchChange(CLEARED_FILTERS);
  const rows = emptyState === null ? (data?.results ?? NO_RESULTS) : NO_RESULTS;
  const selectedRows = rows.filter((row) => selection.state[row.id] === true);
  const learnSelected = (verdict: Verdict) =>
    setDecisionsRequest({ results: selectedRows, verdict, isSelection: true });
  // Where the focus goes once the dialog closes, or the bulk bar goes (WCAG 2.4.3): a row's
  // buttons give way to its "Learned" status at once, so that status takes it; the bulk bar goes
  // once its decisions are learned, so the "select all" box it came from takes it.
  const focusOnClose = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const focusAfterRender = useFocusAfterRender();
  const findSelectAll = () => findSelectAllBox(t('searchTerms.bulk.selectAll'));
  const confirmDecisions = (request: DecisionsRequest, isWholePhrase: boolean) => {
    setDecisionsRequest(null);
    const [only] = request.results;
    const isSelection = request.isSelection === true;
    focusOnClose.current = isSelection
      ? // While the bar is there (still saving), the focus goes back to its button.
        () => (document.getElementById(BULK_BAR_ID) === null ? findSelectAll() : null)
      : () => (only === undefined ? null : document.getElementById(learnedStatusId(only)));
    learn(request.results, request.verdict, {
      isWholePhrase,
      // The selection goes once learned; a single row's decision leaves it as it was.
      onSuccess: isSelection
        ? () => {
            const active = document.activeElement;
            const isFocusLeft =
              active === null ||
              active === document.body ||
              (document.getElementById(BULK_BAR_ID)?.contains(active) ?? false);
            selection.onChange({});
            if (isFocusLeft) focusAfterRender(findSelectAll);
          }
        : () => {
            // The columns follow the learning state, so the answer draws the row's cells anew and
            // the status loses the focus it was given: it takes it back (WCAG 2.4.3).
            if (only === undefined) return;
            const statusId = learnedStatusId(only);
            const active = document.activeElement;
            if (active === null || active === document.body || active.id === statusId) {
              focusAfterRender(() => document.getElementById(statusId));
            }
          },
    });
  };
  const moveFocusOnClose = (event: Event) => {
    const target = focusOnClose.current?.();
    focusOnClose.current = null;
    if (target == null) return;
    event.preventDefault();
    target.focus();
  };
  // A new value each render is fine: only the header filters read it, and they stay mounted.
  const filtersValue = { view, currencyCode, onSearchChange };
  // The bulk bar sticks to the top of the page while the rows scroll, the table's header row
  // right under it.
  const [bulkBarRef, bulkBarHeight] = useElementHeight<HTMLDivElement>();
  const stickyTop = { '--data-table-sticky-top': `${bulkBarHeight}px` } as CSSProperties;

  return (
    <div className="flex flex-col gap-5" style={stickyTop}>
      <SearchTermsHeader
        account={account}
        isAccountLoading={isAccountLoading}
        run={data?.run}
        runPicker={
          // One run leaves nothing to choose; a named run always shows which it is.
          finishedRuns === undefined ||
          (finishedRuns.length < 2 && view.jobId === undefined) ? null : (
            <RunPicker
              runs={finishedRuns}
              jobId={view.jobId}
              onChoose={(jobId) => onSearchChange(buildRunChange(jobId, latestJobId))}
            />
          )
        }
        // A new validation is about the latest run: the tab goes back to it, to show the new one.
        onValidationQueued={() => {
          if (view.jobId !== undefined) backToLatest();
        }}
      />
      {tabBar}
      {isShowingEarlierRun ? <EarlierRunNotice onBackToLatest={backToLatest} /> : null}
      {results.isError ? (
        <AnalysisLoadFailed
          title={t('searchTerms.loadFailed')}
          onRetry={() => void results.refetch()}
        />
      ) : null}
      {data === undefined && !results.isError ? (
        <Skeleton className="h-32 w-full" aria-hidden="true" />
      ) : summary === null || data === undefined ? null : (
        <>
          <WastedSpendSummary
            summary={summary}
            byCategory={data.byCategory}
            currencyCode={currencyCode}
            previousRun={data.previousRun}
          />
          <RunDecisionsPanel
            summary={summary}
            changedSincePrevious={changedSincePrevious}
            taughtCount={learnedDecisions.size}
            activeFlag={view.flag}
            onShowFlag={(flag) => onSearchChange({ ...CLEARED_FILTERS, flag })}
          />
        </>
      )}
      {summary === null && data !== undefined ? null : (
        <SearchTermsFilters
          view={view}
          currencyCode={currencyCode}
          onSearchChange={onSearchChange}
        />
      )}
      <ConfirmDecisionsDialog
        request={decisionsRequest}
        adAccountId={adAccountId}
        jobId={data?.run?.jobId}
        onConfirm={confirmDecisions}
        onClose={() => setDecisionsRequest(null)}
        onCloseAutoFocus={moveFocusOnClose}
      />
      {canLearn && selectedRows.length > 0 ? (
        <div
          ref={bulkBarRef}
          id={BULK_BAR_ID}
          className="sticky top-0 z-30 -my-2 bg-background py-2"
        >
          <BulkDecisionsBar
            count={selectedRows.length}
            isPending={isLearning}
            hasFailed={learning.isError}
            onAccept={() => learnSelected('accept')}
            onReject={() => learnSelected('reject')}
            onClear={() => selection.onChange({})}
          />
        </div>
      ) : null}
      <SearchTermsFiltersProvider value={filtersValue}>
        <DataTable
          label={t('searchTerms.tableLabel')}
          columns={columns}
          data={rows}
          getRowId={getRowId}
          selection={
            canLearn
              ? {
                  state: selection.state,
                  onChange: selection.onChange,
                  selectAllLabel: t('searchTerms.bulk.selectAll'),
                  selectRowLabel,
                }
              : undefined
          }
          sorting={sorting}
          onSortToggle={(columnId) => {
            if (!isSortKey(columnId)) return;
            onSearchChange({ ...findNextSearchTermsSort(view, columnId), page: undefined });
          }}
          hasStickyHeader
          isLoading={(data === undefined || isAwaitingNewView) && !results.isError}
          skeletonRowCount={10}
          emptyState={
            emptyState === null ? null : (
              <SearchTermsEmptyState
                kind={emptyState}
                failureReason={data?.run?.failureReason ?? null}
                isEarlierRun={isShowingEarlierRun}
                onClearFilters={clearFilters}
              />
            )
          }
        />
      </SearchTermsFiltersProvider>
      <Pagination
        page={view.page}
        pageCount={countPages(data?.total ?? 0, SEARCH_TERMS_PAGE_SIZE)}
        isHidden={
          emptyState !== null || !isPaginationShown(data?.total ?? 0, SEARCH_TERMS_PAGE_SIZE)
        }
        onPageChange={(page) => onSearchChange({ page: page === 1 ? undefined : page })}
        resolveJump={findJumpPage}
        checkJump={checkJumpPage}
        formatLabel={(page, pageCount) => t('searchTerms.pagination.pageOf', { page, pageCount })}
        labels={{
          navigation: t('searchTerms.pagination.label'),
          first: t('searchTerms.pagination.first'),
          previous: t('searchTerms.pagination.previous'),
          next: t('searchTerms.pagination.next'),
          last: t('searchTerms.pagination.last'),
          pageInput: t('searchTerms.pagination.pageInput'),
        }}
      />
    </div>
  );
}
