import { SUBSCRIPTION_BLOCKING_TYPES } from '@utmost/ads-sdk';
import { and, count, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { adAccounts } from '../../ad-platforms/schema.js';
import { stripeWebhookEvents, subscriptions } from '../schema.js';
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

/** The subscription fields a plan change or a provider's event sets. */
export type SubscriptionChange = Partial<
  Pick<
    NewSubscriptionRow,
    | 'type'
    | 'status'
    | 'productId'
    | 'billingInterval'
    | 'maxAllowedAc'
    | 'currentPeriodEnd'
    | 'provider'
    | 'trialEndsAt'
    | 'stripeCustomerId'
    | 'stripeSubscriptionId'
  >
>;

export async function updateSubscription(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  change: SubscriptionChange,
): Promise<void> {
  await executor
    .update(subscriptions)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(subscriptions.organizationId, scope.organizationId));
}

/**
 * Spec §9: a trial lasts 7 days, then the subscription is blocked (nothing is deleted). Takes the
 * trials that ended by `now`, across organizations, and answers with their organizations.
 */
export async function blockEndedTrials(executor: DatabaseExecutor, now: Date): Promise<string[]> {
  const rows = await executor
    .update(subscriptions)
    .set({ type: 'blocked', updatedAt: now })
    .where(
      and(
        eq(subscriptions.type, 'trial'),
        isNotNull(subscriptions.trialEndsAt),
        lte(subscriptions.trialEndsAt, now),
      ),
    )
    .returning({ organizationId: subscriptions.organizationId });
  return rows.map((row) => row.organizationId);
}

/**
 * A condition for queries across organizations: the organization's subscription does not block
 * (spec §4). Scheduled tagging and validations skip blocked organizations without advancing their
 * schedule, so the accounts are due again the moment a plan is paid.
 */
export function subscriptionAllowsWork(organizationId: AnyPgColumn): SQL {
  const blocking = inArray(subscriptions.type, [...SUBSCRIPTION_BLOCKING_TYPES]);
  return sql`not exists (select 1 from ${subscriptions} where ${subscriptions.organizationId} = ${organizationId} and ${blocking})`;
}

/**
 * The organization whose Stripe customer this is, its subscription row locked until the
 * transaction ends. Webhooks come from Stripe, not from a member: the customer id Stripe signed is
 * the only way to an organization, and an unknown one reaches none.
 */
export async function lockSubscriptionOfStripeCustomer(
  transaction: DatabaseExecutor,
  stripeCustomerId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await transaction
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeCustomerId, stripeCustomerId))
    .for('update');
  return row;
}

/** Whether this Stripe event was already applied (or ignored) once. */
export async function isStripeEventRecorded(
  executor: DatabaseExecutor,
  eventId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ eventId: stripeWebhookEvents.eventId })
    .from(stripeWebhookEvents)
    .where(eq(stripeWebhookEvents.eventId, eventId))
    .limit(1);
  return row !== undefined;
}

/** Records an event as handled; false when another delivery of it got there first. */
export async function recordStripeEvent(
  executor: DatabaseExecutor,
  event: { eventId: string; type: string; organizationId: string | null; receivedAt: Date },
): Promise<boolean> {
  const rows = await executor
    .insert(stripeWebhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: stripeWebhookEvents.eventId });
  return rows.length > 0;
}

/**
 * Moves one organization's trial end to `now` (the embedded dev route `endTrial`); the block
 * itself is `blockEndedTrials`, as on the seventh day. Answers false when it is not on a trial.
 */
export async function endTrialOfOrganization(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(subscriptions)
    .set({ trialEndsAt: now, updatedAt: now })
    .where(
      and(eq(subscriptions.organizationId, scope.organizationId), eq(subscriptions.type, 'trial')),
    )
    .returning({ organizationId: subscriptions.organizationId });
  return rows.length > 0;
}
