import type { EditorFileEncoding } from '@utmost/search-terms/negatives';
import { Empty, EmptyDescription, EmptyHeader, EmptyTitle } from '@utmost/ui/components/empty';
import { Skeleton } from '@utmost/ui/components/skeleton';
import { ToggleGroup, ToggleGroupItem } from '@utmost/ui/components/toggle-group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../lib/notify';
import { useAccountRuns } from '../../api/use-account-runs';
import {
  NEGATIVE_PLAN_LIMIT,
  useNegativePlan,
  type NegativePlanMatchType,
} from '../../api/use-negative-plan';
import {
  buildNegativesCsv,
  buildNegativesEditorFile,
  editorListName,
  findChosen,
  isChoosable,
  suggestionKey,
  sumMonthlySaving,
} from '../../lib/negative-planner-export';
import { AnalysisLoadFailed } from '../analysis-load-failed';
import type { AnalysisTabProps } from '../analysis-tab-props';
import { RunPicker } from '../run-picker';
import { SearchTermsHeader } from '../search-terms-header';
import { ChosenNegativesBar } from './chosen-negatives-bar';
import { NegativePlannerTable } from './negative-planner-table';
import { saveFile } from '../../../../lib/save-file';

const MATCH_TYPES: readonly NegativePlanMatchType[] = ['PHRASE', 'EXACT', 'BROAD'];
const EXPORT_HELP_ID = 'negative-planner-export-help';
const count = new Intl.NumberFormat('en');

/**
 * The Negative planner tab of an account's analysis (issue 28 items 2–4): the negatives the run's
 * excluded terms and costly n-grams suggest for the account's negative keyword list, each checked
 * against the account's keywords (conflicts refused and named), with what it blocks and saves.
 * The user chooses negatives (never a refused one) and downloads only those, as a Google Ads
 * Editor file or a plain CSV. The run is the address's (kept across tabs).
 */
export function NegativePlannerPage({
  adAccountId,
  account,
  isAccountLoading,
  jobId,
  onRunChange,
  tabBar,
}: AnalysisTabProps) {
  const { t } = useTranslation();
  const [matchType, setMatchType] = useState<NegativePlanMatchType>('PHRASE');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [encoding, setEncoding] = useState<EditorFileEncoding>('utf16le-tsv');
  const plan = useNegativePlan(adAccountId, jobId, matchType);
  const finishedRuns = useAccountRuns(adAccountId);
  const data = plan.data;
  const currencyCode = data?.currencyCode ?? account?.currencyCode ?? null;
  const suggestions = data?.suggestions ?? [];
  const chosenSuggestions = findChosen(suggestions, chosen);

  const toggle = (key: string, isChosen: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (isChosen) next.add(key);
      else next.delete(key);
      return next;
    });
  const toggleAll = (isChosen: boolean) =>
    setChosen(
      isChosen ? new Set(suggestions.filter(isChoosable).map(suggestionKey)) : new Set<string>(),
    );

  const downloadEditor = () => {
    const file = buildNegativesEditorFile(chosenSuggestions, editorListName(new Date()), encoding);
    if (file.issue !== undefined) {
      notify('error', file.issue.message);
      return;
    }
    // A copy, so the Blob holds exactly the file's bytes whatever buffer they were written in.
    saveFile(
      `negatives-${adAccountId}-ads-editor.${file.extension}`,
      new Uint8Array(file.bytes),
      file.mimeType,
    );
  };
  const downloadCsv = () =>
    saveFile(
      `negatives-${adAccountId}.csv`,
      buildNegativesCsv(chosenSuggestions),
      'text/csv;charset=utf-8',
    );

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
              onChoose={(next) => {
                setChosen(new Set());
                onRunChange(next === finishedRuns[0]?.jobId ? undefined : next);
              }}
            />
          )
        }
        onValidationQueued={() => {
          if (jobId !== undefined) onRunChange(undefined);
        }}
      />
      {tabBar}
      {plan.isError ? (
        <AnalysisLoadFailed
          title={t('searchTerms.negativePlanner.loadFailed')}
          // The API's reason, such as a Google login to reconnect before keywords can be read.
          description={plan.error.message}
          onRetry={() => void plan.refetch()}
        />
      ) : null}
      {data === undefined && !plan.isError ? (
        <div
          className="flex flex-col gap-3"
          aria-busy="true"
          aria-label={t('searchTerms.negativePlanner.loading')}
        >
          <Skeleton className="h-10 w-full" aria-hidden="true" />
          <Skeleton className="h-64 w-full" aria-hidden="true" />
        </div>
      ) : null}
      {data !== undefined && (data.run === null || data.total === 0) ? (
        <Empty aria-labelledby="negative-planner-empty-title">
          <EmptyHeader>
            <EmptyTitle id="negative-planner-empty-title">
              {data.run === null
                ? t('searchTerms.negativePlanner.empty.noRunTitle')
                : t('searchTerms.negativePlanner.empty.noneTitle')}
            </EmptyTitle>
            <EmptyDescription>
              {data.run === null
                ? t('searchTerms.negativePlanner.empty.noRunDescription')
                : data.notices.length > 0
                  ? data.notices.map((notice) => notice.message).join(' ')
                  : t('searchTerms.negativePlanner.empty.noneDescription')}
            </EmptyDescription>
          </EmptyHeader>
        </Empty>
      ) : null}
      {data !== undefined && data.run !== null && data.total > 0 ? (
        <>
          <p className="max-w-3xl text-sm text-muted-foreground">
            {t('searchTerms.negativePlanner.intro')}
          </p>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="flex flex-col gap-1.5">
              <span id="negative-match-type-label" className="text-sm font-medium">
                {t('searchTerms.negativePlanner.matchType')}
              </span>
              <ToggleGroup
                type="single"
                aria-labelledby="negative-match-type-label"
                value={matchType}
                onValueChange={(value) => {
                  if (value === '') return;
                  setMatchType(value as NegativePlanMatchType);
                  // Another match type is another set of negatives, each checked anew.
                  setChosen(new Set());
                }}
              >
                {MATCH_TYPES.map((type) => (
                  <ToggleGroupItem key={type} value={type}>
                    {t(`searchTerms.negativePlanner.matchTypes.${type}`)}
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
            </div>
            <p className="text-sm">
              {t(
                data.list.name === null
                  ? 'searchTerms.negativePlanner.roomNoList'
                  : 'searchTerms.negativePlanner.room',
                {
                  name: data.list.name,
                  used: count.format(data.list.used),
                  limit: count.format(data.list.limit),
                  room: count.format(data.list.roomLeft),
                  count: data.list.roomLeft,
                },
              )}
            </p>
          </div>
          {data.notices.length > 0 ? (
            <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
              {data.notices.map((notice) => (
                <li key={notice.code}>{notice.message}</li>
              ))}
            </ul>
          ) : null}
          {data.total > NEGATIVE_PLAN_LIMIT ? (
            <p className="text-sm text-muted-foreground">
              {t('searchTerms.negativePlanner.moreThanShown', {
                shown: suggestions.length,
                count: data.total,
              })}
            </p>
          ) : null}
          <NegativePlannerTable
            suggestions={suggestions}
            currencyCode={currencyCode}
            chosen={chosen}
            onToggle={toggle}
            onToggleAll={toggleAll}
          />
          {data.skipped.length > 0 ? (
            <details className="text-sm">
              <summary className="cursor-pointer text-muted-foreground">
                {t('searchTerms.negativePlanner.skipped', { count: data.skipped.length })}
              </summary>
              <ul className="mt-2 flex flex-col gap-1">
                {data.skipped.map((skip) => (
                  <li key={skip.searchTerm}>
                    <span className="font-medium">{skip.searchTerm}</span>
                    <span className="text-muted-foreground"> — {skip.message}</span>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <p id={EXPORT_HELP_ID} className="max-w-3xl text-xs text-muted-foreground">
            {t('searchTerms.negativePlanner.exportHelp')}
          </p>
          <ChosenNegativesBar
            helpId={EXPORT_HELP_ID}
            chosenCount={chosenSuggestions.length}
            monthlySavingMicros={sumMonthlySaving(chosenSuggestions)}
            currencyCode={currencyCode}
            roomLeft={data.list.roomLeft}
            encoding={encoding}
            onEncodingChange={setEncoding}
            onDownloadEditor={downloadEditor}
            onDownloadCsv={downloadCsv}
          />
        </>
      ) : null}
    </div>
  );
}
