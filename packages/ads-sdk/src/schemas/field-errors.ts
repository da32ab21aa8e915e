import type { z } from 'zod';

/** The key for issues about the body as a whole rather than one field. */
export const ROOT_FIELD = '_root';

/**
 * A zod error as the contract's 400 `errors` map: field (dot path, as `ValidationErrors` says) to
 * its first message. One message a field, the first one: fixing it reveals the next, and the
 * schemas order their checks so that "Field is required" comes before any format message.
 */
export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || ROOT_FIELD;
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}
