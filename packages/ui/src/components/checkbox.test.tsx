import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles with a click and with Space, reporting the new state', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox aria-label="Acme EU" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Acme EU' });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAttribute('data-slot', 'checkbox');

    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the indeterminate state as mixed', () => {
    render(<Checkbox aria-label="Select all" checked="indeterminate" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Select all' });
    expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    expect(checkbox).toHaveAttribute('data-state', 'indeterminate');
  });

  it('ignores input while disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox aria-label="Manager" disabled onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Manager' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });

  it('applies the size variant and merges a className', () => {
    function Sized() {
      return <Checkbox aria-label="Large" size="lg" className="mt-1" />;
    }
    render(React.createElement(Sized));
    const checkbox = screen.getByRole('checkbox', { name: 'Large' });
    expect(checkbox).toHaveClass('size-5', 'mt-1');
    expect(checkbox).not.toHaveClass('size-4');
    expect(checkbox).toHaveAttribute('data-size', 'lg');
  });
});
