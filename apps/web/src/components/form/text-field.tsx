import { Input } from '@utmost/ui/components/input';
import type { ComponentProps, ReactNode } from 'react';
import { findFieldMessageId, FormField } from './form-field';

/**
 * A labelled input with its message. Spread react-hook-form's `register(name)` into it:
 * `<TextField id="email" label={t('…')} isRequired error={errors.email?.message} {...register('email')} />`.
 */
export function TextField({
  id,
  label,
  isRequired = false,
  error,
  hint,
  className,
  ...inputProps
}: ComponentProps<'input'> & {
  id: string;
  label: string;
  isRequired?: boolean;
  error?: string | null | undefined;
  hint?: ReactNode;
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
      <Input
        id={id}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={hasMessage ? findFieldMessageId(id) : undefined}
        {...inputProps}
      />
    </FormField>
  );
}
