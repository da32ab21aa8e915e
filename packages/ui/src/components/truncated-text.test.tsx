import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TruncatedText } from './truncated-text';

const NAME = 'Google search — spring sale 2026, brand and generic campaigns';

/** jsdom lays nothing out: give the text the widths a browser would measure. */
function measure(scrollWidth: number, clientWidth: number, scrollHeight = 0, clientHeight = 0) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TruncatedText', () => {
  it('cuts the text to one line with an ellipsis', () => {
    render(<TruncatedText>{NAME}</TruncatedText>);
    const text = screen.getByText(NAME);
    expect(text).toHaveClass('truncate');
    expect(text).toHaveAttribute('data-slot', 'truncated-text');
  });

  it('shows the whole text in a tooltip on hover when it is cut', async () => {
    measure(480, 160);
    const user = userEvent.setup();
    render(<TruncatedText>{NAME}</TruncatedText>);
    await user.hover(screen.getByText(NAME));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NAME);
  });

  it('shows the tooltip on keyboard focus of a link it wraps', async () => {
    measure(480, 160);
    const user = userEvent.setup();
    render(
      <TruncatedText asChild>
        <a href="/templates/1">{NAME}</a>
      </TruncatedText>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: NAME })).toHaveFocus();
    expect(screen.getByRole('link', { name: NAME })).toHaveClass('truncate');
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NAME);
  });

  it('wraps to two lines when asked, and shows the tooltip when the second is cut', async () => {
    measure(160, 160, 60, 40);
    const user = userEvent.setup();
    render(<TruncatedText lines={2}>{NAME}</TruncatedText>);
    const text = screen.getByText(NAME);
    expect(text).toHaveClass('line-clamp-2');
    expect(text).not.toHaveClass('truncate');
    await user.hover(text);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NAME);
  });

  it('shows no tooltip when the text fits', async () => {
    measure(120, 160);
    const user = userEvent.setup();
    render(<TruncatedText>PMax</TruncatedText>);
    await user.hover(screen.getByText('PMax'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('can show other words than its own, such as the full name behind a short one', async () => {
    measure(480, 160);
    const user = userEvent.setup();
    render(
      <TruncatedText fullText="Analytical Engines Ltd (4120000003)">Analytical…</TruncatedText>,
    );
    await user.hover(screen.getByText('Analytical…'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Analytical Engines Ltd (4120000003)',
    );
  });
});
