import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/core/db/create-database.js';
import type { DatabaseExecutor } from '../src/core/db/database-types.js';
import { migrateDatabase } from '../src/core/db/migrate-database.js';
import { MIGRATIONS_DIR } from '../src/core/package-paths.js';
import {
  countExpiringTokens,
  deleteTokenById,
  findUsableToken,
  insertExpiringToken,
} from '../src/features/identity/repositories/expiring-token-repository.js';
import {
  createTestDatabase,
  createTestDatabaseTarget,
  TEST_DATABASE_URL,
} from './helpers/test-database.js';

const HOUR = 60 * 60 * 1000;

/** Each generated migration is one entry of drizzle-kit's journal. */
function countMigrationFiles(): number {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** Both drivers answer raw SQL with `rows`; the shared Drizzle type does not say so. */
async function selectRows<Row>(executor: DatabaseExecutor, query: SQL): Promise<Row[]> {
  return ((await executor.execute(query)) as unknown as { rows: Row[] }).rows;
}

describe(`migrations (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('create expiring_tokens with its index, and applying them again changes nothing', async () => {
    const testDatabase = await createTestDatabase({ isFromScratch: true });
    try {
      const { db } = testDatabase.database;
      const indexes = await selectRows<{ indexname: string }>(
        db,
        sql`select indexname from pg_indexes where tablename = 'expiring_tokens' order by indexname`,
      );
      expect(indexes.map((row) => row.indexname)).toEqual([
        'expiring_tokens_expires_at_idx',
        'expiring_tokens_pkey',
        'expiring_tokens_token_hash_unique',
      ]);
      await migrateDatabase(testDatabase.database);
      const applied = await selectRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]?.count).toBe(countMigrationFiles());
      const tables = await selectRows<{ tablename: string }>(
        db,
        sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
      );
      expect(tables.map((row) => row.tablename)).toEqual([
        'ad_accounts',
        'ad_change_history',
        'ai_rules',
        'api_keys',
        'brands',
        'expiring_tokens',
        'idempotency_keys',
        'invoices',
        'memberships',
        'negative_keyword_batches',
        'negative_keyword_changes',
        'organizations',
        'outbox_emails',
        'platform_accounts',
        'platform_connect_attempts',
        'rate_limit_buckets',
        'run_results',
        'search_term_results',
        'search_term_runs',
        'sessions',
        'stripe_webhook_events',
        'subscriptions',
        'tagging_runs',
        'url_templates',
        'user_identities',
        'users',
        'workspaces',
      ]);
    } finally {
      await testDatabase.destroy();
    }
  });

  it('run from several connections at once without failing (advisory lock on PostgreSQL)', async () => {
    const target = await createTestDatabaseTarget();
    const first = await createDatabase(target.target);
    try {
      if (target.target.kind === 'postgres') {
        const second = await createDatabase(target.target);
        await Promise.all([migrateDatabase(first), migrateDatabase(second)]);
        await second.close();
      } else {
        await migrateDatabase(first);
      }
      expect(await countExpiringTokens(first.db)).toBe(0);
    } finally {
      await first.close();
      await target.drop();
    }
  });
});

describe('the expiring token repository', () => {
  it('inserts, finds live tokens only, deletes, and works inside a transaction', async () => {
    const testDatabase = await createTestDatabase();
    const { db } = testDatabase.database;
    const now = new Date();
    try {
      const live = await insertExpiringToken(db, {
        purpose: 'refresh',
        tokenHash: 'hash-live',
        subject: 'user-1',
        expiresAt: new Date(now.getTime() + HOUR),
      });
      await insertExpiringToken(db, {
        purpose: 'refresh',
        tokenHash: 'hash-old',
        subject: 'user-1',
        expiresAt: new Date(now.getTime() - HOUR),
      });
      expect((await findUsableToken(db, 'refresh', 'hash-live', now))?.id).toBe(live.id);
      expect(await findUsableToken(db, 'refresh', 'hash-old', now)).toBeUndefined();
      expect(await findUsableToken(db, 'password_reset', 'hash-live', now)).toBeUndefined();

      await expect(
        db.transaction(async (transaction) => {
          await deleteTokenById(transaction, live.id);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await countExpiringTokens(db)).toBe(2);
      expect(await deleteTokenById(db, live.id)).toBe(true);
      expect(await countExpiringTokens(db)).toBe(1);
    } finally {
      await testDatabase.destroy();
    }
  });
});

describe.skipIf(Boolean(TEST_DATABASE_URL))('PGlite data folder', () => {
  it('keeps data when the same folder is opened again', async () => {
    const target = await createTestDatabaseTarget();
    try {
      const first = await createDatabase(target.target);
      await migrateDatabase(first);
      await insertExpiringToken(first.db, {
        purpose: 'invitation',
        tokenHash: 'kept',
        subject: 'a@b.co',
        expiresAt: new Date(Date.now() + HOUR),
      });
      await first.close();

      const reopened = await createDatabase(target.target);
      await migrateDatabase(reopened);
      expect(await findUsableToken(reopened.db, 'invitation', 'kept', new Date())).toBeDefined();
      await reopened.close();
    } finally {
      await target.drop();
    }
  });
});
