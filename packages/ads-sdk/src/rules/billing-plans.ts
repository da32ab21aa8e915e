// The plans on sale and the rules for choosing one (spec §1 monthly or yearly, §9 intervals).
// The API sells from this list in local mode and checks plan changes with these rules; the web app
// shows the same prices, so a plan's limit and price are written once.
import type { components } from '../generated/schema.js';
import {
  BETA_DISCOUNT_PERCENT,
  applyBetaDiscount,
  findAllowedAdAccountCount,
  type StoredSubscription,
} from './subscription-limits.js';

export type BillingProduct = components['schemas']['BillingProduct'];
export type BillingCoupon = components['schemas']['BillingCoupon'];
export type BillingInterval = components['schemas']['BillingInterval'];
export type Invoice = components['schemas']['Invoice'];

export const BILLING_INTERVALS: readonly BillingInterval[] = ['monthly', 'yearly'];
export const BILLING_CURRENCY = 'EUR';

const MICROS = 1_000_000;

/** Smallest first. A yearly price is ten months' worth (two months free). */
export const BILLING_PRODUCTS: readonly BillingProduct[] = [
  plan('starter', 'Starter', 5, 49),
  plan('growth', 'Growth', 20, 149),
  plan('agency', 'Agency', 50, 299),
];

export const BETA_COUPON: BillingCoupon = {
  id: 'beta',
  name: 'Beta price',
  percentOff: BETA_DISCOUNT_PERCENT,
};

function plan(id: string, name: string, maxAllowedAc: number, monthly: number): BillingProduct {
  return {
    id,
    name,
    maxAllowedAc,
    prices: [
      { interval: 'monthly', amountMicros: monthly * MICROS, currency: BILLING_CURRENCY },
      { interval: 'yearly', amountMicros: monthly * 10 * MICROS, currency: BILLING_CURRENCY },
    ],
  };
}

export function findBillingProduct(productId: string): BillingProduct | undefined {
  return BILLING_PRODUCTS.find((product) => product.id === productId);
}

/** What one interval of a plan costs after the beta discount, in micros. */
export function findDiscountedPrice(product: BillingProduct, interval: BillingInterval): number {
  const price = product.prices.find((candidate) => candidate.interval === interval);
  if (!price) throw new Error(`${product.id} has no ${interval} price`);
  return applyBetaDiscount(price.amountMicros);
}

/** The end of a period of `interval` starting at `start` (calendar months, in UTC). */
export function findPeriodEnd(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + (interval === 'yearly' ? 12 : 1));
  return end;
}

export const PLAN_BELOW_CONNECTED_MESSAGE =
  'This plan allows fewer ad accounts than your organization has connected. Remove ad accounts or choose a bigger plan.';
export const UNKNOWN_PLAN_MESSAGE = 'Choose one of the plans on offer.';
/** Checkout or the portal asked of an install without a payment provider (local mode). */
export const PAYMENT_PROVIDER_NOT_CONFIGURED_MESSAGE =
  'Payments are not set up on this installation: plans switch at once, without payment.';
/** A local plan change asked of an install that takes payments through Stripe. */
export const CHECKOUT_REQUIRED_MESSAGE =
  'Plans are paid by card: continue to checkout to choose this plan.';
/** A checkout asked while a Stripe subscription runs (also while its payment fails). */
export const MANAGE_PLAN_IN_PORTAL_MESSAGE =
  'Your organization already has a paid subscription. Change its plan, card or cancel it in the billing portal.';
/** The customer portal asked before the organization's first checkout. */
export const NO_PAYMENT_ACCOUNT_MESSAGE =
  'Your organization has no payment details yet. Choose a plan first.';

/**
 * Why a subscription cannot move to `product` (null: it can). A downgrade may not leave more
 * accounts connected than the new plan and the extra accounts bought allow.
 */
export function findPlanChangeObstacle(
  subscription: StoredSubscription,
  product: BillingProduct,
): string | null {
  const allowed = findAllowedAdAccountCount({
    ...subscription,
    max_allowed_ac: product.maxAllowedAc,
  });
  return subscription.alreadyConnectedAdAccountsCount > allowed
    ? PLAN_BELOW_CONNECTED_MESSAGE
    : null;
}

/**
 * Statuses of a Stripe subscription that leave room for a new checkout: it was cancelled, or its
 * first payment never went through. Any other (paid, in Stripe's trial, its payment failing) is
 * running: its plan, card and cancelling are changed in the customer portal.
 */
export const CHECKOUT_REOPENING_STATUSES: readonly StoredSubscription['status'][] = [
  'canceled',
  'incomplete',
  'incomplete_expired',
];

/**
 * Why the organization cannot start a Stripe checkout (null: it can): a Stripe subscription still
 * runs, so one organization never pays two subscriptions.
 */
export function findCheckoutObstacle(
  subscription: Pick<StoredSubscription, 'provider' | 'status'>,
): string | null {
  return subscription.provider === 'stripe' &&
    !CHECKOUT_REOPENING_STATUSES.includes(subscription.status)
    ? MANAGE_PLAN_IN_PORTAL_MESSAGE
    : null;
}

/** Micros in one minor unit (cent) of the billing currency: Stripe amounts are in cents. */
const MICROS_PER_MINOR_UNIT = MICROS / 100;

/** A payment provider's amount in the currency's minor unit (4900 = €49.00), in micros. */
export function minorUnitsToMicros(amountMinorUnits: number): number {
  return amountMinorUnits * MICROS_PER_MINOR_UNIT;
}

/** "€36.75" for 36_750_000 micros. */
export function formatPrice(amountMicros: number, currency: string = BILLING_CURRENCY): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
    amountMicros / MICROS,
  );
}
