import { eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/database-types.js';
import { subscriptions } from '../db/schema.js';
import type { OrganizationScope } from './organization-scope.js';

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
