import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenuItem } from './dropdown-menu';
import { SplitButton, SplitButtonAction, SplitButtonMenu } from './split-button';

function renderConnectButton({ disabled = false } = {}) {
  const onAction = vi.fn();
  const onGoogle = vi.fn();
  render(
    <SplitButton variant="secondary" size="sm" disabled={disabled} aria-label="Connect">
      <SplitButtonAction onClick={onAction}>Ad accounts</SplitButtonAction>
      <SplitButtonMenu label="Choose a platform">
        <DropdownMenuItem onSelect={onGoogle}>Google Ads</DropdownMenuItem>
        <DropdownMenuItem disabled>Meta Ads</DropdownMenuItem>
      </SplitButtonMenu>
    </SplitButton>,
  );
  return { user: userEvent.setup(), onAction, onGoogle };
}

describe('SplitButton', () => {
  it('runs the main action from its main half', async () => {
    const { user, onAction } = renderConnectButton();
    expect(screen.getByRole('group', { name: 'Connect' })).toHaveAttribute(
      'data-slot',
      'split-button',
    );
    await user.click(screen.getByRole('button', { name: 'Ad accounts' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the menu from the chevron, by keyboard too, and picks an item', async () => {
    const { user, onGoogle, onAction } = renderConnectButton();
    const chevron = screen.getByRole('button', { name: 'Choose a platform' });
    chevron.focus();
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAttribute('data-slot', 'split-button-menu');
    expect(screen.getByRole('menuitem', { name: 'Meta Ads' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Google Ads' }));
    expect(onGoogle).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('shares the variant and size with both halves', () => {
    renderConnectButton();
    for (const name of ['Ad accounts', 'Choose a platform']) {
      const half = screen.getByRole('button', { name });
      expect(half).toHaveClass('bg-secondary', 'h-8');
    }
  });

  it('disables both halves together', async () => {
    const { user, onAction } = renderConnectButton({ disabled: true });
    expect(screen.getByRole('button', { name: 'Ad accounts' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose a platform' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ad accounts' }));
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole('group')).toHaveAttribute('data-disabled');
  });
});
