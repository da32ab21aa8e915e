import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

function renderConnectTooltip() {
  render(
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button>Connect</Button>
        </TooltipTrigger>
        <TooltipContent>Upgrade to connect more accounts</TooltipContent>
      </Tooltip>
      <Button>Elsewhere</Button>
    </TooltipProvider>,
  );
  return userEvent.setup();
}

describe('Tooltip', () => {
  it('shows its content when the trigger gets keyboard focus', async () => {
    const user = renderConnectTooltip();
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.tab();

    expect(screen.getByRole('button', { name: 'Connect' })).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Upgrade to connect more accounts');
    expect(screen.getByRole('button', { name: 'Connect' })).toHaveAccessibleDescription(
      'Upgrade to connect more accounts',
    );
    expect(document.querySelector('[data-slot="tooltip-content"]')).not.toBeNull();
  });

  it('hides again when focus leaves the trigger', async () => {
    const user = renderConnectTooltip();
    await user.tab();
    await screen.findByRole('tooltip');

    await user.tab();

    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('hides on Escape', async () => {
    const user = renderConnectTooltip();
    await user.tab();
    await screen.findByRole('tooltip');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
