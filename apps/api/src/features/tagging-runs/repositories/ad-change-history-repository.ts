import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { adChangeHistory, type StoredUrlFields } from '../schema.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';

export interface StoredChangeHistory {
  original: StoredUrlFields;
  lastApplied: StoredUrlFields;
}

export interface AppliedChange {
  resourceName: string;
  before: StoredUrlFields;
  after: StoredUrlFields;
}

const WRITE_CHUNK = 1_000;

/** The change history of these ads of one account, by resource name. */
export async function findChangeHistories(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  adAccountId: string,
  resourceNames: readonly string[],
): Promise<Map<string, StoredChangeHistory>> {
  if (resourceNames.length === 0) return new Map();
  const rows = await executor
    .select({
      resourceName: adChangeHistory.resourceName,
      original: adChangeHistory.original,
      lastApplied: adChangeHistory.lastApplied,
    })
    .from(adChangeHistory)
    .where(
      and(
        eq(adChangeHistory.organizationId, scope.organizationId),
        eq(adChangeHistory.adAccountId, adAccountId),
        inArray(adChangeHistory.resourceName, [...resourceNames]),
      ),
    );
  return new Map(rows.map(({ resourceName, ...history }) => [resourceName, history]));
}

/**
 * Records applied changes: the first one keeps the ad's fields from before Utmost touched it,
 * every later one only moves `lastApplied` on.
 */
export async function recordAppliedChanges(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  adAccountId: string,
  runId: string,
  changes: readonly AppliedChange[],
  now: Date,
): Promise<void> {
  for (let start = 0; start < changes.length; start += WRITE_CHUNK) {
    const chunk = changes.slice(start, start + WRITE_CHUNK);
    await executor
      .insert(adChangeHistory)
      .values(
        chunk.map((change) => ({
          organizationId: scope.organizationId,
          adAccountId,
          resourceName: change.resourceName,
          original: change.before,
          lastApplied: change.after,
          lastRunId: runId,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [adChangeHistory.adAccountId, adChangeHistory.resourceName],
        set: {
          lastApplied: sql`excluded.last_applied`,
          lastRunId: sql`excluded.last_run_id`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}

/** After a drop restored them, these ads have no Utmost change left to undo. */
export async function deleteChangeHistories(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  adAccountId: string,
  resourceNames: readonly string[],
): Promise<void> {
  if (resourceNames.length === 0) return;
  await executor
    .delete(adChangeHistory)
    .where(
      and(
        eq(adChangeHistory.organizationId, scope.organizationId),
        eq(adChangeHistory.adAccountId, adAccountId),
        inArray(adChangeHistory.resourceName, [...resourceNames]),
      ),
    );
}
