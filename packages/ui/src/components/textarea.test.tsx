import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('forwards native props and a ref to the textarea element', () => {
    const ref = React.createRef<HTMLTextAreaElement>();
    render(<Textarea ref={ref} aria-label="Overview" rows={4} className="w-64" />);
    const textarea = screen.getByRole('textbox', { name: 'Overview' });
    expect(textarea).toBe(ref.current);
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '4');
    expect(textarea).toHaveAttribute('data-slot', 'textarea');
    expect(textarea).toHaveClass('w-64');
    expect(textarea).not.toHaveClass('w-full');
  });

  it('keeps line breaks the user types', async () => {
    render(<Textarea aria-label="Overview" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Overview' }), 'One{enter}Two');
    expect(screen.getByRole('textbox', { name: 'Overview' })).toHaveValue('One\nTwo');
  });

  it('styles an invalid field through aria-invalid', () => {
    render(<Textarea aria-label="Overview" aria-invalid />);
    expect(screen.getByRole('textbox', { name: 'Overview' })).toBeInvalid();
  });
});
