import { and, eq, gt, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { sessions } from '../schema.js';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

/**
 * The only code that reads or writes `sessions` (refresh tokens). Revoking marks rows instead of
 * deleting them: a revoked token presented again must still be recognised as reuse.
 */
export async function insertSession(
  executor: DatabaseExecutor,
  session: NewSessionRow,
): Promise<SessionRow> {
  const [inserted] = await executor.insert(sessions).values(session).returning();
  if (!inserted) throw new Error('Inserting a session returned no row');
  return inserted;
}

export async function findSessionByTokenHash(
  executor: DatabaseExecutor,
  tokenHash: string,
): Promise<SessionRow | undefined> {
  const [row] = await executor
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks a live token as replaced. Answers false when another request rotated or revoked it first,
 * so exactly one rotation of a token wins.
 */
export async function markSessionReplaced(
  executor: DatabaseExecutor,
  sessionId: string,
  replacedById: string,
  now: Date,
): Promise<boolean> {
  const updated = await executor
    .update(sessions)
    .set({ revokedAt: now, replacedById })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return updated.length > 0;
}

export async function revokeSessionFamily(
  executor: DatabaseExecutor,
  familyId: string,
  now: Date,
): Promise<void> {
  await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(
  executor: DatabaseExecutor,
  userId: string,
  now: Date,
): Promise<void> {
  await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Whether a family still has a live token: access tokens of a revoked family stop working. */
export async function isSessionFamilyLive(
  executor: DatabaseExecutor,
  userId: string,
  familyId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.familyId, familyId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Deletes at most `limit` tokens that expired at or before `now`. Revoked tokens stay until they
 * expire, so presenting one again is still recognised as reuse.
 */
export async function deleteExpiredSessions(
  executor: DatabaseExecutor,
  now: Date,
  limit: number,
): Promise<number> {
  const stale = executor
    .select({ id: sessions.id })
    .from(sessions)
    .where(lte(sessions.expiresAt, now))
    .limit(limit);
  const deleted = await executor
    .delete(sessions)
    .where(inArray(sessions.id, stale))
    .returning({ id: sessions.id });
  return deleted.length;
}

export async function countSessions(executor: DatabaseExecutor): Promise<number> {
  return executor.$count(sessions);
}

/** Every other session of the user (after a password change on the profile page). */
export async function revokeOtherUserSessions(
  executor: DatabaseExecutor,
  userId: string,
  keptFamilyId: string,
  now: Date,
): Promise<void> {
  await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.familyId, keptFamilyId),
        isNull(sessions.revokedAt),
      ),
    );
}
