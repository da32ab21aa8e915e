import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv.js';
import { formatValidationErrors } from './validation-messages.js';

function validate(schema: object, data: unknown, source = 'body') {
  const check = createAjv().compile(schema);
  check(data);
  return formatValidationErrors(check.errors ?? [], source);
}

describe('formatValidationErrors', () => {
  const schema = {
    type: 'object',
    required: ['email', 'name'],
    additionalProperties: false,
    properties: {
      email: { type: 'string', format: 'email' },
      name: { type: 'string', minLength: 2, maxLength: 5 },
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      mode: { enum: ['tagging', 'search-terms'] },
      nested: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } },
    },
  };

  it('names each field with its source and says what is wrong', () => {
    expect(
      validate(schema, { email: 'nope', limit: 0, mode: 'x', nested: { id: '1' }, extra: 1 }),
    ).toEqual({
      'body.email': 'must be an email address',
      'body.name': 'is required',
      'body.limit': 'must be at least 1',
      'body.mode': 'must be one of: tagging, search-terms',
      'body.nested.id': 'must be a UUID',
      'body.extra': 'is not allowed',
    });
  });

  it('describes types, lengths and patterns', () => {
    expect(validate(schema, { email: 'a@b.co', name: 'x', limit: 2.5 })).toEqual({
      'body.name': 'must be at least 2 characters',
      'body.limit': 'must be an integer',
    });
    expect(
      validate(
        {
          type: 'object',
          properties: { 'x-screen-height': { type: 'string', pattern: '^[0-9]+$' } },
        },
        { 'x-screen-height': 'abc' },
        'headers',
      ),
    ).toEqual({ 'headers.x-screen-height': 'must match the pattern ^[0-9]+$' });
  });
});
