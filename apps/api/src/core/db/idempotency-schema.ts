import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * The first answer to each `Idempotency-Key` (issue 27): a repeat of the request within a day is
 * answered from here instead of running again. Keys belong to one organization and one caller (a
 * person or an API key), so no caller can read another's stored answer. No foreign keys: rows
 * outlive nothing they name by more than a day, and the core does not reach into features' tables.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    organizationId: uuid('organization_id').notNull(),
    /** `user:<id>` or `apiKey:<id>`. */
    callerId: text('caller_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the operation, its parameters and body: a repeat must be the same request. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is being answered. */
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.callerId, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);
