import { UtmostError } from '@utmost/ads-sdk';
import { describe, expect, it, vi } from 'vitest';
import { applyFieldErrors } from './apply-field-errors';

const VALIDATION_ERROR = new UtmostError({
  code: 'BAD_REQUEST',
  status: 400,
  fieldErrors: { email: 'Invalid email format', 'address.zip': 'Numbers only' },
});

describe('applyFieldErrors', () => {
  it('sets every field message of a 400 answer', () => {
    const setError = vi.fn();
    expect(applyFieldErrors(setError, VALIDATION_ERROR)).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Invalid email format' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'address.zip',
      { type: 'server', message: 'Numbers only' },
      { shouldFocus: false },
    );
  });

  it('sets only the fields the form has, and reports no match when none is there', () => {
    const setError = vi.fn();
    expect(applyFieldErrors<{ email: string }>(setError, VALIDATION_ERROR, ['email'])).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    const otherForm = vi.fn();
    expect(applyFieldErrors<{ name: string }>(otherForm, VALIDATION_ERROR, ['name'])).toBe(false);
    expect(otherForm).not.toHaveBeenCalled();
  });

  it('ignores errors without a field map', () => {
    const setError = vi.fn();
    expect(applyFieldErrors(setError, new UtmostError({ code: 'NOT_FOUND', status: 404 }))).toBe(
      false,
    );
    expect(applyFieldErrors(setError, new Error('plain'))).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
