import { BETA_COUPON, BILLING_PRODUCTS, type Invoice } from '@utmost/ads-sdk';
import { requireCaller } from '../auth/caller.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import type { OperationHandler } from '../../../core/http/operation-types.js';
import type { InvoiceRow } from '../repositories/invoice-repository.js';
import type { BillingConfig } from '../../../core/config/billing-config.js';
import { readRawJsonBody } from '../../../core/http/json-body-parser.js';
import { localBillingProvider } from '../billing/local-billing-provider.js';
import { createStripeBillingProvider } from '../billing/stripe-billing-provider.js';
import {
  changeSubscriptionPlan,
  listOrganizationInvoices,
  openBillingPortal,
  startCheckout,
} from '../services/billing-service.js';
import { STRIPE_SIGNATURE_HEADER, receiveStripeEvent } from '../services/stripe-webhook-service.js';
import { presentSubscription } from './identity-presenters.js';

/**
 * Spec §7 billing calls: the plans, the beta coupon, a plan change and the invoices; with Stripe
 * configured, its checkout, customer portal and webhook.
 */
export function createBillingHandlers(
  deps: ServiceDependencies,
  billing: BillingConfig,
): {
  listBillingProducts: OperationHandler<'listBillingProducts'>;
  listBillingCoupons: OperationHandler<'listBillingCoupons'>;
  changeSubscriptionPlan: OperationHandler<'changeSubscriptionPlan'>;
  listInvoices: OperationHandler<'listInvoices'>;
  createCheckoutSession: OperationHandler<'createCheckoutSession'>;
  createBillingPortalSession: OperationHandler<'createBillingPortalSession'>;
  receiveStripeEvent: OperationHandler<'receiveStripeEvent'>;
} {
  const stripe =
    billing.provider === 'stripe'
      ? createStripeBillingProvider(billing.stripe, { publicUrl: deps.settings.publicUrl })
      : null;
  return {
    listBillingProducts: async (request) => {
      requireCaller(request);
      return { content: [...BILLING_PRODUCTS] };
    },
    listBillingCoupons: async (request) => {
      requireCaller(request);
      return { content: [BETA_COUPON] };
    },
    changeSubscriptionPlan: async (request) => {
      const caller = requireCaller(request);
      const state = await changeSubscriptionPlan(
        deps,
        caller,
        request.query.organization_id,
        request.body,
        stripe ?? localBillingProvider,
      );
      return { content: presentSubscription(state, billing.provider) };
    },
    createCheckoutSession: async (request) => {
      const caller = requireCaller(request);
      const url = await startCheckout(
        deps,
        caller,
        request.query.organization_id,
        request.body,
        stripe,
      );
      return { content: { url } };
    },
    createBillingPortalSession: async (request) => {
      const caller = requireCaller(request);
      const url = await openBillingPortal(deps, caller, request.query.organization_id, stripe);
      return { content: { url } };
    },
    // Stripe calls this, not a member: no caller; the signature of the raw body is the authority.
    receiveStripeEvent: async (request) => {
      const signature = request.headers[STRIPE_SIGNATURE_HEADER];
      const outcome = await receiveStripeEvent(
        deps,
        stripe,
        readRawJsonBody(request),
        typeof signature === 'string' ? signature : undefined,
      );
      return { content: { outcome } };
    },
    listInvoices: async (request) => {
      const caller = requireCaller(request);
      const rows = await listOrganizationInvoices(deps, caller, request.query.organization_id);
      return { content: rows.map(presentInvoice) };
    },
  };
}

function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    amountMicros: row.amountMicros,
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    pdfUrl: row.pdfUrl,
    productId: row.productId,
    interval: row.billingInterval,
  };
}
