import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select';

function renderTemplateSelect(onValueChange = vi.fn(), disabled = false) {
  render(
    <Select onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger aria-label="Tracking template" size="sm">
        <SelectValue placeholder="Choose a template" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Google Ads</SelectLabel>
          <SelectItem value="default">Default UTMs</SelectItem>
          <SelectItem value="brand">Brand campaigns</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectItem value="archived" disabled>
          Archived
        </SelectItem>
      </SelectContent>
    </Select>,
  );
  return { user: userEvent.setup(), onValueChange };
}

describe('Select', () => {
  it('shows the placeholder, opens a listbox and picks an option', async () => {
    const { user, onValueChange } = renderTemplateSelect();
    const trigger = screen.getByRole('combobox', { name: 'Tracking template' });
    expect(trigger).toHaveTextContent('Choose a template');
    expect(trigger).toHaveAttribute('data-size', 'sm');

    await user.click(trigger);
    const listbox = await screen.findByRole('listbox');
    expect(listbox.closest('[data-slot="select-content"]')).not.toBeNull();
    expect(screen.getByRole('option', { name: 'Archived' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(screen.getByRole('option', { name: 'Brand campaigns' }));
    expect(onValueChange).toHaveBeenCalledWith('brand');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(trigger).toHaveTextContent('Brand campaigns');
  });

  it('opens with the keyboard and selects with Enter', async () => {
    const { user, onValueChange } = renderTemplateSelect();
    screen.getByRole('combobox').focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('cannot be opened while disabled', async () => {
    const { user } = renderTemplateSelect(vi.fn(), true);
    const trigger = screen.getByRole('combobox');
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
