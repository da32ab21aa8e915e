import { and, eq, inArray, sql } from 'drizzle-orm';
import { toArrayLiteral, toJsonArrayLiteral } from '../../../core/db/array-parameters.js';
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

/** Changes per statement: bounds one statement's text (the parameters are five, whatever the count). */
const WRITE_CHUNK = 5_000;

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
 * every later one only moves `lastApplied` on. One statement per chunk, its names and fields as
 * typed arrays expanded by `unnest`.
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
    await executor.execute(sql`
      insert into ad_change_history (
        organization_id, ad_account_id, resource_name, original, last_applied, last_run_id,
        updated_at
      )
      select
        ${scope.organizationId}::uuid, ${adAccountId}::uuid, resource_name, original,
        last_applied, ${runId}::uuid, ${now.toISOString()}::timestamptz
      from unnest(
        ${toArrayLiteral(chunk.map((change) => change.resourceName))}::text[],
        ${toJsonArrayLiteral(chunk.map((change) => change.before))}::jsonb[],
        ${toJsonArrayLiteral(chunk.map((change) => change.after))}::jsonb[]
      ) as applied(resource_name, original, last_applied)
      on conflict (ad_account_id, resource_name) do update set
        last_applied = excluded.last_applied,
        last_run_id = excluded.last_run_id,
        updated_at = excluded.updated_at
    `);
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
