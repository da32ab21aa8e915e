import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { adAccounts } from '../../ad-platforms/schema.js';
import { searchTermRuns } from '../schema.js';
import type { NewSearchTermRun } from './search-term-run-repository.js';
import { subscriptionAllowsWork } from '../../identity/index.js';

// Daily validation across organizations (spec §3 nextRunSearchTerm): the scheduler takes the due
// accounts and moves each one's next validation on by a day in the same statement.

export interface DueValidation {
  id: string;
  organizationId: string;
  name: string;
  resourceName: string;
  platform: (typeof adAccounts.$inferSelect)['platform'];
  connectionStatus: (typeof adAccounts.$inferSelect)['connectionStatus'];
  brandId: string | null;
}

export async function takeDueValidations(
  executor: DatabaseExecutor,
  now: Date,
  intervalMs: number,
  limit: number,
): Promise<DueValidation[]> {
  const due = executor
    .select({ id: adAccounts.id })
    .from(adAccounts)
    .where(
      and(
        eq(adAccounts.searchTermsValidationEnabled, true),
        isNotNull(adAccounts.nextSearchTermRunAt),
        lte(adAccounts.nextSearchTermRunAt, now),
        subscriptionAllowsWork(adAccounts.organizationId),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return executor
    .update(adAccounts)
    .set({ nextSearchTermRunAt: new Date(now.getTime() + intervalMs) })
    .where(inArray(adAccounts.id, due))
    .returning({
      id: adAccounts.id,
      organizationId: adAccounts.organizationId,
      name: adAccounts.name,
      resourceName: adAccounts.resourceName,
      platform: adAccounts.platform,
      connectionStatus: adAccounts.connectionStatus,
      brandId: adAccounts.brandId,
    });
}

/**
 * Queues scheduled runs; an account whose run is still pending is left out (the one-pending-run
 * index), and only the new runs' ids come back.
 */
export async function insertScheduledSearchTermRuns(
  executor: DatabaseExecutor,
  runs: readonly (NewSearchTermRun & { organizationId: string })[],
): Promise<string[]> {
  if (runs.length === 0) return [];
  const rows = await executor
    .insert(searchTermRuns)
    .values([...runs])
    .onConflictDoNothing()
    .returning({ id: searchTermRuns.id });
  return rows.map((row) => row.id);
}
