import { Textarea } from '@utmost/ui/components/textarea';
import type { ComponentProps, ReactNode } from 'react';
import { findFieldMessageId, FormField } from './form-field';

/**
 * A labelled multi-line field with its message, like `TextField`; spread react-hook-form's
 * `register(name)` into it. `counter` (a character count, say) stays under the field while a
 * message is shown, which is when it matters most.
 */
export function TextareaField({
  id,
  label,
  isRequired = false,
  error,
  hint,
  counter,
  className,
  isGrowing = false,
  ...textareaProps
}: ComponentProps<'textarea'> & {
  id: string;
  label: string;
  isRequired?: boolean;
  error?: string | null | undefined;
  hint?: ReactNode;
  counter?: ReactNode;
  /** Grows with its text (up to a limit, then scrolls), so a long entry is read whole. */
  isGrowing?: boolean;
}) {
  const hasMessage = Boolean(error) || hint !== undefined;
  return (
    <FormField
      id={id}
      label={label}
      isRequired={isRequired}
      error={error}
      hint={hint}
      {...(className === undefined ? {} : { className })}
    >
      <Textarea
        id={id}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={hasMessage ? findFieldMessageId(id) : undefined}
        {...(isGrowing ? { className: 'field-sizing-content max-h-80' } : {})}
        {...textareaProps}
      />
      {counter === undefined ? null : <div className="text-right text-xs">{counter}</div>}
    </FormField>
  );
}
