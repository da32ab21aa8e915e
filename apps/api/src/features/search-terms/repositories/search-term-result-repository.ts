import { and, desc, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { searchTermResults } from '../schema.js';

export type NewSearchTermResult = Omit<typeof searchTermResults.$inferInsert, 'id'>;
type SearchTermResultRow = typeof searchTermResults.$inferSelect;

/** Rows per insert: well under PostgreSQL's bound-parameter limit (65,535) with 18 columns. */
const INSERT_CHUNK = 2_000;

/** Replaces a run's results (a run taken over starts again from the platform's answer). */
export async function replaceSearchTermResults(
  executor: DatabaseExecutor,
  runId: string,
  rows: readonly NewSearchTermResult[],
): Promise<void> {
  await executor.delete(searchTermResults).where(eq(searchTermResults.runId, runId));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await executor.insert(searchTermResults).values(rows.slice(start, start + INSERT_CHUNK));
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
