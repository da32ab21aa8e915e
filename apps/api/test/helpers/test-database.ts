import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../../src/core/config/load-config.js';
import { createDatabase, type Database } from '../../src/core/db/create-database.js';
import { migrateDatabase } from '../../src/core/db/migrate-database.js';

/** PostgreSQL to test against instead of PGlite; each test file gets a fresh database on it. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export interface TestDatabaseTarget {
  target: DatabaseTarget;
  /** A scratch folder for DATA_DIR (PGlite lives in its `pglite/` in embedded mode). */
  dataDir: string;
  /** Deletes the scratch folder and, on PostgreSQL, drops the database. Close connections first. */
  drop(): Promise<void>;
}

/**
 * A new database: PGlite in a temp folder, or PostgreSQL when configured. Empty unless
 * `isMigrated` (PGlite only: a copy of the template the global setup migrated once).
 */
export async function createTestDatabaseTarget(
  options: { isMigrated?: boolean } = {},
): Promise<TestDatabaseTarget> {
  const dataDir = await mkdtemp(join(tmpdir(), 'utmost-test-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  if (!TEST_DATABASE_URL) {
    const pgliteDir = join(dataDir, 'pglite');
    const template = options.isMigrated ? 'pgliteMigratedTemplateDir' : 'pgliteTemplateDir';
    await cp(inject(template), pgliteDir, { recursive: true });
    return { target: { kind: 'pglite', dataDir: pgliteDir }, dataDir, drop: removeDataDir };
  }
  const name = `utmost_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    dataDir,
    drop: async () => {
      await runAdminStatement(`drop database if exists ${name} with (force)`);
      await removeDataDir();
    },
  };
}

async function runAdminStatement(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestDatabase extends TestDatabaseTarget {
  database: Database;
  /** Closes the connection and drops the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh database with every migration applied. Migrating again is a quick no-op on the
 * migrated PGlite template, and the real work on a new PostgreSQL database.
 */
export async function createTestDatabase(
  options: { isFromScratch?: boolean } = {},
): Promise<TestDatabase> {
  const target = await createTestDatabaseTarget({ isMigrated: !options.isFromScratch });
  const database = await createDatabase(target.target, { poolSize: 4 });
  await migrateDatabase(database);
  return {
    ...target,
    database,
    destroy: async () => {
      await database.close();
      await target.drop();
    },
  };
}
