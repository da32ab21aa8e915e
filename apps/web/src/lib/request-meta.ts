import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Where a failed request's 400 field errors go: a react-hook-form's `setError`, and its fields. */
export interface FieldErrorTarget {
  // The handler is form-agnostic; each form narrows the types where it builds the target.
  setError: UseFormSetError<FieldValues>;
  fieldNames?: readonly string[];
}

/**
 * Where a request belongs when its failure is the spec's flow error: the resource, what the user
 * did and the area (translated). The failure's message completes it as the error type.
 */
export interface FlowErrorContext {
  resource: string;
  action: string;
  area: string;
}

/** The `meta` of queries and mutations, read by the global error handler. */
export interface RequestMeta extends Record<string, unknown> {
  form?: FieldErrorTarget;
  flowError?: FlowErrorContext;
  /**
   * A failure is not shown: the page works without this data. The subscription behind the banner
   * and the connect button is one (spec §4: hidden when its fetch fails; the API still checks).
   */
  isSilent?: boolean;
  /**
   * The page shows this query's own failures (a stale link, a bad range), except a server error:
   * a 500 still brings the global server-error screen with Refresh (spec §8), as on every page.
   */
  showsOwnErrors?: boolean;
  /**
   * A mutation's answers with these statuses are the caller's to show (a 409 "in use" that the
   * page turns into a confirmation, say); any other failure still goes to the global handler.
   */
  handledStatuses?: readonly number[];
}

/**
 * Builds a mutation's `meta` so that a 400 answer lands under this form's fields:
 * `useMutation({ ...logInMutationOptions(sdk), meta: withFormErrors(form.setError, ['email']) })`.
 */
export function withFormErrors<TFieldValues extends FieldValues>(
  setError: UseFormSetError<TFieldValues>,
  fieldNames?: readonly Path<TFieldValues>[],
): RequestMeta {
  return {
    form: { setError: setError as unknown as UseFormSetError<FieldValues>, fieldNames },
  };
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}
