// Set-based writes send one PostgreSQL array literal per column, expanded by `unnest` on the
// server: a statement of a few parameters whatever its row count, built in one pass over the rows
// with no per-row ORM work, and read the same way by PostgreSQL and PGlite (the literal is plain
// text, cast in the statement: `${literal}::text[]`, `::jsonb[]`, `::uuid[]`…).

const NEEDS_ESCAPE = /["\\]/;
const ESCAPED = /["\\]/g;

function quoteElement(value: string): string {
  return NEEDS_ESCAPE.test(value) ? `"${value.replace(ESCAPED, '\\$&')}"` : `"${value}"`;
}

/**
 * `{"a","b\"c",NULL}`: every element quoted (so empty strings, commas, braces and the word NULL
 * stay text), null and undefined as SQL NULL.
 */
export function toArrayLiteral(values: readonly (string | null | undefined)[]): string {
  const parts = new Array<string>(values.length);
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    parts[index] = value === null || value === undefined ? 'NULL' : quoteElement(value);
  }
  return `{${parts.join(',')}}`;
}

/** The same for a `jsonb[]`: each value as JSON text; null and undefined as SQL NULL. */
export function toJsonArrayLiteral(values: readonly unknown[]): string {
  return toArrayLiteral(
    values.map((value) => (value === null || value === undefined ? null : JSON.stringify(value))),
  );
}

/** `{1,2.5,NULL}` for a `bigint[]`, `double precision[]` or `real[]`. */
export function toNumberArrayLiteral(values: readonly (number | null | undefined)[]): string {
  return `{${values.map((value) => (value === null || value === undefined ? 'NULL' : String(value))).join(',')}}`;
}

/** `{t,f,NULL}` for a `boolean[]`. */
export function toBooleanArrayLiteral(values: readonly (boolean | null | undefined)[]): string {
  return `{${values.map((value) => (value === null || value === undefined ? 'NULL' : value ? 't' : 'f')).join(',')}}`;
}
