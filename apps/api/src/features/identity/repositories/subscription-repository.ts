import { count, eq, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { adAccounts } from '../../ad-platforms/schema.js';
import { subscriptions } from '../schema.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;

export async function insertSubscription(
  executor: DatabaseExecutor,
  subscription: NewSubscriptionRow,
): Promise<SubscriptionRow> {
  const [inserted] = await executor.insert(subscriptions).values(subscription).returning();
  if (!inserted) throw new Error('Inserting a subscription returned no row');
  return inserted;
}

export async function findSubscription(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
): Promise<SubscriptionRow | undefined> {
  const [row] = await executor
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, scope.organizationId))
    .limit(1);
  return row;
}

/**
 * Locks the organization's subscription row until the transaction ends. Changes to the number
 * of connected ad accounts take it first, so two of them cannot both slip under the limit.
 */
export async function lockSubscription(
  transaction: DatabaseExecutor,
  scope: OrganizationScope,
): Promise<SubscriptionRow | undefined> {
  const [row] = await transaction
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, scope.organizationId))
    .for('update');
  return row;
}

/** Grants at least `extraAllowedAc` accounts beyond the plan (never lowers a larger grant). */
export async function raiseExtraAllowedAdAccounts(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  extraAllowedAc: number,
): Promise<void> {
  await executor
    .update(subscriptions)
    .set({ extraAllowedAc: sql`greatest(${subscriptions.extraAllowedAc}, ${extraAllowedAc})` })
    .where(eq(subscriptions.organizationId, scope.organizationId));
}

/** Ad accounts the organization has added (the subscription limit counts them). */
export async function countAdAccounts(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(adAccounts)
    .where(eq(adAccounts.organizationId, scope.organizationId));
  return row?.total ?? 0;
}
