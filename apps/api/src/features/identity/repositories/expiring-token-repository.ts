import { and, eq, gt, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { expiringTokens } from '../schema.js';

export type ExpiringToken = typeof expiringTokens.$inferSelect;
export type NewExpiringToken = typeof expiringTokens.$inferInsert;

/**
 * The only code that reads or writes `expiring_tokens`. Every function takes the executor to run
 * on, so a caller can pass a transaction and have the change commit with its other writes.
 */
export async function insertExpiringToken(
  executor: DatabaseExecutor,
  token: NewExpiringToken,
): Promise<ExpiringToken> {
  const [inserted] = await executor.insert(expiringTokens).values(token).returning();
  if (!inserted) throw new Error('Inserting an expiring token returned no row');
  return inserted;
}

export async function deleteTokenById(executor: DatabaseExecutor, id: string): Promise<boolean> {
  const deleted = await executor
    .delete(expiringTokens)
    .where(eq(expiringTokens.id, id))
    .returning({ id: expiringTokens.id });
  return deleted.length > 0;
}

/**
 * Deletes at most `limit` tokens that expired at or before `now` and answers how many went.
 * The cap keeps one statement short on a large backlog; callers loop while a batch comes back full.
 * Tokens of `kept.purposes` stay until `kept.until` instead, so an old link can still be resent.
 */
export async function deleteExpiredTokens(
  executor: DatabaseExecutor,
  now: Date,
  limit: number,
  kept: { purposes: readonly string[]; until: Date } = { purposes: [], until: now },
): Promise<number> {
  const isPastGrace =
    kept.purposes.length === 0
      ? undefined
      : or(
          notInArray(expiringTokens.purpose, [...kept.purposes]),
          lte(expiringTokens.expiresAt, kept.until),
        );
  const expired = executor
    .select({ id: expiringTokens.id })
    .from(expiringTokens)
    .where(and(lte(expiringTokens.expiresAt, now), isPastGrace))
    .limit(limit);
  const deleted = await executor
    .delete(expiringTokens)
    .where(inArray(expiringTokens.id, expired))
    .returning({ id: expiringTokens.id });
  return deleted.length;
}

export async function countExpiringTokens(executor: DatabaseExecutor): Promise<number> {
  return executor.$count(expiringTokens);
}

/** The token with this hash and purpose when it is neither used nor expired at `now`. */
export async function findUsableToken(
  executor: DatabaseExecutor,
  purpose: string,
  tokenHash: string,
  now: Date,
): Promise<ExpiringToken | undefined> {
  const [token] = await executor
    .select()
    .from(expiringTokens)
    .where(
      and(
        eq(expiringTokens.purpose, purpose),
        eq(expiringTokens.tokenHash, tokenHash),
        gt(expiringTokens.expiresAt, now),
        isNull(expiringTokens.usedAt),
      ),
    )
    .limit(1);
  return token;
}

/**
 * The token with this hash and one of `purposes`, used or expired as well: "Resend link" needs to
 * know whom an old link was for. Expired rows stay until the prune job's grace period ends.
 */
export async function findTokenOfAnyState(
  executor: DatabaseExecutor,
  purposes: readonly string[],
  tokenHash: string,
): Promise<ExpiringToken | undefined> {
  const [token] = await executor
    .select()
    .from(expiringTokens)
    .where(
      and(inArray(expiringTokens.purpose, [...purposes]), eq(expiringTokens.tokenHash, tokenHash)),
    )
    .limit(1);
  return token;
}

/** Uses a token up; answers false when another request used it first (single use holds). */
export async function markTokenUsed(
  executor: DatabaseExecutor,
  id: string,
  now: Date,
): Promise<boolean> {
  const used = await executor
    .update(expiringTokens)
    .set({ usedAt: now })
    .where(and(eq(expiringTokens.id, id), isNull(expiringTokens.usedAt)))
    .returning({ id: expiringTokens.id });
  return used.length > 0;
}

/** Uses up every open token of one purpose and subject (older reset links after a recovery). */
export async function markSubjectTokensUsed(
  executor: DatabaseExecutor,
  purpose: string,
  subject: string,
  now: Date,
): Promise<void> {
  await executor
    .update(expiringTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(expiringTokens.purpose, purpose),
        eq(expiringTokens.subject, subject),
        isNull(expiringTokens.usedAt),
      ),
    );
}
