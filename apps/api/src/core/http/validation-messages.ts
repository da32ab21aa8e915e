import { UNKNOWN_QUERY_PARAMETER } from '@utmost/ads-sdk';
import type { ErrorObject } from 'ajv';
import { EARLIEST_REQUEST_DATE, LATEST_REQUEST_DATE } from './date-formats.js';

/**
 * Turns Ajv's errors into the contract's `errors` map: one clear message per field, the field
 * named by where it was sent (`querystring.limit`, `headers.x-screen-height`, `body.email`).
 * The first problem of a field wins; fixing it reveals the next.
 */
export function formatValidationErrors(
  errors: readonly ErrorObject[],
  source: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const field = findFieldName(error, source);
    fields[field] ??=
      source === 'querystring' && error.keyword === 'additionalProperties'
        ? UNKNOWN_QUERY_PARAMETER
        : describeProblem(error);
  }
  return fields;
}

function findFieldName(error: ErrorObject, source: string): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    segments.push(params.missingProperty);
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    segments.push(params.additionalProperty);
  }
  return [source, ...segments].join('.');
}

const TYPE_NAMES: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'an email address',
  uuid: 'a UUID',
  uri: 'a URL',
  url: 'a URL',
  'date-time': `a date and time (ISO 8601) from ${EARLIEST_REQUEST_DATE} to ${LATEST_REQUEST_DATE}`,
  date: `a date (YYYY-MM-DD) from ${EARLIEST_REQUEST_DATE} to ${LATEST_REQUEST_DATE}`,
};

function describeProblem(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not allowed';
    case 'type': {
      const types = String(params.type).split(',');
      return `must be ${types.map((type) => TYPE_NAMES[type] ?? type).join(' or ')}`;
    }
    case 'pattern':
      return `must match the pattern ${String(params.pattern)}`;
    case 'format':
      return `must be ${FORMAT_NAMES[String(params.format)] ?? `a valid ${String(params.format)}`}`;
    case 'minLength':
      return `must be at least ${plural(params.limit, 'character')}`;
    case 'maxLength':
      return `must be at most ${plural(params.limit, 'character')}`;
    case 'minimum':
      return `must be at least ${String(params.limit)}`;
    case 'maximum':
      return `must be at most ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `must be greater than ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(params.limit)}`;
    case 'minItems':
      return `must have at least ${plural(params.limit, 'item')}`;
    case 'maxItems':
      return `must have at most ${plural(params.limit, 'item')}`;
    case 'uniqueItems':
      return 'must not repeat items';
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    default:
      return error.message ?? 'is not valid';
  }
}

function plural(count: unknown, noun: string): string {
  return `${String(count)} ${noun}${count === 1 ? '' : 's'}`;
}
