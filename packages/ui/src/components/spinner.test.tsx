import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named "Loading" by default', () => {
    render(<Spinner />);
    const spinner = screen.getByRole('status', { name: 'Loading' });
    expect(spinner).toHaveAttribute('data-slot', 'spinner');
    expect(spinner).toHaveAttribute('aria-live', 'polite');
    expect(spinner).toHaveClass('animate-spin', 'size-4');
  });

  it('takes a translated label and a size', () => {
    render(<Spinner label="Loading ad accounts" className="size-8" />);
    const spinner = screen.getByRole('status', { name: 'Loading ad accounts' });
    expect(spinner).toHaveClass('size-8');
    expect(spinner).not.toHaveClass('size-4');
  });
});
