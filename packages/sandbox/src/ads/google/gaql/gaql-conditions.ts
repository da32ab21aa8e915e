import { isDateRange, resolveDateRange } from './gaql-date-ranges.js';
import { GaqlError } from './gaql-error.js';
import type { GaqlField, GaqlRawValue, GaqlRow } from './gaql-fields.js';
import type { GaqlCondition, GaqlValue } from './gaql-parser.js';

// WHERE conditions compiled to predicates over rows: each value converted once to the field's type
// (int64 as bigint, dates as YYYY-MM-DD, enums checked against their names), each operator checked
// against the field it is used with.

export interface BoundCondition {
  field: GaqlField;
  test(row: GaqlRow): boolean;
}

type Comparable = string | number | bigint | boolean;

function describeValue(value: GaqlValue): string {
  return value.kind === 'string' ? `'${value.value}'` : value.value;
}

/** A condition's value converted to the field's type, so rows compare without re-parsing. */
function convertValue(field: GaqlField, value: GaqlValue): Comparable {
  const text = value.value;
  switch (field.type) {
    case 'INT64':
      if (!/^-?\d+$/.test(text))
        throw new GaqlError(
          'BAD_NUMBER',
          `Error in WHERE clause: invalid number ${describeValue(value)} for ${field.name}.`,
          text,
        );
      return BigInt(text);
    case 'DOUBLE': {
      const number = Number(text);
      if (text.trim() === '' || !Number.isFinite(number))
        throw new GaqlError(
          'BAD_NUMBER',
          `Error in WHERE clause: invalid number ${describeValue(value)} for ${field.name}.`,
          text,
        );
      return number;
    }
    case 'BOOLEAN': {
      const lowered = text.toLowerCase();
      if (value.kind === 'number' || (lowered !== 'true' && lowered !== 'false'))
        throw new GaqlError(
          'BAD_VALUE',
          `Error in WHERE clause: invalid boolean ${describeValue(value)} for ${field.name}.`,
          text,
        );
      return lowered === 'true';
    }
    case 'ENUM':
      if (value.kind === 'number' || !field.enumValues?.includes(text))
        throw new GaqlError(
          'BAD_ENUM_CONSTANT',
          `Error in WHERE clause: invalid enum value ${describeValue(value)} for ${field.name}.`,
          text,
        );
      return text;
    case 'DATE':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
        throw new GaqlError(
          'INVALID_DATE_FORMAT',
          `Error in WHERE clause: invalid date ${describeValue(value)}; use 'YYYY-MM-DD'.`,
          text,
        );
      return text;
    default:
      if (value.kind !== 'string')
        throw new GaqlError(
          'BAD_VALUE',
          `Error in WHERE clause: expected a quoted string for ${field.name}, found ${text}.`,
          text,
        );
      return text;
  }
}

function readComparable(field: GaqlField, raw: GaqlRawValue): Comparable | null {
  if (raw === null || Array.isArray(raw)) return field.type === 'STRING' ? '' : null;
  if (field.type === 'INT64') return BigInt(raw as string | number);
  return raw;
}

function compare(left: Comparable, right: Comparable): number {
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/** GAQL LIKE: % is any run, _ one character, [x] and \x a literal x. */
function compileLike(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index] ?? '';
    if (char === '\\' && index + 1 < pattern.length) {
      source += escapeRegExp(pattern[index + 1] ?? '');
      index += 1;
    } else if (char === '[' && pattern[index + 2] === ']') {
      source += escapeRegExp(pattern[index + 1] ?? '');
      index += 2;
    } else if (char === '%') source += '[\\s\\S]*';
    else if (char === '_') source += '[\\s\\S]';
    else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** `field` is the condition's field, already resolved against the FROM resource. */
export function compileCondition(
  condition: GaqlCondition,
  field: GaqlField,
  now: number,
): BoundCondition {
  if (field.type === 'MESSAGE')
    throw new GaqlError(
      'PROHIBITED_FIELD_IN_WHERE_CLAUSE',
      `Field '${field.name}' cannot be used in the WHERE clause.`,
      field.name,
    );
  const read = (row: GaqlRow) => readComparable(field, field.read(row));
  const mismatch = (): never => {
    throw new GaqlError(
      'OPERATOR_FIELD_MISMATCH',
      `Operator ${condition.operator} cannot be used with field '${field.name}'.`,
      field.name,
    );
  };
  switch (condition.operator) {
    case 'IS NULL':
    case 'IS NOT NULL': {
      const wantsNull = condition.operator === 'IS NULL';
      return {
        field,
        test: (row) => {
          const raw = field.read(row);
          const isNull = raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0);
          return isNull === wantsNull;
        },
      };
    }
    case 'DURING': {
      if (field.type !== 'DATE') mismatch();
      if (!isDateRange(condition.range))
        throw new GaqlError(
          'INVALID_VALUE_WITH_DURING_OPERATOR',
          `Error in WHERE clause: invalid date range ${condition.range} after DURING.`,
          condition.range,
        );
      const [first, last] = resolveDateRange(condition.range, now);
      return {
        field,
        test: (row) => row.date !== undefined && row.date >= first && row.date <= last,
      };
    }
    case 'BETWEEN': {
      if (field.type !== 'DATE' && field.type !== 'INT64' && field.type !== 'DOUBLE') mismatch();
      const low = convertValue(field, condition.low);
      const high = convertValue(field, condition.high);
      if (compare(low, high) > 0)
        throw new GaqlError(
          'INVALID_VALUE_WITH_BETWEEN_OPERATOR',
          `Error in WHERE clause: the first value of BETWEEN must not exceed the second.`,
          field.name,
        );
      return {
        field,
        test: (row) => {
          const value = read(row);
          return value !== null && compare(value, low) >= 0 && compare(value, high) <= 0;
        },
      };
    }
    case 'IN':
    case 'NOT IN': {
      if (field.isRepeated) mismatch();
      const values = condition.values.map((value) => convertValue(field, value));
      const isNegated = condition.operator === 'NOT IN';
      return {
        field,
        test: (row) => {
          const value = read(row);
          const isMember = value !== null && values.some((candidate) => candidate === value);
          return isNegated ? !isMember : isMember;
        },
      };
    }
    case 'CONTAINS ANY':
    case 'CONTAINS ALL':
    case 'CONTAINS NONE': {
      if (!field.isRepeated) mismatch();
      const values = condition.values.map((value) => convertValue(field, value));
      const operator = condition.operator;
      return {
        field,
        test: (row) => {
          const raw = field.read(row);
          const items = Array.isArray(raw) ? (raw as unknown[]) : [];
          const has = (value: Comparable) => items.includes(value);
          if (operator === 'CONTAINS ANY') return values.some(has);
          if (operator === 'CONTAINS ALL') return values.every(has);
          return !values.some(has);
        },
      };
    }
    case 'LIKE':
    case 'NOT LIKE':
    case 'REGEXP_MATCH':
    case 'NOT REGEXP_MATCH': {
      if (field.type !== 'STRING' && field.type !== 'RESOURCE_NAME') mismatch();
      if (condition.value.kind !== 'string')
        throw new GaqlError(
          'INVALID_VALUE_WITH_LIKE_OPERATOR',
          `Error in WHERE clause: ${condition.operator} needs a quoted pattern.`,
          condition.value.value,
        );
      const isLike = condition.operator.endsWith('LIKE');
      let pattern: RegExp;
      try {
        pattern = isLike
          ? compileLike(condition.value.value)
          : new RegExp(`^(?:${condition.value.value})$`);
      } catch {
        throw new GaqlError(
          'BAD_VALUE',
          `Error in WHERE clause: invalid regular expression '${condition.value.value}'.`,
          condition.value.value,
        );
      }
      const isNegated = condition.operator.startsWith('NOT');
      return {
        field,
        test: (row) => {
          const raw = field.read(row);
          const texts = Array.isArray(raw)
            ? (raw as string[])
            : [typeof raw === 'string' ? raw : ''];
          const isMatch = texts.some((text) => pattern.test(text));
          return isNegated ? !isMatch : isMatch;
        },
      };
    }
    default: {
      if (field.isRepeated) mismatch();
      const expected = convertValue(field, condition.value);
      const operator = condition.operator;
      if (field.type === 'BOOLEAN' && operator !== '=' && operator !== '!=') mismatch();
      return {
        field,
        test: (row) => {
          const value = read(row);
          if (value === null) return operator === '!=';
          const order = compare(value, expected);
          switch (operator) {
            case '=':
              return order === 0;
            case '!=':
              return order !== 0;
            case '>':
              return order > 0;
            case '>=':
              return order >= 0;
            case '<':
              return order < 0;
            default:
              return order <= 0;
          }
        },
      };
    }
  }
}
