import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('renders a span with the default variant', () => {
    render(<Badge>Beta</Badge>);
    const badge = screen.getByText('Beta');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveAttribute('data-slot', 'badge');
    expect(badge).toHaveClass('bg-primary', 'text-primary-foreground');
  });

  it.each([
    ['secondary', 'bg-secondary'],
    ['destructive', 'bg-destructive'],
    ['outline', 'text-foreground'],
    ['success', 'text-success'],
    ['warning', 'text-warning'],
    ['info', 'text-info'],
  ] as const)('applies the %s variant', (variant, expectedClass) => {
    render(<Badge variant={variant}>Status</Badge>);
    const badge = screen.getByText('Status');
    expect(badge).toHaveClass(expectedClass);
    expect(badge).not.toHaveClass('bg-primary');
    expect(badge).toHaveAttribute('data-variant', variant);
  });

  it('renders its child with asChild', () => {
    render(
      <Badge asChild variant="outline">
        <a href="/run-history">3 errors</a>
      </Badge>,
    );
    const link = screen.getByRole('link', { name: '3 errors' });
    expect(link).toHaveAttribute('data-slot', 'badge');
    expect(link).toHaveClass('text-foreground');
  });
});
