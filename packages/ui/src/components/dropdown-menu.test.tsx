import * as React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './dropdown-menu';

function ProfileMenu({ onProfile = vi.fn(), onLogOut = vi.fn() }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost">Account</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>jane@acme.com</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={onProfile}>
            Profile
            <DropdownMenuShortcut>⌘P</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={onLogOut}>
            Log out
          </DropdownMenuItem>
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('leaves the page around an open menu readable: nothing focusable goes under aria-hidden', async () => {
    render(
      <>
        <a href="#main">Skip to content</a>
        <ProfileMenu />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(
      document.querySelectorAll('[aria-hidden="true"] a, [aria-hidden="true"] button'),
    ).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });

  it('opens with Enter, moves with ArrowDown and selects with Enter', async () => {
    const user = userEvent.setup();
    const onProfile = vi.fn();
    const onLogOut = vi.fn();
    render(<ProfileMenu onProfile={onProfile} onLogOut={onLogOut} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(screen.queryByRole('menu')).toBeNull();

    trigger.focus();
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAttribute('data-slot', 'dropdown-menu-content');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /Profile/ })).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    const logOut = screen.getByRole('menuitem', { name: 'Log out' });
    expect(logOut).toHaveFocus();
    expect(logOut).toHaveAttribute('data-variant', 'destructive');

    await user.keyboard('{Enter}');
    expect(onLogOut).toHaveBeenCalledTimes(1);
    expect(onProfile).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('opens with ArrowDown on the trigger and closes on Escape without selecting', async () => {
    const user = userEvent.setup();
    const onProfile = vi.fn();
    render(<ProfileMenu onProfile={onProfile} />);
    screen.getByRole('button', { name: 'Account' }).focus();

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByText('jane@acme.com')).toHaveAttribute('data-slot', 'dropdown-menu-label');
    expect(screen.getByText('⌘P')).toHaveAttribute('data-slot', 'dropdown-menu-shortcut');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onProfile).not.toHaveBeenCalled();
  });

  it('opens with a pointer click and selects an item with a click', async () => {
    const user = userEvent.setup();
    const onProfile = vi.fn();
    render(<ProfileMenu onProfile={onProfile} />);

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: /Profile/ }));

    expect(onProfile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('toggles checkbox items and picks one radio item', async () => {
    const user = userEvent.setup();
    function ColumnsMenu() {
      const [showCost, setShowCost] = React.useState(false);
      const [platform, setPlatform] = React.useState('google');
      return (
        <DropdownMenu>
          <DropdownMenuTrigger>View</DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuCheckboxItem checked={showCost} onCheckedChange={setShowCost}>
              Cost
            </DropdownMenuCheckboxItem>
            <DropdownMenuRadioGroup value={platform} onValueChange={setPlatform}>
              <DropdownMenuRadioItem value="google">Google</DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="linkedin">LinkedIn</DropdownMenuRadioItem>
            </DropdownMenuRadioGroup>
          </DropdownMenuContent>
        </DropdownMenu>
      );
    }
    render(<ColumnsMenu />);
    const trigger = screen.getByRole('button', { name: 'View' });

    await user.click(trigger);
    const cost = await screen.findByRole('menuitemcheckbox', { name: 'Cost' });
    expect(cost).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemradio', { name: 'Google' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(cost);

    await user.click(trigger);
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Cost' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'LinkedIn' }));

    await user.click(trigger);
    expect(await screen.findByRole('menuitemradio', { name: 'LinkedIn' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menuitemradio', { name: 'Google' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('opens a submenu with ArrowRight and selects inside it', async () => {
    const user = userEvent.setup();
    const onGoogle = vi.fn();
    render(
      <DropdownMenu>
        <DropdownMenuTrigger>Connect</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>Platforms</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuItem onSelect={onGoogle}>Google Ads</DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    screen.getByRole('button', { name: 'Connect' }).focus();
    await user.keyboard('{Enter}');
    const subTrigger = await screen.findByRole('menuitem', { name: 'Platforms' });
    await waitFor(() => expect(subTrigger).toHaveFocus());

    await user.keyboard('{ArrowRight}');
    const google = await screen.findByRole('menuitem', { name: 'Google Ads' });
    await waitFor(() => expect(google).toHaveFocus());
    await user.keyboard('{Enter}');

    expect(onGoogle).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
