import type * as React from 'react';
import { cn } from '../lib/utils';
import { Label } from './label';

// shadcn's Field, in the kit's look: one layout for a label, its control and the line under it
// (a hint, or the rule's or the server's message), whatever the control is.

/** A label, a control and its message, stacked; `data-invalid` when the message is an error. */
function Field({
  className,
  isInvalid = false,
  ...props
}: React.ComponentProps<'div'> & { isInvalid?: boolean }) {
  return (
    <div
      data-slot="field"
      data-invalid={isInvalid || undefined}
      className={cn('group/field flex flex-col gap-2', className)}
      {...props}
    />
  );
}

function FieldLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  return <Label data-slot="field-label" className={className} {...props} />;
}

/** A hint under the control; give it an id for the control's `aria-describedby`. */
function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** What is wrong with the value; give it an id for the control's `aria-describedby`. */
function FieldError({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-error"
      className={cn('text-sm text-destructive-text', className)}
      {...props}
    />
  );
}

export { Field, FieldDescription, FieldError, FieldLabel };
