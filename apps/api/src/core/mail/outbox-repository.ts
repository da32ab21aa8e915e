import { desc, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/database-types.js';
import { outboxEmails } from '../db/outbox-schema.js';

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;
export type NewOutboxEmailRow = typeof outboxEmails.$inferInsert;

export async function insertOutboxEmail(
  executor: DatabaseExecutor,
  email: NewOutboxEmailRow,
): Promise<OutboxEmailRow> {
  const [inserted] = await executor.insert(outboxEmails).values(email).returning();
  if (!inserted) throw new Error('Inserting an outbox e-mail returned no row');
  return inserted;
}

/** Newest first, optionally only those to one address; capped so the page stays small. */
export async function listOutboxEmails(
  executor: DatabaseExecutor,
  options: { toAddress?: string; limit: number },
): Promise<OutboxEmailRow[]> {
  const query = executor.select().from(outboxEmails);
  const filtered =
    options.toAddress === undefined
      ? query
      : query.where(eq(outboxEmails.toAddress, options.toAddress));
  return filtered.orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id)).limit(options.limit);
}
