import { findPeriodEnd, type BillingInterval, type BillingProduct } from '@utmost/ads-sdk';
import type {
  SubscriptionChange,
  SubscriptionRow,
} from '../repositories/subscription-repository.js';
import type { PlanChange } from './billing-provider.js';

/**
 * Spec §3/§4: a paid period starts `payed` / `active` with the plan's ad accounts, whatever the
 * state before (a trial, a blocked or paused subscription): blocking deleted nothing, so paying
 * brings every account, schedule and brief back as it was.
 */
export function startPaidPeriod({ product, interval, now }: PlanChange): SubscriptionChange {
  return {
    type: 'payed',
    status: 'active',
    productId: product.id,
    billingInterval: interval,
    maxAllowedAc: product.maxAllowedAc,
    currentPeriodEnd: findPeriodEnd(now, interval),
  };
}

/** Stripe's subscription statuses (Stripe API `Subscription.status`). */
export type StripeSubscriptionStatus =
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'unpaid'
  | 'paused';

/** What Stripe holds now about one subscription, read from its API (never from an event). */
export interface StripeSubscriptionState {
  status: StripeSubscriptionStatus;
  product: BillingProduct;
  interval: BillingInterval;
  /** The end of the period paid (or of Stripe's trial). */
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
}

/** The statuses after which a Stripe subscription never runs again. */
export const STRIPE_FINISHED_STATUSES: readonly StripeSubscriptionStatus[] = [
  'canceled',
  'incomplete_expired',
];

/**
 * Spec §3/§4 type and status for what Stripe holds. `type` before the change matters only while the
 * first payment is not made (`incomplete`): a running trial stays a trial, anything else is blocked.
 * A paid subscription keeps working while Stripe retries a failed payment (`past_due`, the
 * payment-fail banner) and is blocked once Stripe gives up (`unpaid`) or it is cancelled; blocking
 * deletes nothing, so a recovery brings everything back.
 */
export function mirrorStripeSubscription(
  before: Pick<SubscriptionRow, 'type'>,
  stripe: StripeSubscriptionState,
): SubscriptionChange {
  const plan: SubscriptionChange = {
    provider: 'stripe',
    productId: stripe.product.id,
    billingInterval: stripe.interval,
    maxAllowedAc: stripe.product.maxAllowedAc,
    currentPeriodEnd: stripe.currentPeriodEnd,
  };
  const unpaidType: SubscriptionRow['type'] = before.type === 'trial' ? 'trial' : 'blocked';
  switch (stripe.status) {
    case 'trialing':
      return { ...plan, type: 'payed', status: 'trial', trialEndsAt: stripe.trialEnd };
    case 'active':
      return { ...plan, type: 'payed', status: 'active' };
    case 'past_due':
      return { ...plan, type: 'payed', status: 'past_due' };
    case 'unpaid':
      return { ...plan, type: 'blocked', status: 'past_due' };
    case 'canceled':
      return { ...plan, type: 'blocked', status: 'canceled' };
    case 'incomplete':
      return { ...plan, type: unpaidType, status: 'incomplete' };
    case 'incomplete_expired':
      return { ...plan, type: unpaidType, status: 'incomplete_expired' };
    case 'paused':
      return { ...plan, type: 'paused', status: 'active' };
  }
}
