import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

// The app opens most dialogs from state, not from a DialogTrigger: a button's click or a row
// menu's item sets `open`. Focus must still come back to what opened them.
function StateOpenedDialog({ from }: { from: 'button' | 'menu' }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button>Before</Button>
      {from === 'button' ? (
        <Button onClick={() => setIsOpen(true)}>Run now</Button>
      ) : (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button>Row actions</Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={() => setIsOpen(true)}>Delete</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <DialogTitle>Sure?</DialogTitle>
          <DialogDescription>It cannot be undone.</DialogDescription>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

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

  describe('opened from state, without a DialogTrigger', () => {
    it.each(['Escape', 'Cancel'] as const)(
      'gives focus back to the button that opened it (closed with %s)',
      async (closeWith) => {
        const user = userEvent.setup();
        render(<StateOpenedDialog from="button" />);
        await user.tab();
        await user.tab();
        const opener = screen.getByRole('button', { name: 'Run now' });
        expect(opener).toHaveFocus();
        await user.keyboard('{Enter}');
        await screen.findByRole('dialog', { name: 'Sure?' });

        if (closeWith === 'Escape') await user.keyboard('{Escape}');
        else await user.click(screen.getByRole('button', { name: 'Cancel' }));

        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(opener).toHaveFocus());
      },
    );

    it.each(['Escape', 'Cancel'] as const)(
      'gives focus back to the menu trigger when a menu item opened it (closed with %s)',
      async (closeWith) => {
        const user = userEvent.setup();
        render(<StateOpenedDialog from="menu" />);
        const trigger = screen.getByRole('button', { name: 'Row actions' });
        trigger.focus();
        await user.keyboard('{Enter}');
        await user.keyboard('{ArrowDown}');
        expect(await screen.findByRole('menuitem', { name: 'Delete' })).toHaveFocus();
        await user.keyboard('{Enter}');
        await screen.findByRole('dialog', { name: 'Sure?' });
        expect(screen.queryByRole('menu')).toBeNull();

        if (closeWith === 'Escape') await user.keyboard('{Escape}');
        else await user.click(screen.getByRole('button', { name: 'Cancel' }));

        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(trigger).toHaveFocus());
      },
    );
  });
});
