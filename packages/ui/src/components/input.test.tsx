import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('forwards native props and a ref to the input element', () => {
    const ref = React.createRef<HTMLInputElement>();
    render(
      <Input
        ref={ref}
        type="email"
        name="email"
        placeholder="you@company.com"
        aria-label="Email"
        required
        className="w-64"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBe(ref.current);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('placeholder', 'you@company.com');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('data-slot', 'input');
    expect(input).toHaveClass('w-64');
    expect(input).not.toHaveClass('w-full');
  });

  it('reports typed text through onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Input aria-label="Name" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Q3 launch');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Q3 launch');
    expect(onChange).toHaveBeenCalledTimes('Q3 launch'.length);
  });

  it('styles an invalid field through aria-invalid', () => {
    render(<Input aria-label="Website" aria-invalid aria-describedby="website-error" />);
    const input = screen.getByRole('textbox', { name: 'Website' });
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-describedby', 'website-error');
    // The classes only take effect while aria-invalid is set, so a valid field keeps its border.
    expect(input).toHaveClass(
      'aria-invalid:border-destructive',
      'aria-invalid:ring-destructive/40',
    );
  });

  it('can be disabled', () => {
    render(<Input aria-label="Locked" disabled />);
    expect(screen.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
  });
});
