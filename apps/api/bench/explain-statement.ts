import type { Database } from '../src/core/db/create-database.js';
import type { RecordedStatement } from './timed-database.js';

/** EXPLAIN (ANALYZE, BUFFERS) of a statement exactly as the app sent it, as plan lines. */
export async function explainStatement(
  database: Database,
  statement: RecordedStatement,
): Promise<string[]> {
  const text = `explain (analyze, buffers) ${statement.text}`;
  const rows = database.pglite
    ? (await database.pglite.query<Record<string, string>>(text, statement.values)).rows
    : database.pool
      ? (await database.pool.query<Record<string, string>>(text, statement.values)).rows
      : [];
  return rows.map((row) => String(Object.values(row)[0]));
}
