import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Separator } from './separator';

describe('Separator', () => {
  it('is decorative by default, hidden from assistive tech', () => {
    const { container } = render(<Separator />);
    const line = container.querySelector('[data-slot="separator"]');
    expect(line).toHaveAttribute('role', 'none');
    expect(line).toHaveAttribute('data-orientation', 'horizontal');
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('announces a vertical separator when it is not decorative', () => {
    render(<Separator orientation="vertical" decorative={false} />);
    const line = screen.getByRole('separator');
    expect(line).toHaveAttribute('aria-orientation', 'vertical');
    expect(line).toHaveAttribute('data-orientation', 'vertical');
    expect(line).toHaveClass('data-[orientation=vertical]:w-px');
  });
});
