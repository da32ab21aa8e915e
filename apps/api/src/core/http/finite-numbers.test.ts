import { describe, expect, it } from 'vitest';
import { createRequestAjv } from './ajv.js';
import { refuseNonFiniteNumbers } from './finite-numbers.js';

const QUERY_SCHEMA = {
  type: 'object',
  properties: {
    offset: { type: 'integer', minimum: 0, maximum: 1000 },
    ratio: { type: 'number', maximum: 1 },
    ids: { type: 'array', items: { type: 'number' } },
  },
};

function compileQuery() {
  return refuseNonFiniteNumbers(createRequestAjv({ coerceTypes: 'array' }).compile(QUERY_SCHEMA));
}

describe('refuseNonFiniteNumbers', () => {
  it('refuses a text that Ajv coerces to Infinity, which its maximum would let through', () => {
    for (const [field, text] of [
      ['offset', '1e400'],
      ['ratio', 'Infinity'],
      ['ratio', '-1e400'],
      ['ids', '1e999'],
    ] as const) {
      const validate = compileQuery();
      expect(validate({ [field]: text }), `${field}=${text}`).toBe(false);
      expect(validate.errors?.[0]).toMatchObject({ instancePath: `/${field}`, keyword: 'type' });
    }
  });

  it('passes finite numbers within bounds and keeps Ajv’s own errors for the others', () => {
    const validate = compileQuery();
    const query = { offset: '1000', ratio: '0.5', ids: '7' };
    expect(validate(query)).toBe(true);
    expect(query).toEqual({ offset: 1000, ratio: 0.5, ids: [7] });
    expect(validate({ offset: '1001' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'maximum' });
  });
});
