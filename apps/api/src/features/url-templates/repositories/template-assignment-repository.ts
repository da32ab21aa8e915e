import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { adAccounts } from '../../ad-platforms/schema.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';

// Ad accounts seen from their tracking templates: who uses a template, and taking templates off.

/** An ad account that uses one of some templates, for the in-use warning of a delete. */
export interface TemplateUser {
  resourceName: string;
  name: string;
  urlTemplateId: string;
}

/** The accounts using any of the templates, by name. */
export async function listTemplateUsers(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  templateIds: readonly string[],
): Promise<TemplateUser[]> {
  if (templateIds.length === 0) return [];
  const rows = await executor
    .select({
      resourceName: adAccounts.resourceName,
      name: adAccounts.name,
      urlTemplateId: adAccounts.urlTemplateId,
    })
    .from(adAccounts)
    .where(
      and(
        eq(adAccounts.organizationId, scope.organizationId),
        inArray(adAccounts.urlTemplateId, [...templateIds]),
      ),
    )
    .orderBy(adAccounts.name, adAccounts.resourceName);
  return rows.flatMap((row) =>
    row.urlTemplateId === null ? [] : [{ ...row, urlTemplateId: row.urlTemplateId }],
  );
}

/**
 * Takes the templates off every account using them and switches those accounts off: without a
 * template they cannot tag (spec §4). Answers the resource names of the accounts changed.
 */
export async function unassignUrlTemplates(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  templateIds: readonly string[],
  now: Date,
): Promise<string[]> {
  if (templateIds.length === 0) return [];
  const changed = await executor
    .update(adAccounts)
    .set({ urlTemplateId: null, enabled: false, updatedAt: now })
    .where(
      and(
        eq(adAccounts.organizationId, scope.organizationId),
        inArray(adAccounts.urlTemplateId, [...templateIds]),
      ),
    )
    .returning({ resourceName: adAccounts.resourceName });
  return changed.map((row) => row.resourceName).sort();
}
