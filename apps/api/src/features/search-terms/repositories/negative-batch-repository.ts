import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import {
  negativeKeywordBatches,
  negativeKeywordChanges,
  type NegativeBatchState,
  type NegativeChangeState,
  type StoredBatchSharedList,
} from '../schema.js';

// Negative keyword batches and their changes. Requests reach them through the caller's
// organization scope; the worker that holds a batch's lease acts by its id alone.

export type NegativeBatchRow = typeof negativeKeywordBatches.$inferSelect;
export type NegativeChangeRow = typeof negativeKeywordChanges.$inferSelect;
export type NewNegativeBatch = Omit<
  typeof negativeKeywordBatches.$inferInsert,
  'organizationId' | 'id' | 'state'
>;
export type NewNegativeChange = Omit<
  typeof negativeKeywordChanges.$inferInsert,
  'organizationId' | 'id' | 'batchId' | 'position'
>;

const BATCHES_LISTED = 50;
const ACTIVE_STATES: NegativeBatchState[] = ['pending', 'undoing'];

export async function insertNegativeBatch(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  batch: NewNegativeBatch,
  changes: readonly NewNegativeChange[],
): Promise<NegativeBatchRow> {
  const [row] = await executor
    .insert(negativeKeywordBatches)
    .values({ ...batch, organizationId: scope.organizationId })
    .returning();
  if (!row) throw new Error('The batch was not inserted');
  // Insert in slices: 5,000 negatives across many campaigns stay under PostgreSQL's parameter cap.
  for (let start = 0; start < changes.length; start += 2_000) {
    await executor.insert(negativeKeywordChanges).values(
      changes.slice(start, start + 2_000).map((change, offset) => ({
        ...change,
        batchId: row.id,
        organizationId: scope.organizationId,
        position: start + offset,
      })),
    );
  }
  return row;
}

export async function findNegativeBatch(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  batchId: string,
): Promise<NegativeBatchRow | null> {
  const [row] = await executor
    .select()
    .from(negativeKeywordBatches)
    .where(
      and(
        eq(negativeKeywordBatches.id, batchId),
        eq(negativeKeywordBatches.organizationId, scope.organizationId),
      ),
    );
  return row ?? null;
}

export async function listNegativeBatches(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  adAccountId: string,
): Promise<NegativeBatchRow[]> {
  return executor
    .select()
    .from(negativeKeywordBatches)
    .where(
      and(
        eq(negativeKeywordBatches.organizationId, scope.organizationId),
        eq(negativeKeywordBatches.adAccountId, adAccountId),
      ),
    )
    .orderBy(desc(negativeKeywordBatches.createdAt))
    .limit(BATCHES_LISTED);
}

/** The batch still applying or undoing on the account, if any. */
export async function findActiveNegativeBatch(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  adAccountId: string,
): Promise<NegativeBatchRow | null> {
  const [row] = await executor
    .select()
    .from(negativeKeywordBatches)
    .where(
      and(
        eq(negativeKeywordBatches.organizationId, scope.organizationId),
        eq(negativeKeywordBatches.adAccountId, adAccountId),
        inArray(negativeKeywordBatches.state, ACTIVE_STATES),
      ),
    );
  return row ?? null;
}

/** A batch's changes in the order they are sent (by the lease holder, or a scoped reader). */
export async function listNegativeChanges(
  executor: DatabaseExecutor,
  batchId: string,
): Promise<NegativeChangeRow[]> {
  return executor
    .select()
    .from(negativeKeywordChanges)
    .where(eq(negativeKeywordChanges.batchId, batchId))
    .orderBy(asc(negativeKeywordChanges.position));
}

/** Per batch: keyword changes by state (lists and attachments are not counted). */
export async function countNegativeChanges(
  executor: DatabaseExecutor,
  batchIds: readonly string[],
): Promise<Map<string, Partial<Record<NegativeChangeState, number>>>> {
  const counts = new Map<string, Partial<Record<NegativeChangeState, number>>>();
  if (batchIds.length === 0) return counts;
  const rows = await executor
    .select({
      batchId: negativeKeywordChanges.batchId,
      state: negativeKeywordChanges.state,
      count: sql<number>`count(*)::int`,
    })
    .from(negativeKeywordChanges)
    .where(
      and(
        inArray(negativeKeywordChanges.batchId, [...batchIds]),
        sql`${negativeKeywordChanges.text} is not null`,
      ),
    )
    .groupBy(negativeKeywordChanges.batchId, negativeKeywordChanges.state);
  for (const row of rows) {
    counts.set(row.batchId, { ...counts.get(row.batchId), [row.state]: row.count });
  }
  return counts;
}

export interface ChangeOutcome {
  id: string;
  state: NegativeChangeState;
  resourceName?: string | null;
  code?: string | null;
  message?: string | null;
}

/** Records outcomes, one statement per change (a slice is at most the executor's chunk). */
export async function recordNegativeChanges(
  executor: DatabaseExecutor,
  outcomes: readonly ChangeOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  await executor.transaction(async (transaction) => {
    for (const outcome of outcomes) {
      await transaction
        .update(negativeKeywordChanges)
        .set({
          state: outcome.state,
          ...(outcome.resourceName !== undefined && { resourceName: outcome.resourceName }),
          ...(outcome.code !== undefined && { code: outcome.code }),
          ...(outcome.message !== undefined && { message: outcome.message }),
        })
        .where(eq(negativeKeywordChanges.id, outcome.id));
    }
  });
}

/** Marks changes as sent, before the request goes (one statement for the whole slice). */
export async function markNegativeChangesSending(
  executor: DatabaseExecutor,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .update(negativeKeywordChanges)
    .set({ state: 'sending' })
    .where(inArray(negativeKeywordChanges.id, [...ids]));
}

export async function claimNegativeBatch(
  executor: DatabaseExecutor,
  batchId: string,
  owner: string,
  now: Date,
  staleBefore: Date,
): Promise<NegativeBatchRow | null> {
  const [row] = await executor
    .update(negativeKeywordBatches)
    .set({
      leaseOwner: owner,
      heartbeatAt: now,
      attempts: sql`${negativeKeywordBatches.attempts} + 1`,
    })
    .where(
      and(
        eq(negativeKeywordBatches.id, batchId),
        inArray(negativeKeywordBatches.state, ACTIVE_STATES),
        or(
          isNull(negativeKeywordBatches.leaseOwner),
          lt(negativeKeywordBatches.heartbeatAt, staleBefore),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

const heldBy = (batchId: string, owner: string) =>
  and(
    eq(negativeKeywordBatches.id, batchId),
    eq(negativeKeywordBatches.leaseOwner, owner),
    inArray(negativeKeywordBatches.state, ACTIVE_STATES),
  );

export async function renewNegativeBatch(
  executor: DatabaseExecutor,
  batchId: string,
  owner: string,
  now: Date,
  progress: { done: number; total: number } | undefined,
): Promise<boolean> {
  const rows = await executor
    .update(negativeKeywordBatches)
    .set({ heartbeatAt: now, ...(progress && { progress }) })
    .where(heldBy(batchId, owner))
    .returning({ id: negativeKeywordBatches.id });
  return rows.length > 0;
}

export async function releaseNegativeBatch(
  executor: DatabaseExecutor,
  batchId: string,
  owner: string,
): Promise<void> {
  await executor
    .update(negativeKeywordBatches)
    .set({ leaseOwner: null })
    .where(
      and(eq(negativeKeywordBatches.id, batchId), eq(negativeKeywordBatches.leaseOwner, owner)),
    );
}

export async function saveBatchSharedList(
  executor: DatabaseExecutor,
  batchId: string,
  owner: string,
  sharedList: StoredBatchSharedList,
): Promise<boolean> {
  const rows = await executor
    .update(negativeKeywordBatches)
    .set({ sharedList })
    .where(heldBy(batchId, owner))
    .returning({ id: negativeKeywordBatches.id });
  return rows.length > 0;
}

export async function finishNegativeBatch(
  executor: DatabaseExecutor,
  batchId: string,
  owner: string,
  end: {
    state: NegativeBatchState;
    failureReason: string | null;
    progress: { done: number; total: number };
    now: Date;
  },
): Promise<boolean> {
  const isUndo = end.state === 'undone' || end.state === 'undo_failed';
  const rows = await executor
    .update(negativeKeywordBatches)
    .set({
      state: end.state,
      failureReason: end.failureReason,
      progress: end.progress,
      leaseOwner: null,
      ...(isUndo ? { undoneAt: end.now } : { finishedAt: end.now }),
    })
    .where(heldBy(batchId, owner))
    .returning({ id: negativeKeywordBatches.id });
  return rows.length > 0;
}

/** Starts an undo of a finished batch; null when the batch is not finished (or not the caller's). */
export async function startNegativeBatchUndo(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  batchId: string,
): Promise<NegativeBatchRow | null> {
  const [row] = await executor
    .update(negativeKeywordBatches)
    .set({
      state: 'undoing',
      leaseOwner: null,
      heartbeatAt: null,
      progress: null,
      failureReason: null,
    })
    .where(
      and(
        eq(negativeKeywordBatches.id, batchId),
        eq(negativeKeywordBatches.organizationId, scope.organizationId),
        inArray(negativeKeywordBatches.state, ['completed', 'failed', 'undo_failed']),
      ),
    )
    .returning();
  return row ?? null;
}

/** Batches applying or undoing whose holder went silent (for the orphaned-work sweep). */
export async function listOrphanedNegativeBatchIds(
  executor: DatabaseExecutor,
  staleBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await executor
    .select({ id: negativeKeywordBatches.id })
    .from(negativeKeywordBatches)
    .where(
      and(
        inArray(negativeKeywordBatches.state, ACTIVE_STATES),
        or(
          lt(negativeKeywordBatches.heartbeatAt, staleBefore),
          and(
            isNull(negativeKeywordBatches.heartbeatAt),
            lt(negativeKeywordBatches.createdAt, staleBefore),
          ),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
