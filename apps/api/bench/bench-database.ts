import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../src/core/config/load-config.js';
import { createDatabase, type Database } from '../src/core/db/create-database.js';
import { migrateDatabase } from '../src/core/db/migrate-database.js';

// A throwaway, migrated database per benchmark: PGlite in a temp folder, or a new database on the
// PostgreSQL server BENCH_DATABASE_URL names, dropped afterwards (as the test helpers do).

/** The PostgreSQL server to measure as well; PGlite alone when unset. */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;

export type BenchDatabaseKind = DatabaseTarget['kind'];

/** PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. */
export function listBenchDatabaseKinds(): BenchDatabaseKind[] {
  const kinds: BenchDatabaseKind[] = BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  // BENCH_DATABASES=postgres (or pglite) measures one of them only.
  const only = process.env.BENCH_DATABASES?.split(',').map((kind) => kind.trim());
  return only ? kinds.filter((kind) => only.includes(kind)) : kinds;
}

export interface BenchDatabase {
  kind: BenchDatabaseKind;
  database: Database;
  /** DATA_DIR of the app (PGlite lives in its `pglite/`). */
  dataDir: string;
  /** Closes the connection, drops the database and removes the temp folder. */
  destroy(): Promise<void>;
}

export async function createBenchDatabase(kind: BenchDatabaseKind): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'utmost-bench-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  let target: DatabaseTarget;
  let dropTarget = removeDataDir;
  if (kind === 'pglite') {
    target = { kind, dataDir: join(dataDir, 'pglite') };
  } else {
    if (!BENCH_DATABASE_URL) throw new Error('BENCH_DATABASE_URL is not set');
    const name = `utmost_bench_${randomBytes(6).toString('hex')}`;
    await runAdminStatement(`create database ${name}`);
    const url = new URL(BENCH_DATABASE_URL);
    url.pathname = `/${name}`;
    target = { kind, url: url.toString() };
    dropTarget = async () => {
      await runAdminStatement(`drop database if exists ${name} with (force)`);
      await removeDataDir();
    };
  }
  const database = await createDatabase(target);
  await migrateDatabase(database);
  return {
    kind,
    database,
    dataDir,
    destroy: async () => {
      await database.close();
      await dropTarget();
    },
  };
}

async function runAdminStatement(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
