import type { ApiKeyRole, MemberRole } from '@utmost/ads-sdk';
import { and, desc, eq, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { apiKeys, memberships, users } from '../schema.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKeyRow = typeof apiKeys.$inferInsert;

/** A key as the list shows it: with the person who made it (null once their account is gone). */
export interface ApiKeyListing extends ApiKeyRow {
  creator: { id: string; email: string; firstName: string; lastName: string } | null;
}

/** A live key with its maker's role in the key's organization now (none once they left). */
export interface LiveApiKey {
  key: ApiKeyRow;
  creatorRole: MemberRole | null;
}

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

async function selectApiKeyListings(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  condition?: SQL,
): Promise<ApiKeyListing[]> {
  const rows = await executor
    .select({
      key: apiKeys,
      // Drizzle answers null for the whole object when the left join finds no user.
      creator: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(
      and(eq(apiKeys.organizationId, scope.organizationId), isNull(apiKeys.revokedAt), condition),
    )
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => ({ ...row.key, creator: row.creator }));
}

/** Live keys of the organization with their makers, newest first. */
export async function listApiKeys(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
): Promise<ApiKeyListing[]> {
  return selectApiKeyListings(executor, scope);
}

/** One live key of the organization with its maker. */
export async function findApiKeyListing(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  keyId: string,
): Promise<ApiKeyListing | undefined> {
  const [listing] = await selectApiKeyListings(executor, scope, eq(apiKeys.id, keyId));
  return listing;
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

/**
 * Revokes the live keys a member made in this organization (they are leaving it); answers how
 * many.
 */
export async function revokeApiKeysOfCreator(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  creatorUserId: string,
  now: Date,
): Promise<number> {
  const revoked = await executor
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(
      and(
        eq(apiKeys.organizationId, scope.organizationId),
        eq(apiKeys.createdByUserId, creatorUserId),
        isNull(apiKeys.revokedAt),
      ),
    )
    .returning({ id: apiKeys.id });
  return revoked.length;
}

/**
 * Lowers to `role` the live keys a member made in this organization whose role is one of
 * `rolesAbove` (they were demoted to `role`); answers how many.
 */
export async function lowerApiKeysOfCreator(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  creatorUserId: string,
  change: { rolesAbove: readonly ApiKeyRole[]; role: ApiKeyRole },
): Promise<number> {
  if (change.rolesAbove.length === 0) return 0;
  const lowered = await executor
    .update(apiKeys)
    .set({ role: change.role })
    .where(
      and(
        eq(apiKeys.organizationId, scope.organizationId),
        eq(apiKeys.createdByUserId, creatorUserId),
        isNull(apiKeys.revokedAt),
        inArray(apiKeys.role, [...change.rolesAbove]),
      ),
    )
    .returning({ id: apiKeys.id });
  return lowered.length;
}

/**
 * The live key with this hash, and its maker's role in the key's organization now: how a
 * script's bearer secret is recognised.
 */
export async function findLiveApiKeyByHash(
  executor: DatabaseExecutor,
  keyHash: string,
): Promise<LiveApiKey | undefined> {
  const [row] = await executor
    .select({ key: apiKeys, creatorRole: memberships.role })
    .from(apiKeys)
    .leftJoin(
      memberships,
      and(
        eq(memberships.organizationId, apiKeys.organizationId),
        eq(memberships.userId, apiKeys.createdByUserId),
        eq(memberships.status, 'active'),
      ),
    )
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
