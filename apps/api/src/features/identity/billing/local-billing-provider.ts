import { BILLING_CURRENCY, findDiscountedPrice } from '@utmost/ads-sdk';
import { countInvoices, insertInvoice } from '../repositories/invoice-repository.js';
import { updateSubscription } from '../repositories/subscription-repository.js';
import type { BillingProvider } from './billing-provider.js';
import { startPaidPeriod } from './subscription-transitions.js';

/** "LOCAL-000001": local records are numbered per organization and never look like a real one. */
export function formatLocalInvoiceNumber(sequence: number): string {
  return `LOCAL-${String(sequence).padStart(6, '0')}`;
}

/**
 * Local mode (no payment provider configured): the plan starts at once and a local invoice
 * records what the plan would cost with the beta price, marked paid though no money moved.
 */
export const localBillingProvider: BillingProvider = {
  kind: 'local',
  async changePlan(transaction, scope, change) {
    await updateSubscription(transaction, scope, { ...startPaidPeriod(change), provider: 'local' });
    const sequence = (await countInvoices(transaction, scope)) + 1;
    await insertInvoice(transaction, scope, {
      number: formatLocalInvoiceNumber(sequence),
      provider: 'local',
      providerInvoiceId: null,
      productId: change.product.id,
      billingInterval: change.interval,
      amountMicros: findDiscountedPrice(change.product, change.interval),
      currency: BILLING_CURRENCY,
      status: 'paid',
      pdfUrl: null,
      issuedAt: change.now,
    });
    return { checkoutUrl: null };
  },
};
