import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { adAccounts } from '../../ad-platforms/schema.js';
import { taggingRuns, type StoredRunCounts } from '../schema.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import type { AdPlatformName } from '../../ad-platforms/index.js';
import { subscriptionAllowsWork } from '../../identity/index.js';

export type TaggingRunRow = typeof taggingRuns.$inferSelect;
export type NewTaggingRun = Omit<typeof taggingRuns.$inferInsert, 'organizationId'>;
export type RunState = TaggingRunRow['state'];

/** Queued, running or waiting: the states the one-run-per-account index covers. */
export const ACTIVE_RUN_STATES = ['queued', 'running', 'waiting'] as const;
/**
 * What run history lists: finished runs, and runs waiting for Google's daily limit (their results
 * so far are final, and the marketer should see that the run goes on by itself).
 */
const HISTORY_RUN_STATES = ['completed', 'failed', 'waiting'] as const;

export async function insertTaggingRuns(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  runs: readonly NewTaggingRun[],
): Promise<TaggingRunRow[]> {
  if (runs.length === 0) return [];
  return executor
    .insert(taggingRuns)
    .values(runs.map((run) => ({ ...run, organizationId: scope.organizationId })))
    .returning();
}

/** The queued or running run of each of these accounts. */
export async function findActiveRuns(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  adAccountIds: readonly string[],
): Promise<TaggingRunRow[]> {
  if (adAccountIds.length === 0) return [];
  return executor
    .select()
    .from(taggingRuns)
    .where(
      and(
        eq(taggingRuns.organizationId, scope.organizationId),
        inArray(taggingRuns.adAccountId, [...adAccountIds]),
        inArray(taggingRuns.state, [...ACTIVE_RUN_STATES]),
      ),
    );
}

/** One run of the organization on this platform; another organization's run is not found. */
export async function findTaggingRunById(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platform: AdPlatformName,
  id: string,
): Promise<TaggingRunRow | undefined> {
  const [run] = await executor
    .select()
    .from(taggingRuns)
    .where(
      and(
        eq(taggingRuns.organizationId, scope.organizationId),
        eq(taggingRuns.platform, platform),
        eq(taggingRuns.id, id),
      ),
    );
  return run;
}

export async function findTaggingRunsByIds(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  ids: readonly string[],
): Promise<TaggingRunRow[]> {
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(taggingRuns)
    .where(
      and(eq(taggingRuns.organizationId, scope.organizationId), inArray(taggingRuns.id, [...ids])),
    );
}

/**
 * Takes a run for one execution: a queued run, a waiting one whose time to resume has come, or a
 * running one whose holder went silent (its heartbeat is older than `staleBefore`). Null when
 * another worker holds it, it has finished, or it is waiting still.
 * Workers act for whichever organization queued the run, so this lookup is by id alone.
 */
export async function claimTaggingRun(
  executor: DatabaseExecutor,
  runId: string,
  owner: string,
  now: Date,
  staleBefore: Date,
): Promise<TaggingRunRow | null> {
  const [row] = await executor
    .update(taggingRuns)
    .set({
      state: 'running',
      leaseOwner: owner,
      heartbeatAt: now,
      startedAt: sql`coalesce(${taggingRuns.startedAt}, ${now.toISOString()}::timestamptz)`,
      attempts: sql`${taggingRuns.attempts} + 1`,
      resumesAt: null,
      failureReason: null,
    })
    .where(
      and(
        eq(taggingRuns.id, runId),
        or(
          eq(taggingRuns.state, 'queued'),
          and(eq(taggingRuns.state, 'waiting'), lte(taggingRuns.resumesAt, now)),
          and(eq(taggingRuns.state, 'running'), lt(taggingRuns.heartbeatAt, staleBefore)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** Keeps the lease; false when another worker has taken the run over (the holder must stop). */
export async function renewRunLease(
  executor: DatabaseExecutor,
  runId: string,
  owner: string,
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(taggingRuns)
    .set({ heartbeatAt: now })
    .where(
      and(
        eq(taggingRuns.id, runId),
        eq(taggingRuns.leaseOwner, owner),
        eq(taggingRuns.state, 'running'),
      ),
    )
    .returning({ id: taggingRuns.id });
  return rows.length > 0;
}

export interface RunFinish {
  state: 'completed' | 'failed';
  counts: StoredRunCounts;
  failureReason: string | null;
  now: Date;
}

/** Ends a run the caller holds, and stamps its account's last run. False when not held. */
export async function finishTaggingRun(
  executor: DatabaseExecutor,
  run: Pick<TaggingRunRow, 'id' | 'adAccountId' | 'createdAt'>,
  owner: string,
  finish: RunFinish,
): Promise<boolean> {
  const rows = await executor
    .update(taggingRuns)
    .set({
      state: finish.state,
      counts: finish.counts,
      failureReason: finish.failureReason,
      finishedAt: finish.now,
      leaseOwner: null,
    })
    .where(
      and(
        eq(taggingRuns.id, run.id),
        eq(taggingRuns.leaseOwner, owner),
        eq(taggingRuns.state, 'running'),
      ),
    )
    .returning({ id: taggingRuns.id });
  if (rows.length === 0) return false;
  await executor
    .update(adAccounts)
    .set({ lastRunAt: run.createdAt })
    .where(eq(adAccounts.id, run.adAccountId));
  return true;
}

export interface RunPause {
  counts: StoredRunCounts;
  /** Why it waits (a spec §8 code); cleared when it resumes. */
  reason: string;
  resumesAt: Date;
}

/**
 * Sets a run the caller holds aside until `resumesAt` (Google's daily limit): its results so far
 * stay, its unanswered changes stay in flight for the resumed run to check. False when not held.
 */
export async function pauseTaggingRun(
  executor: DatabaseExecutor,
  runId: string,
  owner: string,
  pause: RunPause,
): Promise<boolean> {
  const rows = await executor
    .update(taggingRuns)
    .set({
      state: 'waiting',
      counts: pause.counts,
      failureReason: pause.reason,
      resumesAt: pause.resumesAt,
      leaseOwner: null,
    })
    .where(
      and(
        eq(taggingRuns.id, runId),
        eq(taggingRuns.leaseOwner, owner),
        eq(taggingRuns.state, 'running'),
      ),
    )
    .returning({ id: taggingRuns.id });
  return rows.length > 0;
}

/** Gives a run back (queued) after an unexpected failure, so the next attempt may take it. */
export async function releaseTaggingRun(
  executor: DatabaseExecutor,
  runId: string,
  owner: string,
): Promise<void> {
  await executor
    .update(taggingRuns)
    .set({ state: 'queued', leaseOwner: null })
    .where(
      and(
        eq(taggingRuns.id, runId),
        eq(taggingRuns.leaseOwner, owner),
        eq(taggingRuns.state, 'running'),
      ),
    );
}

/**
 * Runs nobody is working on: running with a stale heartbeat, or queued (or due to resume) for
 * longer than that (their job was lost). The scheduler sends them to the queue again.
 */
export async function listOrphanedRunIds(
  executor: DatabaseExecutor,
  staleBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await executor
    .select({ id: taggingRuns.id })
    .from(taggingRuns)
    .where(
      or(
        and(eq(taggingRuns.state, 'running'), lt(taggingRuns.heartbeatAt, staleBefore)),
        and(eq(taggingRuns.state, 'queued'), lt(taggingRuns.createdAt, staleBefore)),
        and(eq(taggingRuns.state, 'waiting'), lt(taggingRuns.resumesAt, staleBefore)),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The organization's runs of one platform: active ones and the latest finished, newest first. */
export async function listJobRuns(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platform: AdPlatformName,
  limit: number,
): Promise<TaggingRunRow[]> {
  return executor
    .select()
    .from(taggingRuns)
    .where(
      and(eq(taggingRuns.organizationId, scope.organizationId), eq(taggingRuns.platform, platform)),
    )
    .orderBy(
      sql`case when ${taggingRuns.state} in ('queued', 'running', 'waiting') then 0 else 1 end`,
      desc(taggingRuns.createdAt),
    )
    .limit(limit);
}

export interface RunHistoryFilter {
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
  platform: AdPlatformName | null;
  platformAdAccountId: string | null;
  offset: number;
  limit: number;
}

/** Finished runs, newest first (spec §2 run history list). */
export async function listRunHistory(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  filter: RunHistoryFilter,
): Promise<TaggingRunRow[]> {
  const conditions = [
    eq(taggingRuns.organizationId, scope.organizationId),
    inArray(taggingRuns.state, [...HISTORY_RUN_STATES]),
  ];
  if (filter.from) conditions.push(gte(taggingRuns.createdAt, filter.from));
  if (filter.to) conditions.push(lt(taggingRuns.createdAt, filter.to));
  if (filter.platform) conditions.push(eq(taggingRuns.platform, filter.platform));
  if (filter.platformAdAccountId) {
    conditions.push(eq(taggingRuns.platformAdAccountId, filter.platformAdAccountId));
  }
  return executor
    .select()
    .from(taggingRuns)
    .where(and(...conditions))
    .orderBy(desc(taggingRuns.createdAt), desc(taggingRuns.id))
    .offset(filter.offset)
    .limit(filter.limit);
}

export interface RunHistoryAccountRow {
  platform: AdPlatformName;
  platformAdAccountId: string;
  accountName: string;
}

/** The accounts with finished runs, each with its latest name. */
export async function listRunHistoryAccounts(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
): Promise<RunHistoryAccountRow[]> {
  const rows = await executor
    .selectDistinctOn([taggingRuns.platform, taggingRuns.platformAdAccountId], {
      platform: taggingRuns.platform,
      platformAdAccountId: taggingRuns.platformAdAccountId,
      accountName: taggingRuns.accountName,
    })
    .from(taggingRuns)
    .where(
      and(
        eq(taggingRuns.organizationId, scope.organizationId),
        inArray(taggingRuns.state, [...HISTORY_RUN_STATES]),
      ),
    )
    .orderBy(taggingRuns.platform, taggingRuns.platformAdAccountId, desc(taggingRuns.createdAt));
  return rows.sort((left, right) => left.accountName.localeCompare(right.accountName));
}

export interface RunLookup {
  platform: AdPlatformName;
  platformAdAccountId: string;
  /** Without one, the account's latest finished run. */
  runId: string | null;
}

/** A finished run of one account (the details page's run). */
export async function findFinishedRun(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  lookup: RunLookup,
): Promise<TaggingRunRow | null> {
  const conditions = [
    eq(taggingRuns.organizationId, scope.organizationId),
    eq(taggingRuns.platform, lookup.platform),
    eq(taggingRuns.platformAdAccountId, lookup.platformAdAccountId),
    inArray(taggingRuns.state, [...HISTORY_RUN_STATES]),
  ];
  if (lookup.runId) conditions.push(eq(taggingRuns.id, lookup.runId));
  const [row] = await executor
    .select()
    .from(taggingRuns)
    .where(and(...conditions))
    .orderBy(desc(taggingRuns.createdAt), desc(taggingRuns.id))
    .limit(1);
  return row ?? null;
}

/** The finished runs of the same account just before and just after this one. */
export async function findNeighbourRuns(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  run: TaggingRunRow,
): Promise<{ previous: TaggingRunRow | null; next: TaggingRunRow | null }> {
  const sameAccount = and(
    eq(taggingRuns.organizationId, scope.organizationId),
    eq(taggingRuns.platform, run.platform),
    eq(taggingRuns.platformAdAccountId, run.platformAdAccountId),
    inArray(taggingRuns.state, [...HISTORY_RUN_STATES]),
  );
  // Ordered by (created_at, id), so runs started in the same instant still have one order.
  const findNeighbour = async (direction: 'previous' | 'next') => {
    const [isBeyond, order] = direction === 'previous' ? [lt, desc] : [gt, asc];
    const [row] = await executor
      .select()
      .from(taggingRuns)
      .where(
        and(
          sameAccount,
          or(
            isBeyond(taggingRuns.createdAt, run.createdAt),
            and(eq(taggingRuns.createdAt, run.createdAt), isBeyond(taggingRuns.id, run.id)),
          ),
        ),
      )
      .orderBy(order(taggingRuns.createdAt), order(taggingRuns.id))
      .limit(1);
    return row ?? null;
  };
  return { previous: await findNeighbour('previous'), next: await findNeighbour('next') };
}

export type ScheduledAccount = Pick<
  typeof adAccounts.$inferSelect,
  | 'id'
  | 'organizationId'
  | 'workspaceId'
  | 'platform'
  | 'platformAdAccountId'
  | 'name'
  | 'connectionStatus'
  | 'urlTemplateId'
>;

/**
 * Enabled accounts whose next run is due, across organizations (the scheduler's sweep), with
 * their next run moved on by `intervalMs` in the same statement, so two schedulers never pick
 * the same account twice.
 */
export async function takeDueAccounts(
  executor: DatabaseExecutor,
  now: Date,
  intervalMs: number,
  limit: number,
): Promise<ScheduledAccount[]> {
  const due = executor
    .select({ id: adAccounts.id })
    .from(adAccounts)
    .where(
      and(
        eq(adAccounts.enabled, true),
        isNotNull(adAccounts.nextRunAt),
        lte(adAccounts.nextRunAt, now),
        subscriptionAllowsWork(adAccounts.organizationId),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return executor
    .update(adAccounts)
    .set({ nextRunAt: new Date(now.getTime() + intervalMs) })
    .where(inArray(adAccounts.id, due))
    .returning({
      id: adAccounts.id,
      organizationId: adAccounts.organizationId,
      workspaceId: adAccounts.workspaceId,
      platform: adAccounts.platform,
      platformAdAccountId: adAccounts.platformAdAccountId,
      name: adAccounts.name,
      connectionStatus: adAccounts.connectionStatus,
      urlTemplateId: adAccounts.urlTemplateId,
    });
}

/**
 * Queues scheduled runs across organizations; an account that already has a run queued or
 * running is left out (the one-active-run index), and only the ids of new runs come back.
 */
export async function insertScheduledRuns(
  executor: DatabaseExecutor,
  runs: readonly (NewTaggingRun & { organizationId: string })[],
): Promise<string[]> {
  if (runs.length === 0) return [];
  const rows = await executor
    .insert(taggingRuns)
    .values([...runs])
    .onConflictDoNothing()
    .returning({ id: taggingRuns.id });
  return rows.map((row) => row.id);
}
