import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  toArrayLiteral,
  toBooleanArrayLiteral,
  toJsonArrayLiteral,
  toNumberArrayLiteral,
} from '../src/core/db/array-parameters.js';
import type { DatabaseExecutor } from '../src/core/db/database-types.js';
import {
  createTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from './helpers/test-database.js';

// The set-based writes (run results, change history, search-term results) pass each column as one
// array literal expanded by `unnest`: every value must come back out of the database as it went in.

async function selectRows<Row>(executor: DatabaseExecutor, query: SQL): Promise<Row[]> {
  return ((await executor.execute(query)) as unknown as { rows: Row[] }).rows;
}

const AWKWARD_TEXTS = [
  '',
  'plain',
  'NULL',
  'null',
  'with "double" quotes',
  'back\\slash and \\"both\\"',
  'comma, {braces} and ; semicolon',
  '  leading and trailing spaces  ',
  'line\nbreak\ttab',
  'émoji 🚲 and ünïcödé',
  "single 'quotes'",
  null,
];

describe(`array parameters (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await testDatabase?.destroy();
  });

  it('bring every text back as sent, in order, nulls as NULL and the word NULL as text', async () => {
    const rows = await selectRows<{ value: string | null }>(
      testDatabase.database.db,
      sql`select value from unnest(${toArrayLiteral(AWKWARD_TEXTS)}::text[]) with ordinality as t(value, position) order by position`,
    );
    expect(rows.map((row) => row.value)).toEqual(AWKWARD_TEXTS);
  });

  it('bring JSON documents, numbers and booleans back as sent, side by side', async () => {
    const documents = [
      { text: 'say "hi" \\ bye', list: ['a,b', '{c}'], nested: { value: null } },
      null,
      [],
      { tag: 'NULL' },
    ];
    const rows = await selectRows<{
      document: unknown;
      count: string | number;
      ratio: number;
      flag: boolean | null;
    }>(
      testDatabase.database.db,
      sql`
        select document, count, ratio, flag
        from unnest(
          ${toJsonArrayLiteral(documents)}::jsonb[],
          ${toNumberArrayLiteral([9_007_199_254_740_991, 0, -12, 3])}::bigint[],
          ${toNumberArrayLiteral([0.1, 2.5e-7, -3, 1e21])}::double precision[],
          ${toBooleanArrayLiteral([true, false, null, true])}::boolean[]
        ) with ordinality as t(document, count, ratio, flag, position)
        order by position
      `,
    );
    expect(rows.map((row) => row.document)).toEqual(documents);
    expect(rows.map((row) => Number(row.count))).toEqual([9_007_199_254_740_991, 0, -12, 3]);
    expect(rows.map((row) => row.ratio)).toEqual([0.1, 2.5e-7, -3, 1e21]);
    expect(rows.map((row) => row.flag)).toEqual([true, false, null, true]);
  });

  it('give an empty list as an empty array', async () => {
    const rows = await selectRows<{ total: string | number }>(
      testDatabase.database.db,
      sql`select count(*) as total from unnest(${toArrayLiteral([])}::text[])`,
    );
    expect(Number(rows[0]?.total)).toBe(0);
  });
});
