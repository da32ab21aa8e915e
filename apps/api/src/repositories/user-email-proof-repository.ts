import { and, eq, isNull } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/database-types.js';
import { users } from '../db/schema.js';
import type { UserRow } from './user-repository.js';

// Writes of `users.email_verified_at` made by single sign-on: a provider that proves the address
// marks the account verified, and may take an unverified account from whoever made it.

/**
 * Records that the owner of the user's address proved it. Answers the updated user, or undefined
 * when it was verified already (an earlier proof keeps its time).
 */
export async function markUserEmailVerified(
  executor: DatabaseExecutor,
  userId: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [updated] = await executor
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning();
  return updated;
}

/**
 * The owner of the address takes over an account nobody proved the address of: its password
 * ends and the address counts as proven from now. Answers undefined when the account was
 * verified meanwhile (then it is linked as any verified account).
 */
export async function claimUnverifiedUser(
  executor: DatabaseExecutor,
  userId: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [claimed] = await executor
    .update(users)
    .set({ passwordHash: null, emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning();
  return claimed;
}
