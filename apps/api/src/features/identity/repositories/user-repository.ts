import { normalizeEmail } from '@utmost/ads-sdk';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { users } from '../schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

// E-mails are compared and stored lower-cased and trimmed (the SDK's rule, shared with the app).
export { normalizeEmail };

export async function insertUser(executor: DatabaseExecutor, user: NewUserRow): Promise<UserRow> {
  const [inserted] = await executor
    .insert(users)
    .values({ ...user, email: normalizeEmail(user.email) })
    .returning();
  if (!inserted) throw new Error('Inserting a user returned no row');
  return inserted;
}

export async function findUserById(
  executor: DatabaseExecutor,
  id: string,
): Promise<UserRow | undefined> {
  const [user] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findUserByEmail(
  executor: DatabaseExecutor,
  email: string,
): Promise<UserRow | undefined> {
  const [user] = await executor
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return user;
}

export async function updateUser(
  executor: DatabaseExecutor,
  id: string,
  changes: Partial<
    Pick<NewUserRow, 'firstName' | 'lastName' | 'passwordHash' | 'profilePicturePath'>
  >,
): Promise<UserRow> {
  const [updated] = await executor
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!updated) throw new Error(`No user ${id} to update`);
  return updated;
}

/**
 * Records that the owner proved the address at `now`, unless an earlier proof is on record (the
 * first one stays). Answers whether this call set it.
 */
export async function markUserEmailVerified(
  executor: DatabaseExecutor,
  id: string,
  now: Date,
): Promise<boolean> {
  const marked = await executor
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return marked.length > 0;
}
