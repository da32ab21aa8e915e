import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import {
  searchTermRuns,
  type SearchTermRunProgress,
  type StoredSearchTermSummary,
} from '../schema.js';

export type SearchTermRunRow = typeof searchTermRuns.$inferSelect;
export type NewSearchTermRun = Omit<
  typeof searchTermRuns.$inferInsert,
  'organizationId' | 'id' | 'state'
>;

const FINISHED_RUNS_LISTED = 50;

export async function insertSearchTermRuns(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  runs: readonly NewSearchTermRun[],
): Promise<SearchTermRunRow[]> {
  if (runs.length === 0) return [];
  return executor
    .insert(searchTermRuns)
    .values(runs.map((run) => ({ ...run, organizationId: scope.organizationId })))
    .returning();
}

/** The pending runs of these accounts (a new request for one of them is a conflict). */
export async function findPendingSearchTermRuns(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  adAccountIds: readonly string[],
): Promise<SearchTermRunRow[]> {
  if (adAccountIds.length === 0) return [];
  return executor
    .select()
    .from(searchTermRuns)
    .where(
      and(
        eq(searchTermRuns.organizationId, scope.organizationId),
        inArray(searchTermRuns.adAccountId, [...adAccountIds]),
        eq(searchTermRuns.state, 'pending'),
      ),
    );
}

/** One run of the organization; another organization's run is not found. */
export async function findSearchTermRunById(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  id: string,
): Promise<SearchTermRunRow | undefined> {
  const [run] = await executor
    .select()
    .from(searchTermRuns)
    .where(and(eq(searchTermRuns.organizationId, scope.organizationId), eq(searchTermRuns.id, id)));
  return run;
}

/** Pending runs and the last finished ones, newest first: the organization's, or one account's. */
export async function listSearchTermRuns(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  adAccountId?: string,
): Promise<SearchTermRunRow[]> {
  const ofAccount =
    adAccountId === undefined ? undefined : eq(searchTermRuns.adAccountId, adAccountId);
  const pending = await executor
    .select()
    .from(searchTermRuns)
    .where(
      and(
        eq(searchTermRuns.organizationId, scope.organizationId),
        ofAccount,
        eq(searchTermRuns.state, 'pending'),
      ),
    )
    .orderBy(desc(searchTermRuns.createdAt), searchTermRuns.id);
  const finished = await executor
    .select()
    .from(searchTermRuns)
    .where(
      and(
        eq(searchTermRuns.organizationId, scope.organizationId),
        ofAccount,
        sql`${searchTermRuns.state} <> 'pending'`,
      ),
    )
    .orderBy(desc(searchTermRuns.createdAt), searchTermRuns.id)
    .limit(FINISHED_RUNS_LISTED);
  return [...pending, ...finished];
}

/**
 * Takes a pending run for one execution: one nobody holds, or one whose holder went silent.
 * Workers act for whichever organization requested the run, so this lookup is by id alone.
 */
export async function claimSearchTermRun(
  executor: DatabaseExecutor,
  runId: string,
  owner: string,
  now: Date,
  staleBefore: Date,
): Promise<SearchTermRunRow | null> {
  const [row] = await executor
    .update(searchTermRuns)
    .set({
      leaseOwner: owner,
      heartbeatAt: now,
      startedAt: sql`coalesce(${searchTermRuns.startedAt}, ${now.toISOString()}::timestamptz)`,
      attempts: sql`${searchTermRuns.attempts} + 1`,
    })
    .where(
      and(
        eq(searchTermRuns.id, runId),
        eq(searchTermRuns.state, 'pending'),
        or(isNull(searchTermRuns.leaseOwner), lt(searchTermRuns.heartbeatAt, staleBefore)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Keeps the lease and stores the progress; false when another worker took the run over. */
export async function renewSearchTermRun(
  executor: DatabaseExecutor,
  runId: string,
  owner: string,
  now: Date,
  progress: SearchTermRunProgress | undefined,
): Promise<boolean> {
  const rows = await executor
    .update(searchTermRuns)
    .set({ heartbeatAt: now, ...(progress && { progress }) })
    .where(
      and(
        eq(searchTermRuns.id, runId),
        eq(searchTermRuns.leaseOwner, owner),
        eq(searchTermRuns.state, 'pending'),
      ),
    )
    .returning({ id: searchTermRuns.id });
  return rows.length > 0;
}

/** Gives a run back after an unexpected failure, for the job's retry to take it. */
export async function releaseSearchTermRun(
  executor: DatabaseExecutor,
  runId: string,
  owner: string,
): Promise<void> {
  await executor
    .update(searchTermRuns)
    .set({ leaseOwner: null })
    .where(and(eq(searchTermRuns.id, runId), eq(searchTermRuns.leaseOwner, owner)));
}

export interface SearchTermRunEnd {
  state: 'completed' | 'no_result' | 'failed';
  summary: StoredSearchTermSummary | null;
  failureReason: string | null;
  now: Date;
}

/** Ends a run the caller holds; false when it does not hold it any more. */
export async function finishSearchTermRun(
  executor: DatabaseExecutor,
  runId: string,
  owner: string,
  end: SearchTermRunEnd,
): Promise<boolean> {
  const rows = await executor
    .update(searchTermRuns)
    .set({
      state: end.state,
      summary: end.summary,
      failureReason: end.failureReason,
      finishedAt: end.now,
      leaseOwner: null,
      progress: null,
    })
    .where(
      and(
        eq(searchTermRuns.id, runId),
        eq(searchTermRuns.leaseOwner, owner),
        eq(searchTermRuns.state, 'pending'),
      ),
    )
    .returning({ id: searchTermRuns.id });
  return rows.length > 0;
}

/** Pending runs nobody works on: a silent holder, or never claimed for longer than that. */
export async function listOrphanedSearchTermRunIds(
  executor: DatabaseExecutor,
  staleBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await executor
    .select({ id: searchTermRuns.id })
    .from(searchTermRuns)
    .where(
      and(
        eq(searchTermRuns.state, 'pending'),
        or(
          lt(searchTermRuns.heartbeatAt, staleBefore),
          and(isNull(searchTermRuns.heartbeatAt), lt(searchTermRuns.createdAt, staleBefore)),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The account's run with this id, or its latest finished one (pending runs have no results). */
export async function findResultsRun(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  adAccountId: string,
  runId: string | undefined,
): Promise<SearchTermRunRow | undefined> {
  const [row] = await executor
    .select()
    .from(searchTermRuns)
    .where(
      and(
        eq(searchTermRuns.organizationId, scope.organizationId),
        eq(searchTermRuns.adAccountId, adAccountId),
        runId === undefined
          ? sql`${searchTermRuns.state} <> 'pending'`
          : eq(searchTermRuns.id, runId),
      ),
    )
    .orderBy(desc(searchTermRuns.createdAt), searchTermRuns.id)
    .limit(1);
  return row;
}

/** The account's completed run before this one, which its results are compared with. */
export async function findPreviousCompletedRun(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  run: Pick<SearchTermRunRow, 'adAccountId' | 'createdAt'>,
): Promise<SearchTermRunRow | undefined> {
  const [row] = await executor
    .select()
    .from(searchTermRuns)
    .where(
      and(
        eq(searchTermRuns.organizationId, scope.organizationId),
        eq(searchTermRuns.adAccountId, run.adAccountId),
        eq(searchTermRuns.state, 'completed'),
        lt(searchTermRuns.createdAt, run.createdAt),
      ),
    )
    .orderBy(desc(searchTermRuns.createdAt), searchTermRuns.id)
    .limit(1);
  return row;
}
