import { GaqlError } from './gaql-error.js';
import { tokenizeGaql, type GaqlToken } from './gaql-tokenizer.js';

// GAQL grammar (developers.google.com/google-ads/api/docs/query/grammar), syntax only:
//   Query     := SELECT Field (, Field)* FROM Resource [WHERE Cond (AND Cond)*]
//                [ORDER BY Field [ASC|DESC] (, …)*] [LIMIT n] [PARAMETERS name = value (, …)*]
//   Cond      := Field Op Value | Field [NOT] IN (list) | Field IS [NOT] NULL
//              | Field DURING Range | Field BETWEEN Value AND Value
//              | Field CONTAINS (ANY|ALL|NONE) (list) | Field [NOT] (LIKE|REGEXP_MATCH) String
// Whether a field exists and may be used where it is, is checked later against the field catalogue.

export type GaqlValue =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: string }
  /** An unquoted word: enum constants, TRUE / FALSE, date-range names. */
  | { kind: 'literal'; value: string };

export type ComparisonOperator =
  '=' | '!=' | '>' | '>=' | '<' | '<=' | 'LIKE' | 'NOT LIKE' | 'REGEXP_MATCH' | 'NOT REGEXP_MATCH';
export type ListOperator = 'IN' | 'NOT IN' | 'CONTAINS ANY' | 'CONTAINS ALL' | 'CONTAINS NONE';

export type GaqlCondition =
  | { field: string; operator: ComparisonOperator; value: GaqlValue }
  | { field: string; operator: ListOperator; values: GaqlValue[] }
  | { field: string; operator: 'IS NULL' | 'IS NOT NULL' }
  | { field: string; operator: 'DURING'; range: string }
  | { field: string; operator: 'BETWEEN'; low: GaqlValue; high: GaqlValue };

export interface GaqlOrdering {
  field: string;
  direction: 'ASC' | 'DESC';
}

export interface GaqlQuery {
  fields: string[];
  resource: string;
  conditions: GaqlCondition[];
  orderings: GaqlOrdering[];
  limit: number | null;
  parameters: Record<string, string>;
}

const KEYWORDS = new Set([
  'SELECT',
  'FROM',
  'WHERE',
  'AND',
  'ORDER',
  'BY',
  'ASC',
  'DESC',
  'LIMIT',
  'PARAMETERS',
]);

class TokenStream {
  #index = 0;
  readonly #tokens: GaqlToken[];

  constructor(tokens: GaqlToken[]) {
    this.#tokens = tokens;
  }

  peek(): GaqlToken {
    return this.#tokens[this.#index] ?? { kind: 'end', position: 0 };
  }

  next(): GaqlToken {
    const token = this.peek();
    if (token.kind !== 'end') this.#index += 1;
    return token;
  }

  isKeyword(keyword: string): boolean {
    const token = this.peek();
    return token.kind === 'word' && token.text.toUpperCase() === keyword;
  }

  takeKeyword(keyword: string): boolean {
    if (!this.isKeyword(keyword)) return false;
    this.next();
    return true;
  }

  isSymbol(symbol: string): boolean {
    const token = this.peek();
    return token.kind === 'symbol' && token.text === symbol;
  }

  takeSymbol(symbol: string): boolean {
    if (!this.isSymbol(symbol)) return false;
    this.next();
    return true;
  }
}

function describeToken(token: GaqlToken): string {
  switch (token.kind) {
    case 'end':
      return 'end of query';
    case 'string':
      return `'${token.value}'`;
    default:
      return token.text;
  }
}

function fail(token: GaqlToken, message = `unexpected input ${describeToken(token)}`): never {
  throw new GaqlError('QUERY_ERROR', `Error in query: ${message}.`, describeToken(token));
}

const FIELD_NAME = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;
const RESOURCE_NAME = /^[a-z][a-z0-9_]*$/;

function readFieldName(stream: TokenStream, clause: string): string {
  const token = stream.next();
  if (token.kind !== 'word' || KEYWORDS.has(token.text.toUpperCase()))
    fail(token, `expected a field name in the ${clause} clause, found ${describeToken(token)}`);
  if (!FIELD_NAME.test(token.text))
    throw new GaqlError(
      'BAD_FIELD_NAME',
      `Error in ${clause} clause: invalid field name '${token.text}'.`,
      token.text,
    );
  return token.text;
}

function readValue(stream: TokenStream): GaqlValue {
  const token = stream.next();
  if (token.kind === 'string') return { kind: 'string', value: token.value };
  if (token.kind === 'number') return { kind: 'number', value: token.text };
  if (token.kind === 'word' && !KEYWORDS.has(token.text.toUpperCase()))
    return { kind: 'literal', value: token.text };
  if (token.kind === 'symbol' && token.text === '(')
    throw new GaqlError(
      'EXPECTED_SINGLE_VALUE',
      'Error in WHERE clause: expected a single value, found a list.',
      '(',
    );
  throw new GaqlError(
    'BAD_VALUE',
    `Error in WHERE clause: invalid value ${describeToken(token)}.`,
    describeToken(token),
  );
}

function readList(stream: TokenStream, field: string): GaqlValue[] {
  if (!stream.takeSymbol('('))
    throw new GaqlError(
      'EXPECTED_LIST',
      `Error in WHERE clause: expected a list of values after the operator for ${field}.`,
      describeToken(stream.peek()),
    );
  const values: GaqlValue[] = [];
  if (stream.takeSymbol(')'))
    throw new GaqlError(
      'PROHIBITED_EMPTY_LIST_IN_CONDITION',
      `Error in WHERE clause: empty list for ${field}.`,
      field,
    );
  do values.push(readValue(stream));
  while (stream.takeSymbol(','));
  if (!stream.takeSymbol(')')) fail(stream.peek(), 'expected ) to close the list');
  return values;
}

const COMPARISONS = ['=', '!=', '>', '>=', '<', '<='] as const;

function readCondition(stream: TokenStream): GaqlCondition {
  const field = readFieldName(stream, 'WHERE');
  const token = stream.peek();
  if (token.kind === 'symbol' && (COMPARISONS as readonly string[]).includes(token.text)) {
    stream.next();
    return { field, operator: token.text as ComparisonOperator, value: readValue(stream) };
  }
  if (stream.takeKeyword('IN')) return { field, operator: 'IN', values: readList(stream, field) };
  if (stream.takeKeyword('NOT')) {
    if (stream.takeKeyword('IN'))
      return { field, operator: 'NOT IN', values: readList(stream, field) };
    if (stream.takeKeyword('LIKE'))
      return { field, operator: 'NOT LIKE', value: readValue(stream) };
    if (stream.takeKeyword('REGEXP_MATCH'))
      return { field, operator: 'NOT REGEXP_MATCH', value: readValue(stream) };
    throw new GaqlError(
      'BAD_OPERATOR',
      `Error in WHERE clause: invalid operator NOT ${describeToken(stream.peek())}.`,
      'NOT',
    );
  }
  if (stream.takeKeyword('LIKE')) return { field, operator: 'LIKE', value: readValue(stream) };
  if (stream.takeKeyword('REGEXP_MATCH'))
    return { field, operator: 'REGEXP_MATCH', value: readValue(stream) };
  if (stream.takeKeyword('IS')) {
    const isNegated = stream.takeKeyword('NOT');
    if (!stream.takeKeyword('NULL')) fail(stream.peek(), 'expected NULL after IS');
    return { field, operator: isNegated ? 'IS NOT NULL' : 'IS NULL' };
  }
  if (stream.takeKeyword('CONTAINS')) {
    const quantifier = stream.next();
    const word = quantifier.kind === 'word' ? quantifier.text.toUpperCase() : '';
    if (word !== 'ANY' && word !== 'ALL' && word !== 'NONE')
      throw new GaqlError(
        'BAD_OPERATOR',
        'Error in WHERE clause: CONTAINS needs ANY, ALL or NONE.',
        'CONTAINS',
      );
    return { field, operator: `CONTAINS ${word}`, values: readList(stream, field) };
  }
  if (stream.takeKeyword('DURING')) {
    const range = stream.next();
    if (range.kind !== 'word')
      throw new GaqlError(
        'INVALID_VALUE_WITH_DURING_OPERATOR',
        `Error in WHERE clause: invalid date range ${describeToken(range)} after DURING.`,
        describeToken(range),
      );
    return { field, operator: 'DURING', range: range.text.toUpperCase() };
  }
  if (stream.takeKeyword('BETWEEN')) {
    if (stream.peek().kind === 'end')
      throw new GaqlError(
        'EXPECTED_VALUE_WITH_BETWEEN_OPERATOR',
        'Error in WHERE clause: BETWEEN needs two values.',
        field,
      );
    const low = readValue(stream);
    if (!stream.takeKeyword('AND'))
      throw new GaqlError(
        'EXPECTED_AND',
        'Error in WHERE clause: expected AND between the two values of BETWEEN.',
        describeToken(stream.peek()),
      );
    if (stream.peek().kind === 'end')
      throw new GaqlError(
        'EXPECTED_VALUE_WITH_BETWEEN_OPERATOR',
        'Error in WHERE clause: BETWEEN needs two values.',
        field,
      );
    return { field, operator: 'BETWEEN', low, high: readValue(stream) };
  }
  throw new GaqlError(
    'BAD_OPERATOR',
    `Error in WHERE clause: invalid operator ${describeToken(token)} after ${field}.`,
    describeToken(token),
  );
}

function readLimit(stream: TokenStream): number {
  const token = stream.next();
  if (token.kind !== 'number' || !/^-?\d+$/.test(token.text))
    throw new GaqlError(
      'BAD_LIMIT_VALUE',
      `Error in LIMIT clause: invalid value ${describeToken(token)}.`,
      describeToken(token),
    );
  const limit = Number(token.text);
  if (limit <= 0)
    throw new GaqlError(
      'LIMIT_VALUE_TOO_LOW',
      'Error in LIMIT clause: the limit must be above 0.',
      token.text,
    );
  return limit;
}

function readParameters(stream: TokenStream): Record<string, string> {
  const parameters: Record<string, string> = {};
  do {
    const name = stream.next();
    if (name.kind !== 'word')
      throw new GaqlError(
        'BAD_PARAMETER_NAME',
        `Error in PARAMETERS clause: invalid name ${describeToken(name)}.`,
        describeToken(name),
      );
    if (!stream.takeSymbol('=')) fail(stream.peek(), 'expected = in the PARAMETERS clause');
    const value = stream.next();
    if (value.kind !== 'word' && value.kind !== 'string')
      throw new GaqlError(
        'BAD_PARAMETER_VALUE',
        `Error in PARAMETERS clause: invalid value ${describeToken(value)}.`,
        describeToken(value),
      );
    parameters[name.text] = value.kind === 'word' ? value.text : value.value;
  } while (stream.takeSymbol(','));
  return parameters;
}

export function parseGaql(query: string): GaqlQuery {
  const stream = new TokenStream(tokenizeGaql(query));
  if (!stream.takeKeyword('SELECT'))
    throw new GaqlError(
      'EXPECTED_SELECT',
      'Error in query: expected SELECT at the start.',
      describeToken(stream.peek()),
    );
  const fields: string[] = [];
  do fields.push(readFieldName(stream, 'SELECT'));
  while (stream.takeSymbol(','));
  if (!stream.takeKeyword('FROM'))
    throw new GaqlError(
      'EXPECTED_FROM',
      `Error in query: expected FROM, found ${describeToken(stream.peek())}.`,
      describeToken(stream.peek()),
    );
  const resourceToken = stream.next();
  if (resourceToken.kind !== 'word' || !RESOURCE_NAME.test(resourceToken.text))
    throw new GaqlError(
      'BAD_RESOURCE_TYPE_IN_FROM_CLAUSE',
      `Error in FROM clause: invalid resource ${describeToken(resourceToken)}.`,
      describeToken(resourceToken),
    );
  const conditions: GaqlCondition[] = [];
  if (stream.takeKeyword('WHERE')) {
    do conditions.push(readCondition(stream));
    while (stream.takeKeyword('AND'));
  }
  const orderings: GaqlOrdering[] = [];
  if (stream.takeKeyword('ORDER')) {
    if (!stream.takeKeyword('BY'))
      throw new GaqlError(
        'EXPECTED_BY',
        'Error in ORDER BY clause: expected BY after ORDER.',
        describeToken(stream.peek()),
      );
    do {
      const field = readFieldName(stream, 'ORDER BY');
      const isDescending = stream.takeKeyword('DESC');
      if (!isDescending) stream.takeKeyword('ASC');
      orderings.push({ field, direction: isDescending ? 'DESC' : 'ASC' });
    } while (stream.takeSymbol(','));
  }
  const limit = stream.takeKeyword('LIMIT') ? readLimit(stream) : null;
  const parameters = stream.takeKeyword('PARAMETERS') ? readParameters(stream) : {};
  const rest = stream.peek();
  if (rest.kind !== 'end') fail(rest);
  return { fields, resource: resourceToken.text, conditions, orderings, limit, parameters };
}
