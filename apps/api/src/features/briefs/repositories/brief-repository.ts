import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import type { BriefReadingCorrections } from '@utmost/ads-sdk';
import { brands, type StoredBriefProduct } from '../schema.js';

export type BriefRow = typeof brands.$inferSelect;

export interface BriefContent {
  briefName: string;
  companyName: string;
  website: string;
  shortDescription: string;
  competitors: string[];
  products: StoredBriefProduct[];
  readingCorrections: BriefReadingCorrections;
}

/** Newest first; equal times keep one order by id. */
export async function listBriefs(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
): Promise<BriefRow[]> {
  return executor
    .select()
    .from(brands)
    .where(eq(brands.organizationId, scope.organizationId))
    .orderBy(desc(brands.createdAt), brands.id);
}

/**
 * A delete takes the briefs `update`, an assignment `share`: an assignment racing with a delete
 * waits for it and then finds no brief; both lock the brief before any ad account.
 */
export type BriefLock = 'update' | 'share';

export async function findBriefsByIds(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  ids: readonly string[],
  lock?: BriefLock,
): Promise<BriefRow[]> {
  if (ids.length === 0) return [];
  const query = executor
    .select()
    .from(brands)
    .where(and(eq(brands.organizationId, scope.organizationId), inArray(brands.id, [...ids])));
  return lock === undefined ? query : query.for(lock);
}

export async function findBrief(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  id: string,
  lock?: BriefLock,
): Promise<BriefRow | undefined> {
  const [row] = await findBriefsByIds(executor, scope, [id], lock);
  return row;
}

/** The names of the organization's briefs but `exceptId`'s (the name rule's context). */
export async function listOtherBriefNames(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  exceptId: string | undefined,
): Promise<string[]> {
  const rows = await executor
    .select({ name: brands.briefName })
    .from(brands)
    .where(
      exceptId === undefined
        ? eq(brands.organizationId, scope.organizationId)
        : and(eq(brands.organizationId, scope.organizationId), ne(brands.id, exceptId)),
    );
  return rows.map((row) => row.name);
}

export async function insertBrief(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  content: BriefContent & { workspaceId: string | null; createdByUserId: string | null },
): Promise<BriefRow> {
  const [row] = await executor
    .insert(brands)
    .values({ ...content, organizationId: scope.organizationId })
    .returning();
  if (!row) throw new Error('Inserting a brief returned no row');
  return row;
}

/** Undefined when the organization has no such brief (any more). */
export async function updateBrief(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  id: string,
  content: BriefContent,
  now: Date,
): Promise<BriefRow | undefined> {
  const [row] = await executor
    .update(brands)
    .set({ ...content, updatedAt: now })
    .where(and(eq(brands.organizationId, scope.organizationId), eq(brands.id, id)))
    .returning();
  return row;
}

/** Answers the ids deleted (their rules go with them). */
export async function deleteBriefRows(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .delete(brands)
    .where(and(eq(brands.organizationId, scope.organizationId), inArray(brands.id, [...ids])))
    .returning({ id: brands.id });
  return rows.map((row) => row.id);
}
