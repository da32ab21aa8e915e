import type { NegativePlannerView } from '../services/negative-planner-service.js';
import type { components } from '@utmost/ads-sdk';
import type { SearchTermRunRow } from '../repositories/search-term-run-repository.js';
import type {
  SearchTermRunProgress,
  StoredDecisionSnapshot,
  StoredModelUsage,
  StoredSearchTermSummary,
} from '../schema.js';
import type { SearchTermResultsView } from '../services/search-term-results-service.js';
import type { SearchTermNgramsView } from '../services/search-term-ngrams-service.js';

type Schemas = components['schemas'];

/** A search-term validation run as the contract shows it (progress only while it works). */
export function presentSearchTermRun(run: SearchTermRunRow): Schemas['SearchTermJobRun'] {
  return {
    jobId: run.id,
    resourceName: run.resourceName,
    accountName: run.accountName,
    state: run.state,
    failureReason: run.failureReason,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    createdAt: run.createdAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    progress: run.state === 'pending' ? presentProgress(run.progress) : null,
    summary: run.summary ? presentSummary(run.summary) : null,
  };
}

/** A run by id, with the state vocabulary shared by all run kinds (RunState in the contract). */
export function presentSearchTermRunView(run: SearchTermRunRow): Schemas['SearchTermRunView'] {
  return { kind: 'searchTermValidation', state: toRunState(run), run: presentSearchTermRun(run) };
}

/** Pending splits on whether a worker started it; a run that found no terms still completed. */
function toRunState(run: SearchTermRunRow): Schemas['RunState'] {
  switch (run.state) {
    case 'pending':
      return run.startedAt ? 'running' : 'queued';
    case 'completed':
    case 'no_result':
      return 'completed';
    case 'failed':
      return 'failed';
  }
}

/** Progress stored before stages were recorded: a run with classified terms is saving them. */
function presentProgress(
  progress: SearchTermRunProgress | null,
): Schemas['SearchTermJobRun']['progress'] {
  if (progress === null) return null;
  const { termsRead, termsClassified } = progress;
  const stage = progress.stage ?? (termsClassified > 0 ? 'saving' : 'reading');
  return { stage, termsRead, termsClassified };
}

/** A summary stored before a run counted examples' changes, reviews and the model presents 0s. */
function presentSummary(summary: StoredSearchTermSummary): Schemas['SearchTermRunSummary'] {
  return {
    ...summary,
    excludedCostWithConversionsMicros: summary.excludedCostWithConversionsMicros ?? 0,
    excludedConversions: summary.excludedConversions ?? 0,
    changedByExamples: summary.changedByExamples ?? 0,
    needsReview: summary.needsReview ?? 0,
    model: presentModelUsage(summary.model ?? null),
  };
}

/** The contract's fields only: `flagged` stays in the stored summary until the contract has it. */
function presentModelUsage(
  model: StoredModelUsage | null,
): Schemas['SearchTermRunSummary']['model'] {
  if (model === null) return null;
  const { model: name, requests, promptTokens, completionTokens, costMicros } = model;
  return { model: name, requests, promptTokens, completionTokens, costMicros };
}

function presentSnapshot(
  snapshot: StoredDecisionSnapshot | null,
): Schemas['SearchTermDecisionSnapshot'] | null {
  if (snapshot === null) return null;
  const { isExclude, category, reason, signal } = snapshot;
  return { isExclude, category, reason, signal };
}

export function presentSearchTermResults(
  view: SearchTermResultsView,
  paging: { offset: number; limit: number },
): Schemas['SearchTermResultsPage'] {
  return {
    run: view.run ? presentSearchTermRun(view.run) : null,
    previousRun: view.previousRun ? presentSearchTermRun(view.previousRun) : null,
    currencyCode: view.currencyCode,
    byCategory: view.byCategory,
    results: view.results.map((result) => ({
      id: result.id,
      searchTerm: result.searchTerm,
      matchedKeyword: result.matchedKeyword,
      matchType: result.matchType,
      needsReview: result.needsReview,
      localDecision: presentSnapshot(result.localDecision),
      rulesDecision: presentSnapshot(result.rulesDecision),
      previousDecision: result.previousDecision,
      isExclude: result.isExclude,
      category: result.category,
      reason: result.reason,
      confidence: result.confidence,
      signal: result.signal,
      impressions: result.impressions,
      clicks: result.clicks,
      costMicros: result.costMicros,
      conversions: result.conversions,
      cpaMicros: result.cpaMicros,
    })),
    total: view.total,
    offset: paging.offset,
    limit: paging.limit,
  };
}

/** A page of a run's n-grams; sums are whole numbers of the stored whole numbers. */
export function presentSearchTermNgrams(
  view: SearchTermNgramsView,
  paging: { offset: number; limit: number },
): Schemas['SearchTermNgramsPage'] {
  return {
    run: view.run ? presentSearchTermRun(view.run) : null,
    currencyCode: view.currencyCode,
    ngrams: view.ngrams.map((gram) => ({
      gram: gram.gram,
      lemma: gram.lemma,
      size: gram.size,
      surfaceForms: gram.surfaceForms,
      termCount: gram.termCount,
      excludedTermCount: gram.excludedTermCount,
      impressions: gram.impressions,
      clicks: gram.clicks,
      costMicros: gram.costMicros,
      conversions: gram.conversions,
      excludedCostMicros: gram.excludedCostMicros,
      ctr: gram.ctr,
      cpaMicros: gram.cpaMicros,
      conversionRate: gram.conversionRate,
      excludedCostShare: gram.excludedCostShare,
      terms: gram.terms.map((term) => ({
        searchTerm: term.searchTerm,
        isExclude: term.isExclude,
        impressions: term.impressions,
        clicks: term.clicks,
        costMicros: term.costMicros,
        conversions: term.conversions,
      })),
    })),
    total: view.total,
    offset: paging.offset,
    limit: paging.limit,
  };
}

export function presentNegativePlanner(
  view: NegativePlannerView,
  paging: { offset: number; limit: number },
): Schemas['NegativeKeywordPlan'] {
  return {
    run: view.run ? presentSearchTermRun(view.run) : null,
    currencyCode: view.currencyCode,
    suggestions: view.suggestions,
    total: view.total,
    offset: paging.offset,
    limit: paging.limit,
    list: view.list,
    notices: view.notices,
    skipped: view.skipped,
    thresholdMicros: view.thresholdMicros,
  };
}
