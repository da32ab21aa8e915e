import { BETA_COUPON, BILLING_PRODUCTS, type Invoice } from '@utmost/ads-sdk';
import { requireCaller } from '../auth/caller.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import type { OperationHandler } from '../../../core/http/operation-types.js';
import type { InvoiceRow } from '../repositories/invoice-repository.js';
import { changeSubscriptionPlan, listOrganizationInvoices } from '../services/billing-service.js';
import { presentSubscription } from './identity-presenters.js';

/** Spec §7 billing calls: the plans, the beta coupon, a plan change and the invoices. */
export function createBillingHandlers(deps: ServiceDependencies): {
  listBillingProducts: OperationHandler<'listBillingProducts'>;
  listBillingCoupons: OperationHandler<'listBillingCoupons'>;
  changeSubscriptionPlan: OperationHandler<'changeSubscriptionPlan'>;
  listInvoices: OperationHandler<'listInvoices'>;
} {
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
      );
      return { content: presentSubscription(state) };
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
