import { describe, expect, it } from 'vitest';
import {
  connectionResultSearchSchema,
  isConnectionMessage,
  toConnectionMessage,
} from './connection-message';

describe('connectionResultSearchSchema', () => {
  it('reads status as the router parses it (a boolean) or as text', () => {
    expect(connectionResultSearchSchema.parse({ status: true, email: 'a@b.test' })).toEqual({
      status: true,
      email: 'a@b.test',
    });
    expect(connectionResultSearchSchema.parse({ status: 'false', error: 'access_denied' })).toEqual(
      { status: false, error: 'access_denied' },
    );
  });

  it('drops junk instead of failing the page', () => {
    expect(connectionResultSearchSchema.parse({ status: 42, email: ['x'] })).toEqual({});
  });
});

describe('toConnectionMessage', () => {
  it('is a success only with an e-mail', () => {
    expect(toConnectionMessage({ status: true, email: 'a@b.test' })).toEqual({
      status: 'true',
      email: 'a@b.test',
    });
    expect(toConnectionMessage({ status: true })).toEqual({ status: 'false', error: 'unknown' });
  });

  it('keeps a known error and calls any other one unknown', () => {
    expect(toConnectionMessage({ status: false, error: 'invalid_state' })).toEqual({
      status: 'false',
      error: 'invalid_state',
    });
    expect(toConnectionMessage({ status: false, error: '<script>' })).toEqual({
      status: 'false',
      error: 'unknown',
    });
  });
});

describe('isConnectionMessage', () => {
  it('accepts only the success route’s shapes', () => {
    expect(isConnectionMessage({ status: 'true', email: 'a@b.test' })).toBe(true);
    expect(isConnectionMessage({ status: 'false', error: 'forbidden' })).toBe(true);
    expect(isConnectionMessage({ status: 'false', error: 'unknown' })).toBe(true);
    expect(isConnectionMessage({ status: 'true' })).toBe(false);
    expect(isConnectionMessage({ status: 'false', error: 'nope' })).toBe(false);
    expect(isConnectionMessage('status=true')).toBe(false);
    expect(isConnectionMessage(null)).toBe(false);
  });
});
