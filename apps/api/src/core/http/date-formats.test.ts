import { describe, expect, it } from 'vitest';
import { createAjv, createRequestAjv } from './ajv.js';

describe('request dates', () => {
  const date = createRequestAjv().compile({ type: 'string', format: 'date' });
  const dateTime = createRequestAjv().compile({ type: 'string', format: 'date-time' });

  it('accepts ordinary dates and their bounds', () => {
    for (const value of ['1970-01-01', '2026-02-28', '2028-02-29', '2999-12-31']) {
      expect(date(value), value).toBe(true);
    }
    for (const value of [
      '1970-01-01T00:00:00Z',
      '2026-01-15T10:00:00.123+02:00',
      '2999-12-31T23:59:59Z',
    ]) {
      expect(dateTime(value), value).toBe(true);
    }
  });

  it('refuses what RFC 3339 allows but the database or JavaScript cannot read', () => {
    for (const value of ['0000-01-01', '9999-12-31', '1969-12-31', '3000-01-01', '2026-02-29']) {
      expect(date(value), value).toBe(false);
    }
    for (const value of [
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '2999-12-31T23:00:00-05:00',
      '1970-01-01T00:30:00+01:00',
      '2026-06-30T23:59:60Z',
    ]) {
      expect(dateTime(value), value).toBe(false);
    }
  });

  it('leaves the formats of answers as RFC 3339 writes them', () => {
    expect(createAjv().compile({ type: 'string', format: 'date' })('0001-01-01')).toBe(true);
  });
});
