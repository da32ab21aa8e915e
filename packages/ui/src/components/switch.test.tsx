import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('turns on and off with a click and with Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Auto-tagging" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Auto-tagging' });
    expect(control).toHaveAttribute('aria-checked', 'false');

    await user.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('stays as it is while disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Auto-tagging" checked disabled onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('switch'));
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });

  it('marks its parts and sizes them by variant', () => {
    render(<Switch aria-label="Small" size="sm" />);
    const control = screen.getByRole('switch', { name: 'Small' });
    expect(control).toHaveAttribute('data-slot', 'switch');
    expect(control).toHaveClass('h-4', 'w-7');
    expect(control.querySelector('[data-slot="switch-thumb"]')).toHaveClass('size-3');
  });
});
