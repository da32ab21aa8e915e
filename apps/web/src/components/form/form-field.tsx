import { Field, FieldDescription, FieldError, FieldLabel } from '@utmost/ui/components/field';
import type { ReactNode } from 'react';

/** Spec §5: required fields are marked with *. Hidden from screen readers, which hear "required". */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive-text">
      *
    </span>
  );
}

/** The id of the message under a field, for the control's `aria-describedby`. */
export function findFieldMessageId(id: string): string {
  return `${id}-message`;
}

/**
 * A label, a control and the message under it (a rule's or the server's). The control is passed
 * as a child so that inputs, selects and file pickers share one layout.
 */
export function FormField({
  id,
  label,
  isRequired = false,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  isRequired?: boolean;
  error?: string | null | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Field isInvalid={Boolean(error)} className={className}>
      <FieldLabel htmlFor={id}>
        {label}
        {isRequired ? <RequiredMark /> : null}
      </FieldLabel>
      {children}
      {error ? (
        <FieldError id={findFieldMessageId(id)}>{error}</FieldError>
      ) : hint ? (
        <FieldDescription id={findFieldMessageId(id)}>{hint}</FieldDescription>
      ) : null}
    </Field>
  );
}
