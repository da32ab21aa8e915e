import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, FieldDescription, FieldError, FieldLabel } from './field';

describe('Field', () => {
  it('labels its control and describes it with the line under it', () => {
    render(
      <Field>
        <FieldLabel htmlFor="name">Template name</FieldLabel>
        <input id="name" aria-describedby="name-hint" />
        <FieldDescription id="name-hint">Up to 50 characters</FieldDescription>
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Template name' });
    expect(input).toHaveAccessibleDescription('Up to 50 characters');
    expect(input.closest('[data-slot="field"]')).not.toHaveAttribute('data-invalid');
  });

  it('marks itself invalid and shows the error in the destructive colour', () => {
    render(
      <Field isInvalid>
        <FieldLabel htmlFor="email">E-mail</FieldLabel>
        <input id="email" aria-describedby="email-error" />
        <FieldError id="email-error">Field is required</FieldError>
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAccessibleDescription('Field is required');
    expect(screen.getByText('Field is required')).toHaveClass('text-destructive-text');
    expect(input.closest('[data-slot="field"]')).toHaveAttribute('data-invalid', 'true');
  });
});
