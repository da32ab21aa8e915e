import { cn } from '@utmost/ui/lib/utils';
import type { ComponentProps } from 'react';
import { findFieldMessageId, FormField } from './form-field';

// The input's look for a native select: the UI kit has no select yet, and a native one is
// accessible and small.
const SELECT_CLASS =
  'flex h-9 w-full rounded-md border border-input bg-input/30 px-3 py-1 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive [&>option]:bg-popover [&>option]:text-popover-foreground';

/** A native select with the inputs' look, without a label (tables label it with aria-label). */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(SELECT_CLASS, className)} {...props} />;
}

/** A labelled select with its message; spread react-hook-form's `register(name)` into it. */
export function SelectField({
  id,
  label,
  isRequired = false,
  error,
  options,
  placeholder,
  ...selectProps
}: ComponentProps<'select'> & {
  id: string;
  label: string;
  isRequired?: boolean;
  error?: string | null | undefined;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice ("Choose a role"); an empty value fails a required rule. */
  placeholder?: string;
}) {
  return (
    <FormField id={id} label={label} isRequired={isRequired} error={error}>
      <NativeSelect
        id={id}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? findFieldMessageId(id) : undefined}
        {...selectProps}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
