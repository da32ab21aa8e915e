import { and, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { userIdentities, users } from '../schema.js';
import { normalizeEmail, type UserRow } from './user-repository.js';

export type UserIdentityRow = typeof userIdentities.$inferSelect;

/** Links a single sign-on identity to a user; the (provider, subject) pair is unique. */
export async function insertUserIdentity(
  executor: DatabaseExecutor,
  identity: { userId: string; provider: string; subject: string; email: string },
): Promise<UserIdentityRow> {
  const [inserted] = await executor
    .insert(userIdentities)
    .values({ ...identity, email: normalizeEmail(identity.email) })
    .returning();
  if (!inserted) throw new Error('Inserting a user identity returned no row');
  return inserted;
}

/** The user an identity of this provider belongs to. */
export async function findUserByIdentity(
  executor: DatabaseExecutor,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await executor
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row?.user;
}

export async function listUserIdentities(
  executor: DatabaseExecutor,
  userId: string,
): Promise<UserIdentityRow[]> {
  return executor.select().from(userIdentities).where(eq(userIdentities.userId, userId));
}

/** Unlinks every sign-in identity of the user; answers how many. */
export async function deleteUserIdentities(
  executor: DatabaseExecutor,
  userId: string,
): Promise<number> {
  const deleted = await executor
    .delete(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .returning({ id: userIdentities.id });
  return deleted.length;
}
