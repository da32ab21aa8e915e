import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { FieldErrorTarget } from '../../../lib/request-meta';

/**
 * Routes a 400 answer's `errors["adAccountIds.N"]` to the row of the N-th id sent, so the message
 * shows under that account instead of in a notification. Other fields fall back to a notification.
 */
export function buildRowErrorTarget(
  sentIds: readonly number[],
  onRowError: (id: number, message: string) => void,
): FieldErrorTarget {
  const fieldNames = sentIds.map((_, index) => `adAccountIds.${index}`);
  const setError: UseFormSetError<FieldValues> = (name, error) => {
    const index = Number(name.slice('adAccountIds.'.length));
    const id = sentIds[index];
    if (id !== undefined) onRowError(id, error.message ?? '');
  };
  return { setError, fieldNames };
}
