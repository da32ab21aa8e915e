import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../package-paths.js';
import type { Database } from './create-database.js';

// Any constant works; it only has to be the same in every process of one deployment.
const MIGRATION_LOCK_KEY = 7_261_053_411;

/**
 * Applies the generated SQL migrations in `drizzle/`. On PostgreSQL several API and worker
 * processes may start at once, so they queue on an advisory lock and the later ones find
 * nothing left to do.
 */
export async function migrateDatabase(
  database: Database,
  migrationsFolder: string = MIGRATIONS_DIR,
): Promise<void> {
  if (database.pglite) {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder });
    return;
  }
  if (!database.pool) throw new Error('The database has neither a PGlite instance nor a pool');
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
