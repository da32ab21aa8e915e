import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { apiKeys } from '../schema.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKeyRow = typeof apiKeys.$inferInsert;

export async function insertApiKey(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  key: Omit<NewApiKeyRow, 'organizationId'>,
): Promise<ApiKeyRow> {
  const [inserted] = await executor
    .insert(apiKeys)
    .values({ ...key, organizationId: scope.organizationId })
    .returning();
  if (!inserted) throw new Error('Inserting an API key returned no row');
  return inserted;
}

/** Live keys of the organization, newest first. */
export async function listApiKeys(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
): Promise<ApiKeyRow[]> {
  return executor
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.organizationId, scope.organizationId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Answers false when the organization has no such live key. */
export async function revokeApiKey(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  keyId: string,
  now: Date,
): Promise<boolean> {
  const revoked = await executor
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(
      and(
        eq(apiKeys.id, keyId),
        eq(apiKeys.organizationId, scope.organizationId),
        isNull(apiKeys.revokedAt),
      ),
    )
    .returning({ id: apiKeys.id });
  return revoked.length > 0;
}

/**
 * Revokes every live key this user created, in any organization (when single sign-on takes an
 * unverified account from whoever made it); answers how many.
 */
export async function revokeApiKeysCreatedBy(
  executor: DatabaseExecutor,
  userId: string,
  now: Date,
): Promise<number> {
  const revoked = await executor
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.createdByUserId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length;
}

/** The live key with this hash: how a script's bearer secret is recognised. */
export async function findLiveApiKeyByHash(
  executor: DatabaseExecutor,
  keyHash: string,
): Promise<ApiKeyRow | undefined> {
  const [row] = await executor
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}

/** Records use at most once per `resolution`, so a busy script does not write on every call. */
export async function touchApiKey(
  executor: DatabaseExecutor,
  keyId: string,
  now: Date,
  resolutionMs: number,
): Promise<void> {
  await executor
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, new Date(now.getTime() - resolutionMs)),
        ),
      ),
    );
}
