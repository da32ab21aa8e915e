import { and, desc, eq, sql } from 'drizzle-orm';
import {
  toArrayLiteral,
  toBooleanArrayLiteral,
  toJsonArrayLiteral,
  toNumberArrayLiteral,
} from '../../../core/db/array-parameters.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { searchTermResults } from '../schema.js';

export type NewSearchTermResult = Omit<typeof searchTermResults.$inferInsert, 'id'>;
type SearchTermResultRow = typeof searchTermResults.$inferSelect;

/**
 * Rows per statement: the parameters are one array per column whatever the count, so this only
 * bounds the size of one statement's text.
 */
const INSERT_CHUNK = 10_000;

/** The search_term_results columns an insert sets, in the order of its `unnest` arguments. */
const RESULT_COLUMNS = sql.raw(`
  run_id, organization_id, search_term, matched_keyword, match_type, impressions, clicks,
  cost_micros, conversions, is_exclude, category, reason, confidence, signal, needs_review,
  local_decision, rules_decision`);

/**
 * Replaces a run's results (a run taken over starts again from the platform's answer). The rows go
 * as sets: each chunk is one statement whose parameters are one typed array per column, expanded
 * by `unnest`, built in one pass without the ORM's per-row, per-column parameters.
 */
export async function replaceSearchTermResults(
  executor: DatabaseExecutor,
  runId: string,
  rows: readonly NewSearchTermResult[],
): Promise<void> {
  await executor.delete(searchTermResults).where(eq(searchTermResults.runId, runId));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    const text = (pick: (row: NewSearchTermResult) => string | null | undefined) =>
      toArrayLiteral(chunk.map(pick));
    const numbers = (pick: (row: NewSearchTermResult) => number) =>
      toNumberArrayLiteral(chunk.map(pick));
    const booleans = (pick: (row: NewSearchTermResult) => boolean | undefined) =>
      toBooleanArrayLiteral(chunk.map(pick));
    const json = (pick: (row: NewSearchTermResult) => unknown) =>
      toJsonArrayLiteral(chunk.map(pick));
    await executor.execute(sql`
      insert into search_term_results (${RESULT_COLUMNS})
      select ${RESULT_COLUMNS}
      from unnest(
        ${text((row) => row.runId)}::uuid[],
        ${text((row) => row.organizationId)}::uuid[],
        ${text((row) => row.searchTerm)}::text[],
        ${text((row) => row.matchedKeyword)}::text[],
        ${text((row) => row.matchType)}::text[],
        ${numbers((row) => row.impressions)}::bigint[],
        ${numbers((row) => row.clicks)}::bigint[],
        ${numbers((row) => row.costMicros)}::bigint[],
        ${numbers((row) => row.conversions)}::double precision[],
        ${booleans((row) => row.isExclude)}::boolean[],
        ${text((row) => row.category)}::text[],
        ${text((row) => row.reason)}::text[],
        ${numbers((row) => row.confidence)}::real[],
        ${text((row) => row.signal)}::text[],
        ${booleans((row) => row.needsReview ?? false)}::boolean[],
        ${json((row) => row.localDecision)}::jsonb[],
        ${json((row) => row.rulesDecision)}::jsonb[]
      ) as written(${RESULT_COLUMNS})
    `);
  }
}

/** A run's terms with their decisions, costliest first (as the Search terms tab first shows them). */
export async function listRunTermDecisions(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  runId: string,
): Promise<
  Pick<SearchTermResultRow, 'searchTerm' | 'isExclude' | 'category' | 'signal' | 'conversions'>[]
> {
  return executor
    .select({
      searchTerm: searchTermResults.searchTerm,
      isExclude: searchTermResults.isExclude,
      category: searchTermResults.category,
      signal: searchTermResults.signal,
      conversions: searchTermResults.conversions,
    })
    .from(searchTermResults)
    .where(
      and(
        eq(searchTermResults.runId, runId),
        eq(searchTermResults.organizationId, scope.organizationId),
      ),
    )
    .orderBy(desc(searchTermResults.costMicros), searchTermResults.searchTerm);
}
