import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Single-use or short-lived secrets (refresh tokens, password resets, invitations). Only the hash
 * of a token is stored; `subject` says whom it belongs to (a user id or an email).
 */
export const expiringTokens = pgTable(
  'expiring_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    subject: text('subject').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('expiring_tokens_expires_at_idx').on(table.expiresAt)],
);
