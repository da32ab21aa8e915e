import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { searchTermResults } from '../schema.js';

// Reading one run's results a page at a time: filtered, sorted and counted in the database, so
// an account with 100,000 terms pages as quickly as one with 100.

export type SearchTermResultRow = typeof searchTermResults.$inferSelect;

export type ResultSortKey =
  | 'costMicros'
  | 'impressions'
  | 'clicks'
  | 'conversions'
  | 'cpaMicros'
  | 'confidence'
  | 'searchTerm';

export interface ResultQuery {
  page: number;
  pageSize: number;
  sortBy: ResultSortKey;
  sortDirection: 'asc' | 'desc';
  decision?: 'exclude' | 'keep';
  category?: 'product' | 'brand';
  search?: string;
}

const CPA = sql`case when ${searchTermResults.conversions} > 0 then ${searchTermResults.costMicros} / ${searchTermResults.conversions} end`;

const SORT_COLUMNS: Record<ResultSortKey, SQL | typeof searchTermResults.costMicros> = {
  costMicros: sql`${searchTermResults.costMicros}`,
  impressions: sql`${searchTermResults.impressions}`,
  clicks: sql`${searchTermResults.clicks}`,
  conversions: sql`${searchTermResults.conversions}`,
  cpaMicros: CPA,
  confidence: sql`${searchTermResults.confidence}`,
  searchTerm: sql`${searchTermResults.searchTerm}`,
};

/** `%`, `_` and `\` typed by a person mean themselves, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function whereOf(runId: string, query: ResultQuery): SQL | undefined {
  return and(
    eq(searchTermResults.runId, runId),
    query.decision === undefined
      ? undefined
      : eq(searchTermResults.isExclude, query.decision === 'exclude'),
    query.category === undefined ? undefined : eq(searchTermResults.category, query.category),
    query.search === undefined || query.search.trim() === ''
      ? undefined
      : ilike(searchTermResults.searchTerm, `%${escapeLike(query.search.trim())}%`),
  );
}

export async function listSearchTermResultPage(
  executor: DatabaseExecutor,
  runId: string,
  query: ResultQuery,
): Promise<{ rows: (SearchTermResultRow & { cpaMicros: number | null })[]; total: number }> {
  const where = whereOf(runId, query);
  const column = SORT_COLUMNS[query.sortBy];
  const direction = query.sortDirection === 'asc' ? asc : desc;
  const rows = await executor
    .select({
      result: searchTermResults,
      cpaMicros: sql<number | null>`round(${CPA})`.mapWith(Number),
    })
    .from(searchTermResults)
    .where(where)
    // Terms without a CPA (no conversions) come last either way; equal values keep one order.
    .orderBy(sql`${direction(column)} nulls last`, asc(searchTermResults.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await executor.select({ total: count() }).from(searchTermResults).where(where);
  return {
    rows: rows.map(({ result, cpaMicros }) => ({ ...result, cpaMicros })),
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
