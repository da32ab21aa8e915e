import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

function renderDeleteDialog(onOpenChange = vi.fn()) {
  render(
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>Delete template</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close dialog">
        <DialogHeader>
          <DialogTitle>Delete template?</DialogTitle>
          <DialogDescription>Ads keep their current URLs.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>,
  );
  return { user: userEvent.setup(), onOpenChange };
}

describe('Dialog', () => {
  it('is closed until the trigger is pressed, then opens a titled, described dialog', async () => {
    const { user, onOpenChange } = renderDeleteDialog();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete template' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete template?' });
    expect(dialog).toHaveAccessibleDescription('Ads keep their current URLs.');
    expect(dialog).toHaveAttribute('data-slot', 'dialog-content');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(document.querySelector('[data-slot="dialog-overlay"]')).not.toBeNull();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { user, onOpenChange } = renderDeleteDialog();
    const trigger = screen.getByRole('button', { name: 'Delete template' });
    await user.click(trigger);
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('closes with the close button, named by closeLabel', async () => {
    const { user } = renderDeleteDialog();
    await user.click(screen.getByRole('button', { name: 'Delete template' }));
    await screen.findByRole('dialog');

    await user.click(screen.getByRole('button', { name: 'Close dialog' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with a DialogClose in the footer', async () => {
    const { user } = renderDeleteDialog();
    await user.click(screen.getByRole('button', { name: 'Delete template' }));
    await screen.findByRole('dialog');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('can hide the close button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog defaultOpen>
        <DialogContent showCloseButton={false}>
          <DialogTitle>Plain</DialogTitle>
          <DialogDescription>No corner button.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await screen.findByRole('dialog', { name: 'Plain' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
