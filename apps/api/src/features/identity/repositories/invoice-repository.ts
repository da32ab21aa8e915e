import { count, desc, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { invoices } from '../schema.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = Omit<
  typeof invoices.$inferInsert,
  'organizationId' | 'id' | 'createdAt'
>;

export async function insertInvoice(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  invoice: NewInvoiceRow,
): Promise<InvoiceRow> {
  const [inserted] = await executor
    .insert(invoices)
    .values({ ...invoice, organizationId: scope.organizationId })
    .returning();
  if (!inserted) throw new Error('Inserting an invoice returned no row');
  return inserted;
}

/** Newest first. */
export async function listInvoices(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
): Promise<InvoiceRow[]> {
  return executor
    .select()
    .from(invoices)
    .where(eq(invoices.organizationId, scope.organizationId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number));
}

/** How many invoices the organization has: the next local invoice number follows it. */
export async function countInvoices(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(invoices)
    .where(eq(invoices.organizationId, scope.organizationId));
  return row?.total ?? 0;
}

/**
 * A provider's invoice, inserted or brought up to date by the provider's id (Stripe re-sends an
 * invoice as it moves from open to paid, void or uncollectible).
 */
export async function upsertProviderInvoice(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  invoice: NewInvoiceRow & { providerInvoiceId: string },
): Promise<void> {
  await executor
    .insert(invoices)
    .values({ ...invoice, organizationId: scope.organizationId })
    .onConflictDoUpdate({
      target: invoices.providerInvoiceId,
      set: {
        status: invoice.status,
        pdfUrl: invoice.pdfUrl,
        amountMicros: invoice.amountMicros,
        currency: invoice.currency,
      },
      // An invoice id of another organization's customer is never taken over.
      setWhere: eq(invoices.organizationId, scope.organizationId),
    });
}
