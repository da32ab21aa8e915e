import type { BillingInterval, BillingProduct } from '@utmost/ads-sdk';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import type { SubscriptionRow } from '../repositories/subscription-repository.js';

export interface PlanChange {
  product: BillingProduct;
  interval: BillingInterval;
  now: Date;
}

/** What a plan change did: started at once (local), or a checkout the browser is sent to. */
export interface PlanChangeOutcome {
  checkoutUrl: string | null;
}

/**
 * Who takes the payments. The local provider (the embedded default) starts a plan at once with a
 * local invoice and no payment; the Stripe provider (`stripe-billing-provider.ts`) starts a
 * checkout instead and drives the same subscription columns from its webhooks
 * (`subscription-transitions.ts`), so the limits, the banner and the blocking read one state
 * whoever drives it.
 */
export interface BillingProvider {
  kind: SubscriptionRow['provider'];
  /** Runs inside the transaction that holds the subscription's row lock. */
  changePlan(
    transaction: DatabaseExecutor,
    scope: OrganizationScope,
    change: PlanChange,
  ): Promise<PlanChangeOutcome>;
}
