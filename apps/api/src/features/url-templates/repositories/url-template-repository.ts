import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { urlTemplates, type StoredTemplateEntry } from '../schema.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import type { AdPlatformName } from '../../ad-platforms/index.js';

export type UrlTemplateRow = typeof urlTemplates.$inferSelect;

export interface UrlTemplateContent {
  name: string;
  entries: StoredTemplateEntry[];
}

/** Newest first; equal times keep one order by id. */
export async function listUrlTemplates(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platform: AdPlatformName,
): Promise<UrlTemplateRow[]> {
  return executor
    .select()
    .from(urlTemplates)
    .where(
      and(
        eq(urlTemplates.organizationId, scope.organizationId),
        eq(urlTemplates.platform, platform),
      ),
    )
    .orderBy(desc(urlTemplates.createdAt), urlTemplates.id);
}

/**
 * Row locks held until the transaction ends. A delete takes `update`, an assignment `share`: so
 * an assignment racing with a delete waits for it (and then finds no template), and both take
 * the template before any ad account, so they never deadlock.
 */
export type TemplateLock = 'update' | 'share';

/** The templates with these ids on the platform, locked when `lock` says so. */
export async function findUrlTemplatesByIds(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platform: AdPlatformName,
  ids: readonly string[],
  lock?: TemplateLock,
): Promise<UrlTemplateRow[]> {
  if (ids.length === 0) return [];
  const query = executor
    .select()
    .from(urlTemplates)
    .where(
      and(
        eq(urlTemplates.organizationId, scope.organizationId),
        eq(urlTemplates.platform, platform),
        inArray(urlTemplates.id, [...ids]),
      ),
    );
  return lock === undefined ? query : query.for(lock);
}

export async function findUrlTemplate(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platform: AdPlatformName,
  id: string,
  lock?: TemplateLock,
): Promise<UrlTemplateRow | undefined> {
  const [row] = await findUrlTemplatesByIds(executor, scope, platform, [id], lock);
  return row;
}

/** The names of the organization's templates on the platform, but for `exceptId`'s. */
export async function listOtherTemplateNames(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platform: AdPlatformName,
  exceptId: string | undefined,
): Promise<string[]> {
  const rows = await executor
    .select({ name: urlTemplates.name })
    .from(urlTemplates)
    .where(
      and(
        eq(urlTemplates.organizationId, scope.organizationId),
        eq(urlTemplates.platform, platform),
        ...(exceptId === undefined ? [] : [ne(urlTemplates.id, exceptId)]),
      ),
    );
  return rows.map((row) => row.name);
}

export async function insertUrlTemplate(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  template: UrlTemplateContent & {
    platform: AdPlatformName;
    workspaceId: string | null;
    createdByUserId: string | null;
  },
): Promise<UrlTemplateRow> {
  const [row] = await executor
    .insert(urlTemplates)
    .values({ ...template, organizationId: scope.organizationId })
    .returning();
  if (!row) throw new Error('Inserting a tracking template returned no row');
  return row;
}

/** Replaces name and parameters; undefined when the organization has no such template. */
export async function updateUrlTemplate(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platform: AdPlatformName,
  id: string,
  content: UrlTemplateContent,
  now: Date,
): Promise<UrlTemplateRow | undefined> {
  const [row] = await executor
    .update(urlTemplates)
    .set({ ...content, updatedAt: now })
    .where(
      and(
        eq(urlTemplates.id, id),
        eq(urlTemplates.organizationId, scope.organizationId),
        eq(urlTemplates.platform, platform),
      ),
    )
    .returning();
  return row;
}

export async function deleteUrlTemplates(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  platform: AdPlatformName,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const deleted = await executor
    .delete(urlTemplates)
    .where(
      and(
        eq(urlTemplates.organizationId, scope.organizationId),
        eq(urlTemplates.platform, platform),
        inArray(urlTemplates.id, [...ids]),
      ),
    )
    .returning({ id: urlTemplates.id });
  return deleted.map((row) => row.id);
}
