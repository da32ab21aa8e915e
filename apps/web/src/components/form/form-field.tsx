import { Label } from '@utmost/ui/components/label';
import { cn } from '@utmost/ui/lib/utils';
import type { ReactNode } from 'react';

/** Spec §5: required fields are marked with *. Hidden from screen readers, which hear "required". */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
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
    <div data-slot="form-field" className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {isRequired ? <RequiredMark /> : null}
      </Label>
      {children}
      {error ? (
        <p id={findFieldMessageId(id)} className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={findFieldMessageId(id)} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
