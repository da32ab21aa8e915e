import { useEffect, useState } from 'react';
import type { TemplateForm } from '../lib/template-form-resolver';
import type { TemplateFormValues } from '../lib/template-form-values';

function copyValues(values: Partial<TemplateFormValues>): TemplateFormValues {
  return {
    name: values.name ?? '',
    parameters: (values.parameters ?? []).map((row) => ({ ...row })),
  };
}

/**
 * The form's current values, re-rendering on every change. Read through the form's own
 * `subscribe` rather than `useWatch` / `useFieldArray`: react-hook-form is one module, so each of
 * its hooks used here would also load with the login page, which must stay within its budget.
 */
export function useTemplateFormValues(form: TemplateForm): TemplateFormValues {
  const [values, setValues] = useState(() => copyValues(form.getValues()));
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: (state) => setValues(copyValues(state.values)),
      }),
    [form],
  );
  return values;
}
