import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { adAccounts } from '../../ad-platforms/schema.js';

// Ad accounts seen from their briefs: who uses a brief, and taking briefs off.

export interface BriefUser {
  id: string;
  resourceName: string;
  name: string;
  platform: (typeof adAccounts.$inferSelect)['platform'];
  brandId: string;
}

/** The accounts a brief is assigned to, by name. */
export async function listBriefUsers(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  brandIds: readonly string[],
): Promise<BriefUser[]> {
  if (brandIds.length === 0) return [];
  const rows = await executor
    .select({
      id: adAccounts.id,
      resourceName: adAccounts.resourceName,
      name: adAccounts.name,
      platform: adAccounts.platform,
      brandId: adAccounts.brandId,
    })
    .from(adAccounts)
    .where(
      and(
        eq(adAccounts.organizationId, scope.organizationId),
        inArray(adAccounts.brandId, [...brandIds]),
      ),
    )
    .orderBy(adAccounts.name, adAccounts.resourceName);
  return rows.flatMap((row) => (row.brandId === null ? [] : [{ ...row, brandId: row.brandId }]));
}

/** Takes the briefs off every account using them (and its validation with them). Answers the resource names changed. */
export async function unassignBriefs(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  brandIds: readonly string[],
  now: Date,
): Promise<string[]> {
  if (brandIds.length === 0) return [];
  const changed = await executor
    .update(adAccounts)
    .set({
      brandId: null,
      searchTermsValidationEnabled: false,
      nextSearchTermRunAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(adAccounts.organizationId, scope.organizationId),
        inArray(adAccounts.brandId, [...brandIds]),
      ),
    )
    .returning({ resourceName: adAccounts.resourceName });
  return changed.map((row) => row.resourceName).sort();
}
