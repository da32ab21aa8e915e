import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { platformConnectAttempts } from '../schema.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';

export type PlatformConnectAttemptRow = typeof platformConnectAttempts.$inferSelect;
export type NewPlatformConnectAttempt = Omit<
  typeof platformConnectAttempts.$inferInsert,
  'organizationId' | 'id' | 'usedAt' | 'createdAt'
>;

export async function insertConnectAttempt(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  attempt: NewPlatformConnectAttempt,
): Promise<PlatformConnectAttemptRow> {
  const [row] = await executor
    .insert(platformConnectAttempts)
    .values({ ...attempt, organizationId: scope.organizationId })
    .returning();
  if (!row) throw new Error('Inserting a connect attempt returned no row');
  return row;
}

/**
 * The attempt a callback's `state` belongs to. The state is the authority here (like a link
 * token), so there is no organization scope: the attempt names its organization.
 */
export async function findConnectAttemptByStateHash(
  executor: DatabaseExecutor,
  stateHash: string,
): Promise<PlatformConnectAttemptRow | undefined> {
  const [row] = await executor
    .select()
    .from(platformConnectAttempts)
    .where(eq(platformConnectAttempts.stateHash, stateHash))
    .limit(1);
  return row;
}

/** Uses the attempt up; false when another callback used it first (a replay that raced). */
export async function markConnectAttemptUsed(
  executor: DatabaseExecutor,
  id: string,
  now: Date,
): Promise<boolean> {
  const used = await executor
    .update(platformConnectAttempts)
    .set({ usedAt: now })
    .where(and(eq(platformConnectAttempts.id, id), isNull(platformConnectAttempts.usedAt)))
    .returning({ id: platformConnectAttempts.id });
  return used.length > 0;
}

/** Attempts of the organization (tests and the isolation suite read them). */
export async function countConnectAttempts(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`cast(count(*) as integer)` })
    .from(platformConnectAttempts)
    .where(eq(platformConnectAttempts.organizationId, scope.organizationId));
  return row?.total ?? 0;
}

/** Deletes up to `limit` attempts past their expiry; answers how many went. */
export async function deleteExpiredConnectAttempts(
  executor: DatabaseExecutor,
  now: Date,
  limit: number,
): Promise<number> {
  const expired = executor
    .select({ id: platformConnectAttempts.id })
    .from(platformConnectAttempts)
    .where(lte(platformConnectAttempts.expiresAt, now))
    .limit(limit);
  const deleted = await executor
    .delete(platformConnectAttempts)
    .where(inArray(platformConnectAttempts.id, expired))
    .returning({ id: platformConnectAttempts.id });
  return deleted.length;
}
