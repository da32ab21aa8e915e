import { performance } from 'node:perf_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../src/core/db/create-database.js';

// Time spent inside the application database's statements, by statement kind, so a benchmark can
// say where "our code" goes. It wraps the methods of this one Database's client (the PGlite
// instance, or each connection of the pool) in place: the app's code is untouched, and nothing
// global is patched. On PGlite the database runs in this process, so its time is CPU here; on
// PostgreSQL it is the server's work plus the round trip. pg-boss's own pool (PostgreSQL) is not
// counted; on PGlite pg-boss shares the instance and is.

export interface StatementTotal {
  count: number;
  ms: number;
}

export interface DatabaseTiming {
  /** Wall time with at least one statement in flight. */
  busyMs: number;
  statements: number;
  byKind: Map<string, StatementTotal>;
}

/** One statement as sent, for EXPLAIN: its text, its parameters and how long it took. */
export interface RecordedStatement {
  text: string;
  values: unknown[];
  ms: number;
}

/** "insert run_results"-style label: the statement's verb and its first table. */
export function describeStatement(text: string): string {
  const verb = /^\s*(select|insert|update|delete|with|begin|commit|rollback|savepoint|release)\b/i
    .exec(text)?.[1]
    ?.toLowerCase();
  const table = /(?:from|into|update)\s+("?[\w]+"?\.)?"?(\w+)"?/i.exec(text);
  const schema = table?.[1]?.replace(/["."]/g, '');
  const name = table ? `${schema ? `${schema}.` : ''}${table[2]}` : '';
  return [verb ?? text.trim().split(/\s+/)[0]?.toLowerCase() ?? '?', name].join(' ').trim();
}

export function timeDatabaseCalls(database: Database): {
  timing: DatabaseTiming;
  reset(): void;
  /** Keeps every statement that runs inside `work`, in the order they finished. */
  record(work: () => Promise<unknown>): Promise<RecordedStatement[]>;
} {
  const timing: DatabaseTiming = { busyMs: 0, statements: 0, byKind: new Map() };
  let inFlight = 0;
  let busySince = 0;
  let recording: RecordedStatement[] | null = null;
  const begin = (text: unknown, values: unknown): (() => void) => {
    const started = performance.now();
    if (inFlight === 0) busySince = started;
    inFlight += 1;
    return () => {
      const ended = performance.now();
      inFlight -= 1;
      if (inFlight === 0) timing.busyMs += ended - busySince;
      timing.statements += 1;
      const kind = describeStatement(readText(text));
      recording?.push({
        text: readText(text),
        values: readValues(text, values),
        ms: ended - started,
      });
      const total = timing.byKind.get(kind) ?? { count: 0, ms: 0 };
      total.count += 1;
      total.ms += ended - started;
      timing.byKind.set(kind, total);
    };
  };
  if (database.pglite) wrapPglite(database.pglite, begin);
  if (database.pool) wrapPool(database.pool, begin);
  return {
    timing,
    reset: () => {
      timing.busyMs = 0;
      timing.statements = 0;
      timing.byKind.clear();
    },
    record: async (work) => {
      const statements: RecordedStatement[] = [];
      recording = statements;
      try {
        await work();
      } finally {
        recording = null;
      }
      return statements;
    },
  };
}

type Begin = (text: unknown, values: unknown) => () => void;

function readText(query: unknown): string {
  if (typeof query === 'string') return query;
  if (query && typeof query === 'object' && 'text' in query) return String(query.text);
  return '';
}

function readValues(query: unknown, values: unknown): unknown[] {
  if (Array.isArray(values)) return values;
  if (query && typeof query === 'object' && 'values' in query && Array.isArray(query.values)) {
    return query.values as unknown[];
  }
  return [];
}

function timePromise<T>(
  begin: Begin,
  text: unknown,
  values: unknown,
  run: () => Promise<T>,
): Promise<T> {
  const done = begin(text, values);
  return run().finally(done);
}

function wrapQueryMethods(target: Pick<Transaction, 'query' | 'exec'>, begin: Begin): void {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = ((text: string, values?: unknown[], ...rest: never[]) =>
    timePromise(begin, text, values, () => query(text, values, ...rest))) as typeof target.query;
  target.exec = ((text: string, ...rest: never[]) =>
    timePromise(begin, text, undefined, () => exec(text, ...rest))) as typeof target.exec;
}

function wrapPglite(pglite: PGlite, begin: Begin): void {
  wrapQueryMethods(pglite, begin);
  const transaction = pglite.transaction.bind(pglite);
  // Statements inside a transaction go through its own object, not the instance's methods.
  pglite.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      wrapQueryMethods(tx, begin);
      return callback(tx);
    })) as typeof pglite.transaction;
}

const WRAPPED = Symbol('timed');

function wrapPool(pool: pg.Pool, begin: Begin): void {
  // Every statement, pooled or in a transaction, runs on one of the pool's clients; wrapping the
  // clients (not pool.query, which uses them) counts each statement once.
  const wrapClient = (client: pg.PoolClient & { [WRAPPED]?: true }) => {
    if (client[WRAPPED]) return;
    client[WRAPPED] = true;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const done = begin(args[0], typeof args[1] === 'function' ? undefined : args[1]);
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          done();
          (callback as (...values: unknown[]) => void)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) return result.finally(done);
      done();
      return result;
    };
  };
  pool.on('connect', wrapClient);
  pool.on('acquire', wrapClient);
}
