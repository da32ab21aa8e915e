import { useEffect } from 'react';
import type { FieldErrors, Path } from 'react-hook-form';
import { PARAMETERS_ROOT_PATH } from '../lib/template-form-paths';
import type { TemplateForm } from '../lib/template-form-resolver';
import type { TemplateFormValues } from '../lib/template-form-values';

/** The paths of every message on screen. */
function listErrorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (error === undefined || error === null || typeof error !== 'object') return [];
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return 'message' in error ? [path] : listErrorPaths(error as FieldErrors, path);
  });
}

/**
 * Every message at once when the editor opens (a restored draft may be invalid), then, after any
 * change, the messages on screen and the parameters' own message again: a change to one row can
 * settle another's (two rows with one name), which checking only the changed field would miss.
 */
export function useShownErrorsRevalidation(form: TemplateForm, values: TemplateFormValues) {
  useEffect(() => {
    void form.trigger();
  }, [form]);

  useEffect(() => {
    const paths = [PARAMETERS_ROOT_PATH, ...listErrorPaths(form.formState.errors)];
    void form.trigger(paths as Path<TemplateFormValues>[]);
  }, [values, form]);
}
