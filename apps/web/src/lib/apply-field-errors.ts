import { isUtmostError } from '@utmost/ads-sdk';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Shows a 400 answer's `errors` map (field -> the spec's message) under the form's fields.
 * With `fieldNames`, only those fields count (the server may name fields the form does not show);
 * without, every entry is set. Returns whether any field matched, so the caller can fall back to a
 * notification when none did.
 */
export function applyFieldErrors<TFieldValues extends FieldValues>(
  setError: UseFormSetError<TFieldValues>,
  error: unknown,
  fieldNames?: readonly Path<TFieldValues>[],
): boolean {
  if (!isUtmostError(error) || error.fieldErrors === undefined) return false;
  let hasMatched = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (fieldNames !== undefined && !fieldNames.includes(field as Path<TFieldValues>)) continue;
    setError(
      field as Path<TFieldValues>,
      { type: 'server', message },
      { shouldFocus: !hasMatched },
    );
    hasMatched = true;
  }
  return hasMatched;
}
