import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('renders a pulsing placeholder hidden from assistive tech, sized by className', () => {
    const { container } = render(<Skeleton className="h-4 w-48 rounded-full" />);
    const block = container.querySelector('[data-slot="skeleton"]');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveClass('animate-pulse', 'bg-accent', 'h-4', 'w-48', 'rounded-full');
    expect(block).not.toHaveClass('rounded-md');
  });
});
