import {
  CHECKOUT_REOPENING_STATUSES,
  CHECKOUT_REQUIRED_MESSAGE,
  MANAGE_PLAN_IN_PORTAL_MESSAGE,
  NO_PAYMENT_ACCOUNT_MESSAGE,
  PAYMENT_PROVIDER_NOT_CONFIGURED_MESSAGE,
  UNKNOWN_PLAN_MESSAGE,
  findBillingProduct,
  findPlanChangeObstacle,
  type BillingInterval,
  type BillingProduct,
} from '@utmost/ads-sdk';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { Caller } from '../auth/caller.js';
import { AppError } from '../../../core/errors/app-error.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import type { BillingProvider } from '../billing/billing-provider.js';
import { localBillingProvider } from '../billing/local-billing-provider.js';
import { isPaymentProviderUnavailable } from '../billing/stripe-outage.js';
import type { StripeBillingProvider } from '../billing/stripe-billing-provider.js';
import { listInvoices, type InvoiceRow } from '../repositories/invoice-repository.js';
import {
  findSubscription,
  lockSubscription,
  type SubscriptionRow,
} from '../repositories/subscription-repository.js';
import { authorizeOrganization } from './organization-access.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import {
  describeSubscription,
  findSubscriptionState,
  type SubscriptionState,
} from './subscription-service.js';

export interface PlanChoice {
  productId: string;
  interval: BillingInterval;
}

/**
 * Owner and admin (`subscription:edit`) move the organization to a plan. The subscription's row
 * is locked first, so a connect running at the same time cannot slip past a downgrade's check;
 * a refused change leaves everything as it was.
 */
export async function changeSubscriptionPlan(
  deps: ServiceDependencies,
  caller: Caller,
  organizationId: string,
  choice: PlanChoice,
  provider: BillingProvider = localBillingProvider,
): Promise<SubscriptionState> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'subscription:edit');
  const product = findPlan(choice);
  if (provider.kind !== 'local') throw new AppError('CONFLICT', CHECKOUT_REQUIRED_MESSAGE);
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    await lockPlanChange(transaction, scope, product);
    await provider.changePlan(transaction, scope, { product, interval: choice.interval, now });
    return findSubscriptionState(transaction, scope);
  });
}

/**
 * Owner and admin (`subscription:edit`) start paying for a plan: the payment provider's checkout,
 * whose URL the browser is sent to. Nothing changes here; the provider's webhooks move the
 * subscription once paid. A running Stripe subscription (paid, or its payment failing) is changed
 * in the customer portal instead, so one organization never pays two subscriptions.
 */
export async function startCheckout(
  deps: ServiceDependencies,
  caller: Caller,
  organizationId: string,
  choice: PlanChoice,
  provider: StripeBillingProvider | null,
): Promise<string> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'subscription:edit');
  const product = findPlan(choice);
  if (!provider) throw new AppError('CONFLICT', PAYMENT_PROVIDER_NOT_CONFIGURED_MESSAGE);
  const now = deps.now();
  const started = await deps.db.transaction(async (transaction) => {
    const subscription = await lockPlanChange(transaction, scope, product);
    if (subscription.stripeSubscriptionId !== null && isStripeSubscriptionRunning(subscription)) {
      throw new AppError('CONFLICT', MANAGE_PLAN_IN_PORTAL_MESSAGE);
    }
    try {
      const outcome = await provider.changePlan(transaction, scope, {
        product,
        interval: choice.interval,
        now,
      });
      if (!outcome.checkoutUrl) throw new Error('The Stripe provider answered no checkout');
      return { checkoutUrl: outcome.checkoutUrl };
    } catch (error) {
      // Stripe went down after making the customer: commit its id, so the next try reuses it
      // instead of leaning on an idempotency key that expires after a day (a second customer).
      if (isPaymentProviderUnavailable(error)) return { outage: error };
      throw error;
    }
  });
  if ('outage' in started) throw started.outage;
  return started.checkoutUrl;
}

/** Owner and admin (`billing:view`): the customer portal of the organization's Stripe customer. */
export async function openBillingPortal(
  deps: ServiceDependencies,
  caller: Caller,
  organizationId: string,
  provider: StripeBillingProvider | null,
): Promise<string> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'billing:view');
  if (!provider) throw new AppError('CONFLICT', PAYMENT_PROVIDER_NOT_CONFIGURED_MESSAGE);
  const subscription = await findSubscription(deps.db, scope);
  if (!subscription?.stripeCustomerId) {
    throw new AppError('CONFLICT', NO_PAYMENT_ACCOUNT_MESSAGE);
  }
  return provider.createPortalUrl(subscription.stripeCustomerId);
}

function findPlan(choice: PlanChoice) {
  const product = findBillingProduct(choice.productId);
  if (!product) {
    throw new AppError('BAD_REQUEST', UNKNOWN_PLAN_MESSAGE, {
      fieldErrors: { productId: UNKNOWN_PLAN_MESSAGE },
    });
  }
  return product;
}

/**
 * Locks the subscription's row, so a connect running at the same time cannot slip past a
 * downgrade's check, and refuses a plan below the accounts already connected.
 */
async function lockPlanChange(
  transaction: DatabaseExecutor,
  scope: OrganizationScope,
  product: BillingProduct,
): Promise<SubscriptionRow> {
  const subscription = await lockSubscription(transaction, scope);
  if (!subscription) throw new AppError('NOT_FOUND', 'The organization has no subscription.');
  const before = await findSubscriptionState(transaction, scope);
  const obstacle = findPlanChangeObstacle(describeSubscription(before), product);
  if (obstacle) throw new AppError('CONFLICT', obstacle);
  return subscription;
}

/**
 * A mirrored Stripe subscription still running: paid, in Stripe's trial, or its payment failing.
 * A cancelled one, or one whose first payment never went through, leaves room for a new checkout
 * (`CHECKOUT_REOPENING_STATUSES`, which the web app reads too through `findCheckoutObstacle`).
 */
function isStripeSubscriptionRunning(subscription: SubscriptionRow): boolean {
  return !CHECKOUT_REOPENING_STATUSES.includes(subscription.status);
}

/** Owner and admin (`billing:view`); others get the spec §6 payment-details message. */
export async function listOrganizationInvoices(
  deps: ServiceDependencies,
  caller: Caller,
  organizationId: string,
): Promise<InvoiceRow[]> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'billing:view');
  return listInvoices(deps.db, scope);
}

/**
 * Embedded demo: the demo organization is put on a local plan once, while still on its first
 * trial (a plan its owner chose later is never overridden), so it shows a paid plan's limit.
 */
export async function placeDemoOnLocalPlan(
  deps: Pick<ServiceDependencies, 'db' | 'now'>,
  scope: OrganizationScope,
  choice: PlanChoice,
): Promise<boolean> {
  const product = findBillingProduct(choice.productId);
  if (!product) throw new Error(`No plan ${choice.productId}`);
  return deps.db.transaction(async (transaction) => {
    const subscription = await lockSubscription(transaction, scope);
    if (subscription?.type !== 'trial') return false;
    await localBillingProvider.changePlan(transaction, scope, {
      product,
      interval: choice.interval,
      now: deps.now(),
    });
    return true;
  });
}
