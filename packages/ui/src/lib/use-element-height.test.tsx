import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useElementHeight } from './use-element-height';

function Measured({ isShown, isWatching }: { isShown: boolean; isWatching?: boolean }) {
  const [ref, height] = useElementHeight<HTMLDivElement>(isWatching);
  return (
    <>
      {isShown ? <div ref={ref} data-testid="bar" /> : null}
      <output>{height}</output>
    </>
  );
}

describe('useElementHeight', () => {
  it('reads the height of the element it is on, and 0 once that element goes', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      height: 48,
    } as DOMRect);
    const { rerender } = render(<Measured isShown />);
    expect(screen.getByTestId('bar')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('48');
    rerender(<Measured isShown={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('0');
  });

  it('measures nothing while it is not watching', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      height: 48,
    } as DOMRect);
    render(<Measured isShown isWatching={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('0');
  });
});
