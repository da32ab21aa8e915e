import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { RowActions, type RowAction } from './row-actions';

function buildActions(onEdit = vi.fn(), onDelete = vi.fn()): RowAction[] {
  return [
    {
      id: 'edit',
      label: 'Edit',
      accessibleLabel: 'Edit PMax',
      icon: PencilIcon,
      onSelect: onEdit,
    },
    {
      id: 'delete',
      label: 'Delete',
      accessibleLabel: 'Delete PMax',
      icon: Trash2Icon,
      onSelect: onDelete,
      variant: 'destructive',
    },
  ];
}

function findPart(slot: string): HTMLElement {
  const part = document.querySelector<HTMLElement>(`[data-slot="${slot}"]`);
  if (part === null) throw new Error(`no ${slot}`);
  return part;
}

describe('RowActions', () => {
  it('offers each action as an icon button named after its row', async () => {
    const onDelete = vi.fn();
    const user = userEvent.setup();
    render(<RowActions actions={buildActions(vi.fn(), onDelete)} menuLabel="Actions for PMax" />);
    const buttons = findPart('row-actions-buttons');
    await user.click(within(buttons).getByRole('button', { name: 'Delete PMax' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('gathers the same actions in a menu, which the keyboard opens and chooses from', async () => {
    const onEdit = vi.fn();
    const user = userEvent.setup();
    render(<RowActions actions={buildActions(onEdit)} menuLabel="Actions for PMax" />);
    const trigger = within(findPart('row-actions-menu')).getByRole('button', {
      name: 'Actions for PMax',
    });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows buttons from the breakpoint up and the menu below it, by CSS alone', () => {
    const { rerender } = render(
      <RowActions actions={buildActions()} menuLabel="Actions for PMax" />,
    );
    expect(findPart('row-actions-buttons')).toHaveClass('hidden', 'xl:flex');
    expect(findPart('row-actions-menu')).toHaveClass('flex', 'xl:hidden');
    rerender(<RowActions actions={buildActions()} menuLabel="Actions for PMax" inline="never" />);
    expect(findPart('row-actions-buttons')).toHaveClass('hidden');
    expect(findPart('row-actions-menu')).toHaveClass('flex');
    expect(findPart('row-actions-menu')).not.toHaveClass('hidden');
  });

  it('renders an action that opens a page as a link, in both forms', async () => {
    const user = userEvent.setup();
    const actions: RowAction[] = [
      {
        id: 'edit',
        label: 'Edit',
        accessibleLabel: 'Edit PMax',
        icon: PencilIcon,
        link: <a href="/templates/pmax" />,
      },
    ];
    render(<RowActions actions={actions} menuLabel="Actions for PMax" />);
    expect(
      within(findPart('row-actions-buttons')).getByRole('link', { name: 'Edit PMax' }),
    ).toHaveAttribute('href', '/templates/pmax');
    await user.click(
      within(findPart('row-actions-menu')).getByRole('button', { name: 'Actions for PMax' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/templates/pmax',
    );
  });

  it('leaves a disabled action disabled in both forms', async () => {
    const user = userEvent.setup();
    const actions = buildActions().map((action) =>
      action.id === 'delete' ? { ...action, disabled: true } : action,
    );
    render(<RowActions actions={actions} menuLabel="Actions for PMax" />);
    expect(
      within(findPart('row-actions-buttons')).getByRole('button', { name: 'Delete PMax' }),
    ).toBeDisabled();
    await user.click(
      within(findPart('row-actions-menu')).getByRole('button', { name: 'Actions for PMax' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
