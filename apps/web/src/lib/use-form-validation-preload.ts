import { useEffect } from 'react';
import { loadFormValidation } from './lazy-zod-resolver';

/** Starts loading the forms' validation code as soon as a form is on screen. */
export function useFormValidationPreload(): void {
  useEffect(() => {
    // A failed load is retried by the resolver at the first check, which then reports it.
    loadFormValidation().catch(() => undefined);
  }, []);
}
