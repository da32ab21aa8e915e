import { BILLING_PRODUCTS, type BillingInterval, type BillingProduct } from '@utmost/ads-sdk';
import Stripe from 'stripe';
import type { StripeSettings } from '../../../core/config/billing-config.js';
import { findOrganization } from '../repositories/organization-repository.js';
import { findSubscription, updateSubscription } from '../repositories/subscription-repository.js';
import type { BillingProvider } from './billing-provider.js';
import { callStripe, hideStripeRefusal } from './stripe-outage.js';
import type {
  StripeSubscriptionState,
  StripeSubscriptionStatus,
} from './subscription-transitions.js';

/** Stripe refuses a signature older than this (its default), against replayed captures. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Where Stripe sends the browser back to: the Subscription tab of the organization pages. */
const SUBSCRIPTION_TAB_PATH = '/organization/subscription';

export interface StripeBillingProvider extends BillingProvider {
  kind: 'stripe';
  /** Throws `Stripe.errors.StripeSignatureVerificationError` when the header does not sign it. */
  verifyEvent(rawBody: string, signature: string): Stripe.Event;
  /** A short-lived Billing Portal session of the customer, returning to the Subscription tab. */
  createPortalUrl(customerId: string): Promise<string>;
  /** Stripe's objects as they are now (null when Stripe no longer has them). */
  readSubscription(id: string): Promise<Stripe.Subscription | null>;
  readInvoice(id: string): Promise<Stripe.Invoice | null>;
  readCheckoutSession(id: string): Promise<Stripe.Checkout.Session | null>;
  /** The plan and interval of a Stripe subscription's price (null: not one of ours). */
  describeSubscription(subscription: Stripe.Subscription): StripeSubscriptionState | null;
}

/**
 * Stripe as the billing provider: changing plan opens a Checkout Session (the subscription moves
 * only when Stripe's webhooks say it was paid), the customer portal handles the card, invoices
 * and cancelling, and every read the webhooks make goes to Stripe's API, so the state follows
 * what Stripe holds and not the order events arrive in.
 */
export function createStripeBillingProvider(
  settings: StripeSettings,
  options: { publicUrl: string },
): StripeBillingProvider {
  const base = new URL(settings.apiBaseUrl);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port === '' ? (protocol === 'http' ? 80 : 443) : Number(base.port),
    protocol,
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
  const returnUrl = `${options.publicUrl}${SUBSCRIPTION_TAB_PATH}`;
  const planByPrice = new Map<string, { product: BillingProduct; interval: BillingInterval }>();
  for (const product of BILLING_PRODUCTS) {
    const prices = settings.priceIds[product.id];
    if (!prices) continue;
    planByPrice.set(prices.monthly, { product, interval: 'monthly' });
    planByPrice.set(prices.yearly, { product, interval: 'yearly' });
  }

  return {
    kind: 'stripe',

    async changePlan(transaction, scope, change) {
      const prices = settings.priceIds[change.product.id];
      if (!prices) throw new Error(`No Stripe price for the plan ${change.product.id}`);
      const subscription = await findSubscription(transaction, scope);
      let customerId = subscription?.stripeCustomerId ?? null;
      if (!customerId) {
        const organization = await findOrganization(transaction, scope);
        // The caller holds the subscription's row lock, so one organization gets one customer; the
        // idempotency key makes a retry after a lost answer reuse the customer Stripe made.
        const customer = await callStripe(() =>
          stripe.customers.create(
            {
              name: organization.legalName ?? organization.name,
              ...(organization.billingEmail && { email: organization.billingEmail }),
              metadata: { organization_id: scope.organizationId },
            },
            { idempotencyKey: `utmost-customer-${scope.organizationId}` },
          ),
        );
        customerId = customer.id;
        await updateSubscription(transaction, scope, { stripeCustomerId: customerId });
      }
      const session = await callStripe(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: scope.organizationId,
          line_items: [{ price: prices[change.interval], quantity: 1 }],
          discounts: [{ coupon: settings.betaCouponId }],
          subscription_data: { metadata: { organization_id: scope.organizationId } },
          success_url: `${returnUrl}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${returnUrl}?checkout=canceled`,
        }),
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { checkoutUrl: session.url };
    },

    verifyEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(
        rawBody,
        signature,
        settings.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
      );
    },

    async createPortalUrl(customerId) {
      const session = await callStripe(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },

    readSubscription: (id) => orNullWhenMissing(stripe.subscriptions.retrieve(id)),
    readInvoice: (id) => orNullWhenMissing(stripe.invoices.retrieve(id)),
    readCheckoutSession: (id) => orNullWhenMissing(stripe.checkout.sessions.retrieve(id)),

    describeSubscription(subscription) {
      const item = subscription.items.data[0];
      const plan = item && planByPrice.get(item.price.id);
      if (!item || !plan) return null;
      return {
        status: subscription.status as StripeSubscriptionStatus,
        product: plan.product,
        interval: plan.interval,
        currentPeriodEnd: fromUnixSeconds(item.current_period_end),
        trialEnd: fromUnixSeconds(subscription.trial_end),
      };
    },
  };
}

function fromUnixSeconds(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

/** Stripe's 404 (a deleted draft invoice, an object of another account): nothing to mirror. */
async function orNullWhenMissing<Value>(
  request: Promise<Stripe.Response<Value>>,
): Promise<Value | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
    throw hideStripeRefusal(error);
  }
}

/** The id of an object Stripe may send expanded or as its id. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}
