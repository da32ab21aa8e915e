import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseTarget } from '../config/load-config.js';
import { PRIVATE_DIR_MODE, makeDataDirPrivate } from '../private-files.js';
import type { DatabaseExecutor } from './database-types.js';
import { acquireDataDirLock } from './data-dir-lock.js';

export interface Database {
  db: DatabaseExecutor;
  /** Answers when the database runs a trivial query within `timeoutMs`; throws otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** Set in embedded mode: pg-boss runs on the same PGlite instance. */
  pglite?: PGlite;
  /** Set in server mode. */
  pool?: pg.Pool;
  target: DatabaseTarget;
}

const DEFAULT_POOL_SIZE = 10;
const DEFAULT_PING_TIMEOUT_MS = 2_000;

export async function createDatabase(
  target: DatabaseTarget,
  options: { poolSize?: number } = {},
): Promise<Database> {
  return target.kind === 'pglite'
    ? createPgliteDatabase(target)
    : createPostgresDatabase(target, options.poolSize ?? DEFAULT_POOL_SIZE);
}

async function createPgliteDatabase(target: Extract<DatabaseTarget, { kind: 'pglite' }>) {
  await mkdir(target.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lock = await acquireDataDirLock(target.dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(target.dataDir);
    // PGlite (Emscripten's file system) sets its files' modes itself, past the umask: what it
    // created while opening (initdb, caches) is made private now, and what it adds while running
    // at close; meanwhile the 0700 folder keeps others out.
    await makeDataDirPrivate(target.dataDir);
  } catch (error) {
    await lock.release();
    throw error;
  }
  const db = drizzlePglite({ client: pglite });
  return buildDatabase(
    db,
    target,
    async () => {
      if (!pglite.closed) await pglite.close();
      await makeDataDirPrivate(target.dataDir);
      await lock.release();
    },
    { pglite },
  );
}

async function createPostgresDatabase(
  target: Extract<DatabaseTarget, { kind: 'postgres' }>,
  poolSize: number,
) {
  const pool = new pg.Pool({ connectionString: target.url, max: poolSize });
  // An idle client losing its connection emits here; without a listener the process would crash.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool });
  return buildDatabase(db, target, () => pool.end(), { pool });
}

function buildDatabase(
  db: DatabaseExecutor,
  target: DatabaseTarget,
  closeClient: () => Promise<void>,
  clients: { pglite?: PGlite; pool?: pg.Pool },
): Database {
  let closing: Promise<void> | undefined;
  return {
    db,
    target,
    ...clients,
    ping: (timeoutMs = DEFAULT_PING_TIMEOUT_MS) =>
      withTimeout(db.execute(sql`select 1`), timeoutMs, 'The database did not answer in time'),
    close: () => (closing ??= closeClient()),
  };
}

async function withTimeout(work: PromiseLike<unknown>, timeoutMs: number, message: string) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), timeoutMs);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
