import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROOT_FIELD, toFieldErrors } from './field-errors.js';

describe('toFieldErrors', () => {
  const schema = z
    .object({
      email: z.string().min(1, 'first').min(5, 'second'),
      address: z.object({ city: z.string('city message') }),
    })
    .refine(() => false, 'whole body');

  it('keeps the first message per dot-path field', () => {
    const result = schema.safeParse({ email: '', address: {} });
    expect(result.error && toFieldErrors(result.error)).toEqual({
      email: 'first',
      'address.city': 'city message',
    });
  });

  it('puts issues about the body as a whole under the root key', () => {
    const result = schema.safeParse({ email: 'a@b.co', address: { city: 'X' } });
    expect(result.error && toFieldErrors(result.error)).toEqual({ [ROOT_FIELD]: 'whole body' });
  });
});
