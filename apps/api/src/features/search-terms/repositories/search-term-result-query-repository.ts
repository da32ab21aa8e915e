import {
  SEARCH_TERM_RANGE_COLUMNS,
  type SearchTermRangeColumn,
  type components,
} from '@utmost/ads-sdk';
import { and, asc, count, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { searchTermResults } from '../schema.js';

// Reading one run's results a page at a time: filtered, sorted and counted in the database, so
// an account with 100,000 terms pages as quickly as one with 100. Each term is read beside the
// same term of the account's previous completed run, so a run can be compared with the last.

export type SearchTermResultRow = typeof searchTermResults.$inferSelect;

export type ResultSortKey = components['schemas']['SearchTermSortKey'];
export type ResultFlag = components['schemas']['SearchTermFlag'];

/** The metric columns a results query can bound from below and above (the SDK's list). */
export const RANGE_COLUMNS = SEARCH_TERM_RANGE_COLUMNS;
export type RangeColumn = SearchTermRangeColumn;

export interface ValueRange {
  min?: number;
  max?: number;
}

export interface ResultQuery {
  offset: number;
  limit: number;
  sortBy: ResultSortKey;
  sortDirection: 'asc' | 'desc';
  decision?: 'exclude' | 'keep';
  category?: 'product' | 'brand';
  search?: string;
  signal?: components['schemas']['SearchTermSignal'];
  flag?: ResultFlag;
  matchType?: 'EXACT' | 'PHRASE' | 'BROAD';
  ranges?: Partial<Record<RangeColumn, ValueRange>>;
}

const results = searchTermResults;
const NO_RUN = '00000000-0000-0000-0000-000000000000';
/** The same term in the previous run (one row at most: a run holds each term once). */
const previous = alias(searchTermResults, 'previous_result');

/** Cost per conversion as the results show it; null without conversions, so no range holds it. */
const CPA = sql`round(case when ${results.conversions} > 0 then ${results.costMicros} / ${results.conversions} end)`;

const RANGE_EXPRESSIONS: Record<RangeColumn, SQL> = {
  impressions: sql`${results.impressions}`,
  clicks: sql`${results.clicks}`,
  costMicros: sql`${results.costMicros}`,
  conversions: sql`${results.conversions}`,
  cpaMicros: CPA,
  confidence: sql`${results.confidence}`,
};

const SORT_COLUMNS: Record<ResultSortKey, SQL> = {
  ...RANGE_EXPRESSIONS,
  searchTerm: sql`${results.searchTerm}`,
  isExclude: sql`${results.isExclude}`,
  category: sql`${results.category}`,
  signal: sql`${results.signal}`,
  matchedKeyword: sql`${results.matchedKeyword}`,
};

const FLAG_CONDITIONS: Record<Exclude<ResultFlag, 'changedSincePrevious'>, SQL> = {
  needsReview: sql`${results.needsReview}`,
  changedByExamples: sql`${results.rulesDecision} is not null`,
  // The model overruled the local classifier: its decision to exclude differs from the local one.
  modelDisagrees: sql`${results.localDecision} is not null and (${results.localDecision} ->> 'isExclude')::boolean <> ${results.isExclude}`,
};

/** `%`, `_` and `\` typed by a person mean themselves, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function rangeConditions(ranges: ResultQuery['ranges'] = {}): (SQL | undefined)[] {
  return RANGE_COLUMNS.flatMap((column) => {
    const range = ranges[column];
    const expression = RANGE_EXPRESSIONS[column];
    return [
      range?.min === undefined ? undefined : gte(expression, range.min),
      range?.max === undefined ? undefined : lte(expression, range.max),
    ];
  });
}

function flagCondition(flag: ResultFlag, previousRunId: string | null): SQL {
  if (flag !== 'changedSincePrevious') return FLAG_CONDITIONS[flag];
  // Without a previous run nothing changed since it; a term new in this run did not either.
  return previousRunId === null ? sql`false` : sql`${previous.isExclude} <> ${results.isExclude}`;
}

function whereOf(runId: string, query: ResultQuery, previousRunId: string | null): SQL | undefined {
  return and(
    eq(results.runId, runId),
    query.decision === undefined ? undefined : eq(results.isExclude, query.decision === 'exclude'),
    query.category === undefined ? undefined : eq(results.category, query.category),
    query.search === undefined || query.search.trim() === ''
      ? undefined
      : ilike(results.searchTerm, `%${escapeLike(query.search.trim())}%`),
    query.signal === undefined ? undefined : eq(results.signal, query.signal),
    query.flag === undefined ? undefined : flagCondition(query.flag, previousRunId),
    query.matchType === undefined ? undefined : eq(results.matchType, query.matchType),
    ...rangeConditions(query.ranges),
  );
}

export type SearchTermResultPageRow = SearchTermResultRow & {
  cpaMicros: number | null;
  previousDecision: { isExclude: boolean; category: 'product' | 'brand' } | null;
};

export async function listSearchTermResultPage(
  executor: DatabaseExecutor,
  runId: string,
  query: ResultQuery,
  previousRunId: string | null,
): Promise<{ rows: SearchTermResultPageRow[]; total: number }> {
  const where = whereOf(runId, query, previousRunId);
  const column = SORT_COLUMNS[query.sortBy];
  const direction = query.sortDirection === 'asc' ? asc : desc;
  const samePreviousTerm = and(
    // A uuid no run has when there is no previous run: the join then finds nothing.
    eq(previous.runId, previousRunId ?? NO_RUN),
    eq(previous.searchTerm, results.searchTerm),
  );
  const rows = await executor
    .select({
      result: searchTermResults,
      cpaMicros: sql<number | null>`${CPA}`.mapWith(Number),
      previousIsExclude: previous.isExclude,
      previousCategory: previous.category,
    })
    .from(searchTermResults)
    .leftJoin(previous, samePreviousTerm)
    .where(where)
    // Terms without a value (a CPA without conversions, a term without a keyword) come last
    // either way; equal values are in the term's order, so every page is the same on each read.
    .orderBy(
      sql`${direction(column)} nulls last`,
      asc(searchTermResults.searchTerm),
      asc(searchTermResults.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  const counting = executor.select({ total: count() }).from(searchTermResults);
  const [counted] = await (query.flag === 'changedSincePrevious'
    ? counting.leftJoin(previous, samePreviousTerm).where(where)
    : counting.where(where));
  return {
    rows: rows.map(({ result, cpaMicros, previousIsExclude, previousCategory }) => ({
      ...result,
      cpaMicros,
      previousDecision:
        previousIsExclude === null || previousCategory === null
          ? null
          : { isExclude: previousIsExclude, category: previousCategory },
    })),
    total: counted?.total ?? 0,
  };
}

/** What the run's terms cost per category, kept and excluded. */
export async function sumCostByCategory(
  executor: DatabaseExecutor,
  runId: string,
): Promise<
  { category: 'product' | 'brand'; keptCostMicros: number; excludedCostMicros: number }[]
> {
  const rows = await executor
    .select({
      category: searchTermResults.category,
      keptCostMicros:
        sql<number>`coalesce(sum(${searchTermResults.costMicros}) filter (where not ${searchTermResults.isExclude}), 0)`.mapWith(
          Number,
        ),
      excludedCostMicros:
        sql<number>`coalesce(sum(${searchTermResults.costMicros}) filter (where ${searchTermResults.isExclude}), 0)`.mapWith(
          Number,
        ),
    })
    .from(searchTermResults)
    .where(eq(searchTermResults.runId, runId))
    .groupBy(searchTermResults.category)
    .orderBy(searchTermResults.category);
  return rows;
}

/** A run's terms with what n-grams sum: their figures and the run's decision. */
export async function listRunTermFigures(
  executor: DatabaseExecutor,
  runId: string,
): Promise<
  {
    searchTerm: string;
    impressions: number;
    clicks: number;
    costMicros: number;
    conversions: number;
    isExclude: boolean;
  }[]
> {
  return executor
    .select({
      searchTerm: searchTermResults.searchTerm,
      impressions: searchTermResults.impressions,
      clicks: searchTermResults.clicks,
      costMicros: searchTermResults.costMicros,
      conversions: searchTermResults.conversions,
      isExclude: searchTermResults.isExclude,
    })
    .from(searchTermResults)
    .where(eq(searchTermResults.runId, runId));
}

/** Every term of a run with its figures and the run's reason, for the negative keyword planner. */
export async function listRunPlannerTerms(
  executor: DatabaseExecutor,
  runId: string,
): Promise<
  {
    searchTerm: string;
    impressions: number;
    clicks: number;
    costMicros: number;
    conversions: number;
    isExclude: boolean;
    reason: string;
  }[]
> {
  return executor
    .select({
      searchTerm: searchTermResults.searchTerm,
      impressions: searchTermResults.impressions,
      clicks: searchTermResults.clicks,
      costMicros: searchTermResults.costMicros,
      conversions: searchTermResults.conversions,
      isExclude: searchTermResults.isExclude,
      reason: searchTermResults.reason,
    })
    .from(searchTermResults)
    .where(eq(searchTermResults.runId, runId));
}
