import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@utmost/ui/components/select';
import type { Ref } from 'react';
import { findFieldMessageId, FormField } from './form-field';

/**
 * A labelled UI-kit select with its message. Controlled: wrap it in react-hook-form's `Controller`
 * and pass `field.value`, `field.onChange`, `field.onBlur` and `field.ref` (the ref lets the form
 * focus the field that failed).
 */
export function SelectField({
  id,
  label,
  isRequired = false,
  error,
  options,
  placeholder,
  value,
  onValueChange,
  onBlur,
  ref,
  isDisabled = false,
}: {
  id: string;
  label: string;
  isRequired?: boolean;
  error?: string | null | undefined;
  options: readonly { value: string; label: string }[];
  /** Shown while nothing is chosen ("Choose a role"); an empty value fails a required rule. */
  placeholder?: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  isDisabled?: boolean;
}) {
  return (
    <FormField id={id} label={label} isRequired={isRequired} error={error}>
      {/* Radix treats '' as "nothing chosen" and shows the placeholder. */}
      <Select value={value ?? ''} onValueChange={onValueChange} disabled={isDisabled}>
        <SelectTrigger
          id={id}
          ref={ref}
          onBlur={onBlur}
          className="w-full"
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? findFieldMessageId(id) : undefined}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}
