import { cleanup, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
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

  it('makes the page it hides inert while open, and lifts that when closed (no aria-hidden-focus)', async () => {
    const { user } = renderTemplateSelect();
    const trigger = screen.getByRole('combobox', { name: 'Tracking template' });
    await user.click(trigger);
    await screen.findByRole('listbox');
    await waitFor(() => {
      const hidden = document.querySelectorAll('[data-aria-hidden="true"]');
      expect(hidden.length).toBeGreaterThan(0);
      for (const element of hidden) expect(element).toHaveAttribute('inert');
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('lifts it when the open list goes away with its page', async () => {
    const { user } = renderTemplateSelect();
    await user.click(screen.getByRole('combobox'));
    await screen.findByRole('listbox');
    await waitFor(() => expect(document.querySelectorAll('[inert]').length).toBeGreaterThan(0));
    cleanup();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('leaves a page alone while closed, even under a dialog that hides it (the first-run flow)', async () => {
    const user = userEvent.setup();
    function PageWithDialog() {
      const [isDialogOpen, setIsDialogOpen] = React.useState(true);
      return (
        <>
          <Select>
            <SelectTrigger aria-label="Tracking template">
              <SelectValue placeholder="Choose a template" />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="default">Default UTMs</SelectItem>
            </SelectContent>
          </Select>
          <button type="button">Connect</button>
          <Dialog open={isDialogOpen} onOpenChange={setIsDialogOpen}>
            <DialogContent>
              <DialogTitle>Welcome</DialogTitle>
              <DialogDescription>First steps</DialogDescription>
              <button type="button" onClick={() => setIsDialogOpen(false)}>
                Got it
              </button>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<PageWithDialog />);
    await screen.findByRole('dialog');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByRole('button', { name: 'Connect' })).toHaveFocus();
  });
});
