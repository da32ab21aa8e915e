import { and, eq, isNull } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { users } from '../schema.js';
import type { UserRow } from './user-repository.js';

// Single sign-on's write of `users.email_verified_at`: a provider that proves the address may take
// an unverified account from whoever made it (the other proofs use markUserEmailVerified).

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
