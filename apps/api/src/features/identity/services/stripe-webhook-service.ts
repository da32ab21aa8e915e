import { minorUnitsToMicros } from '@utmost/ads-sdk';
import type Stripe from 'stripe';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { grantOrganizationScope } from '../../../core/db/organization-scope.js';
import { AppError } from '../../../core/errors/app-error.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import { idOf, type StripeBillingProvider } from '../billing/stripe-billing-provider.js';
import {
  STRIPE_FINISHED_STATUSES,
  mirrorStripeSubscription,
  type StripeSubscriptionState,
} from '../billing/subscription-transitions.js';
import { upsertProviderInvoice, type NewInvoiceRow } from '../repositories/invoice-repository.js';
import {
  isStripeEventRecorded,
  lockSubscriptionOfStripeCustomer,
  recordStripeEvent,
  updateSubscription,
  type SubscriptionRow,
} from '../repositories/subscription-repository.js';

export type StripeEventOutcome = 'applied' | 'replayed' | 'ignored';

/** Where Stripe posts its events (the contract's `receiveStripeEvent`). */
export const STRIPE_WEBHOOK_PATH = '/api/v1/billing/stripe/webhook';

/** The webhook's path exactly (a query string aside): only it skips the same-origin check. */
export function isStripeWebhookRequest(url: string): boolean {
  const path = url.split('?', 1)[0];
  return path === STRIPE_WEBHOOK_PATH;
}

/** The header Stripe signs its events with. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
const BAD_SIGNATURE_MESSAGE = 'The Stripe-Signature header does not sign this body.';
const NOT_CONFIGURED_MESSAGE = 'Stripe is not configured on this installation.';

/** What Stripe holds now about the objects an event names, read from its API. */
interface StripeSnapshot {
  customerId: string;
  subscription: Stripe.Subscription | null;
  invoice: Stripe.Invoice | null;
}

/**
 * One Stripe webhook delivery. The signature is checked on the raw body first (400 otherwise,
 * nothing read or changed); then the event is applied once: its id is recorded in the same
 * transaction as its effects. The event's own copy of the objects is never trusted for the state:
 * the subscription and invoice are read again from Stripe, so deliveries in any order converge on
 * what Stripe holds.
 */
export async function receiveStripeEvent(
  deps: Pick<ServiceDependencies, 'db' | 'logger' | 'now'>,
  provider: StripeBillingProvider | null,
  rawBody: string | undefined,
  signature: string | undefined,
): Promise<StripeEventOutcome> {
  if (!provider) throw badSignature(NOT_CONFIGURED_MESSAGE);
  if (rawBody === undefined || !signature) throw badSignature(BAD_SIGNATURE_MESSAGE);
  let event: Stripe.Event;
  try {
    event = provider.verifyEvent(rawBody, signature);
  } catch {
    throw badSignature(BAD_SIGNATURE_MESSAGE);
  }
  if (await isStripeEventRecorded(deps.db, event.id)) return 'replayed';
  const snapshot = await readSnapshot(provider, event);
  return deps.db.transaction(async (transaction) => {
    const row = snapshot
      ? await lockSubscriptionOfStripeCustomer(transaction, snapshot.customerId)
      : undefined;
    const isFirst = await recordStripeEvent(transaction, {
      eventId: event.id,
      type: event.type,
      organizationId: row?.organizationId ?? null,
      receivedAt: deps.now(),
    });
    if (!isFirst) return 'replayed';
    if (!snapshot || !row) {
      // No secret and no customer detail in the log: the event's id and type say enough.
      deps.logger.info(
        { stripeEventId: event.id, stripeEventType: event.type },
        snapshot
          ? 'Ignored a Stripe event of a customer no organization has'
          : 'Ignored a Stripe event',
      );
      return 'ignored';
    }
    return applySnapshot(transaction, provider, row, snapshot, deps, event);
  });
}

function badSignature(message: string): AppError {
  return new AppError('BAD_REQUEST', message, {
    fieldErrors: { [STRIPE_SIGNATURE_HEADER]: message },
  });
}

async function readSnapshot(
  provider: StripeBillingProvider,
  event: Stripe.Event,
): Promise<StripeSnapshot | null> {
  const objectId = (event.data.object as { id?: unknown }).id;
  if (typeof objectId !== 'string') return null;
  let subscriptionId: string | null;
  let customerId: string | null = null;
  let invoice: Stripe.Invoice | null = null;
  if (event.type === 'checkout.session.completed') {
    const session = await provider.readCheckoutSession(objectId);
    if (!session || session.mode !== 'subscription') return null;
    subscriptionId = idOf(session.subscription);
    customerId = idOf(session.customer);
  } else if (event.type.startsWith('customer.subscription.')) {
    subscriptionId = objectId;
  } else if (event.type.startsWith('invoice.')) {
    invoice = await provider.readInvoice(objectId);
    if (!invoice) return null;
    subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    customerId = idOf(invoice.customer);
  } else {
    return null;
  }
  const subscription = subscriptionId ? await provider.readSubscription(subscriptionId) : null;
  customerId = customerId ?? idOf(subscription?.customer);
  return customerId ? { customerId, subscription, invoice } : null;
}

async function applySnapshot(
  transaction: DatabaseExecutor,
  provider: StripeBillingProvider,
  row: SubscriptionRow,
  snapshot: StripeSnapshot,
  deps: Pick<ServiceDependencies, 'logger'>,
  event: Stripe.Event,
): Promise<StripeEventOutcome> {
  const scope = grantOrganizationScope(row.organizationId, 'owner');
  const state = snapshot.subscription ? provider.describeSubscription(snapshot.subscription) : null;
  if (snapshot.subscription && !state) {
    deps.logger.warn(
      { stripeEventId: event.id, stripeEventType: event.type },
      'Ignored a Stripe subscription whose price is none of the configured plans',
    );
  }
  let isApplied = false;
  if (snapshot.subscription && state && isMirrored(row, snapshot.subscription.id, state)) {
    await updateSubscription(transaction, scope, {
      ...mirrorStripeSubscription(row, state),
      stripeSubscriptionId: snapshot.subscription.id,
    });
    isApplied = true;
  }
  const invoice = snapshot.invoice && state && describeInvoice(snapshot.invoice, state);
  if (invoice) {
    await upsertProviderInvoice(transaction, scope, invoice);
    isApplied = true;
  }
  return isApplied ? 'applied' : 'ignored';
}

/**
 * Whether a Stripe subscription drives the organization's state: the one it already mirrors, or a
 * new one that still runs (a finished subscription arriving late never replaces a running one).
 */
function isMirrored(row: SubscriptionRow, subscriptionId: string, state: StripeSubscriptionState) {
  if (row.stripeSubscriptionId === null || row.stripeSubscriptionId === subscriptionId) return true;
  return !STRIPE_FINISHED_STATUSES.includes(state.status);
}

const STORED_INVOICE_STATUSES = ['paid', 'open', 'void', 'uncollectible'] as const;

/** A finalized Stripe invoice as we list it (drafts have no number yet and are not listed). */
function describeInvoice(
  invoice: Stripe.Invoice,
  state: StripeSubscriptionState,
): (NewInvoiceRow & { providerInvoiceId: string }) | null {
  const status = STORED_INVOICE_STATUSES.find((candidate) => candidate === invoice.status);
  if (!status || !invoice.number) return null;
  return {
    number: invoice.number,
    provider: 'stripe',
    providerInvoiceId: invoice.id,
    productId: state.product.id,
    billingInterval: state.interval,
    amountMicros: minorUnitsToMicros(invoice.total),
    currency: invoice.currency.toUpperCase(),
    status,
    pdfUrl: invoice.invoice_pdf ?? invoice.hosted_invoice_url ?? null,
    issuedAt: new Date(invoice.created * 1000),
  };
}
