import { toFieldErrors } from '@utmost/ads-sdk/schemas';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Runs one of the SDK's zod schemas (spec §5 rules and messages) after the contract's shape
 * check, and answers 400 `{ errors: { field: message } }` with the first message of each field.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError('BAD_REQUEST', undefined, {
    fieldErrors: toFieldErrors(result.error),
    cause: result.error,
  });
}
