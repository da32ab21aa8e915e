import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover';

function renderHint() {
  render(
    <Popover>
      <PopoverTrigger asChild>
        <Button>Why?</Button>
      </PopoverTrigger>
      <PopoverContent size="sm" aria-label="Explanation">
        Manager accounts hold no ads.
        <PopoverClose asChild>
          <Button variant="ghost">Got it</Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>,
  );
  return userEvent.setup();
}

describe('Popover', () => {
  it('opens from its trigger and closes with Escape, returning focus', async () => {
    const user = renderHint();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Why?' }));
    const panel = await screen.findByRole('dialog', { name: 'Explanation' });
    expect(panel).toHaveTextContent('Manager accounts hold no ads.');
    expect(panel).toHaveAttribute('data-slot', 'popover-content');
    expect(panel).toHaveClass('w-56');
    expect(screen.getByRole('button', { name: 'Why?' })).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Why?' })).toHaveFocus();
  });

  it('closes from a PopoverClose inside it', async () => {
    const user = renderHint();
    await user.click(screen.getByRole('button', { name: 'Why?' }));
    await user.click(await screen.findByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
