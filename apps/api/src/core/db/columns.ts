import { integer, text, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The columns through which a worker holds leased work (core/jobs/leased-work.ts): who holds it,
 * when it last said so, and how many executions were started (a resumed run has more than one).
 */
export const leaseColumns = () => ({
  leaseOwner: text('lease_owner'),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
});
