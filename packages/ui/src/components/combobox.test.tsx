import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './combobox';

const OPTIONS = [
  { value: 'utm_source', hint: 'UTM' },
  { value: 'utm_medium', hint: 'UTM' },
  { value: 'gclid_copy', label: 'gclid_copy' },
];

function ControlledCombobox({
  initial = '',
  onValueChange = vi.fn(),
}: {
  initial?: string;
  onValueChange?: (value: string) => void;
}) {
  const [value, setValue] = React.useState(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Combobox
        aria-label="Parameter"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
        options={OPTIONS}
        emptyText="No suggestion: your own name is fine"
        toggleLabel="Show parameters"
      />
    </form>
  );
}

describe('Combobox', () => {
  it('filters the suggestions as the user types and keeps free text', async () => {
    const onValueChange = vi.fn();
    render(<ControlledCombobox onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox', { name: 'Parameter' });
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(input, 'med');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'utm_mediumUTM',
    ]);

    await userEvent.type(input, 'xyz');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('No suggestion: your own name is fine')).toBeVisible();
    expect(input).toHaveValue('medxyz');
    expect(onValueChange).toHaveBeenLastCalledWith('medxyz');
  });

  it('moves through every option with the arrow keys and takes one with Enter', async () => {
    const onValueChange = vi.fn();
    render(<ControlledCombobox initial="utm_source" onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox');
    input.focus();

    await userEvent.keyboard('{ArrowDown}');
    // Opened with the keyboard: the whole list, the current value active.
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /utm_source/ }).id,
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /utm_source/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('gclid_copy');
    expect(input).toHaveValue('gclid_copy');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('closes with Escape and opens with the toggle without moving the focus', async () => {
    render(<ControlledCombobox />);
    const input = screen.getByRole('combobox');
    await userEvent.click(screen.getByRole('button', { name: 'Show parameters' }));
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Show parameters' }));
    await userEvent.click(screen.getByRole('option', { name: /utm_medium/ }));
    expect(input).toHaveValue('utm_medium');
    expect(input).toHaveFocus();
  });

  it('passes the input’s attributes and ref through', () => {
    const ref = React.createRef<HTMLInputElement>();
    render(
      <Combobox
        ref={ref}
        id="key-1"
        aria-invalid
        value=""
        onValueChange={() => {}}
        options={OPTIONS}
        disabled
      />,
    );
    expect(ref.current).toBe(screen.getByRole('combobox'));
    expect(ref.current).toHaveAttribute('id', 'key-1');
    expect(ref.current).toHaveAttribute('aria-invalid', 'true');
    expect(ref.current).toBeDisabled();
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('id', 'key-1-listbox');
  });
});
