import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, resolvePageJump } from './pagination';

function ControlledPagination({
  initialPage = 1,
  pageCount = 5,
  onChange,
  resolveJump,
}: {
  initialPage?: number;
  pageCount?: number;
  onChange?: (page: number) => void;
  resolveJump?: (entered: string, pageCount: number) => number;
}) {
  const [page, setPage] = React.useState(initialPage);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      resolveJump={resolveJump}
      onPageChange={(next) => {
        setPage(next);
        onChange?.(next);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Page number' });
const button = (name: string) => screen.getByRole('button', { name });

describe('Pagination', () => {
  it("shows 'Page N of M' and moves with first / previous / next / last", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledPagination initialPage={3} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveAttribute(
      'data-slot',
      'pagination',
    );
    expect(screen.getByText('Page 3 of 5')).toBeInTheDocument();
    expect(input()).toHaveValue('3');

    await user.click(button('Next page'));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByText('Page 4 of 5')).toBeInTheDocument();

    await user.click(button('Last page'));
    expect(onChange).toHaveBeenLastCalledWith(5);

    await user.click(button('Previous page'));
    expect(onChange).toHaveBeenLastCalledWith(4);

    await user.click(button('First page'));
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(input()).toHaveValue('1');
  });

  it('disables first and previous on the first page, next and last on the last', async () => {
    const user = userEvent.setup();
    render(<ControlledPagination initialPage={1} pageCount={2} />);
    expect(button('First page')).toBeDisabled();
    expect(button('Previous page')).toBeDisabled();
    expect(button('Next page')).toBeEnabled();
    expect(button('Last page')).toBeEnabled();

    await user.click(button('Next page'));
    expect(button('First page')).toBeEnabled();
    expect(button('Previous page')).toBeEnabled();
    expect(button('Next page')).toBeDisabled();
    expect(button('Last page')).toBeDisabled();
  });

  it('hands focus to the step the other way when a button disables itself at an end', async () => {
    const user = userEvent.setup();
    render(<ControlledPagination initialPage={2} pageCount={3} />);

    button('Previous page').focus();
    await user.keyboard('{Enter}');
    expect(button('Previous page')).toBeDisabled();
    expect(button('Next page')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(button('Previous page')).toBeEnabled();
    expect(button('Next page')).toHaveFocus();

    button('Last page').focus();
    await user.keyboard('{Enter}');
    expect(button('Last page')).toBeDisabled();
    expect(button('Previous page')).toHaveFocus();

    button('First page').focus();
    await user.keyboard('{Enter}');
    expect(button('First page')).toBeDisabled();
    expect(button('Next page')).toHaveFocus();
  });

  it('jumps on Enter and clamps per spec §5: empty -> 1, below 1 -> 1, above last -> last', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledPagination initialPage={3} pageCount={12} onChange={onChange} />);

    await user.clear(input());
    await user.type(input(), '7{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(7);
    expect(screen.getByText('Page 7 of 12')).toBeInTheDocument();

    await user.clear(input());
    await user.type(input(), '99{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(input()).toHaveValue('12');

    await user.clear(input());
    await user.type(input(), '-4{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1);

    await user.click(button('Last page'));
    await user.clear(input());
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(input()).toHaveValue('1');
  });

  it('commits on blur, and Escape puts the current page back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledPagination initialPage={2} pageCount={9} onChange={onChange} />);

    await user.clear(input());
    await user.type(input(), '5');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(input()).toHaveValue('5');

    await user.clear(input());
    await user.type(input(), '8{Escape}');
    expect(input()).toHaveValue('5');
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does not report a jump to the page already shown', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledPagination initialPage={4} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '4{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("uses the app's jump rule when given one", async () => {
    const user = userEvent.setup();
    const resolveJump = vi.fn(() => 2);
    const onChange = vi.fn();
    render(<ControlledPagination pageCount={6} resolveJump={resolveJump} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), 'abc{Enter}');
    expect(resolveJump).toHaveBeenCalledWith('abc', 6);
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('refuses an entry the check rejects, says why, and jumps once it is fixed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Pagination
        page={1}
        pageCount={6}
        onPageChange={onChange}
        checkJump={(entered) => (/^\d*$/.test(entered) ? null : 'Numbers only')}
      />,
    );
    await user.clear(input());
    await user.type(input(), 'abc{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Numbers only');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Numbers only');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(input());
    await user.type(input(), '4{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('takes translated texts', () => {
    render(
      <Pagination
        page={2}
        pageCount={3}
        onPageChange={() => undefined}
        formatLabel={(page, pageCount) => `Seite ${page} von ${pageCount}`}
        labels={{ next: 'Nächste Seite', pageInput: 'Seitenzahl' }}
      />,
    );
    expect(screen.getByText('Seite 2 von 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Seitenzahl' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First page' })).toBeInTheDocument();
  });

  it('renders nothing when hidden (the total fits one page)', () => {
    const { container } = render(
      <Pagination page={1} pageCount={1} onPageChange={() => undefined} isHidden />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('resolvePageJump', () => {
  it.each([
    ['', 10, 1],
    ['   ', 10, 1],
    ['0', 10, 1],
    ['-3', 10, 1],
    ['abc', 10, 1],
    ['4', 10, 4],
    [' 4 ', 10, 4],
    ['2.7', 10, 2],
    ['11', 10, 10],
    ['1e9', 10, 10],
    ['5', 0, 1],
  ])('%j with %i pages -> %i', (entered, pageCount, expected) => {
    expect(resolvePageJump(entered, pageCount)).toBe(expected);
  });
});
