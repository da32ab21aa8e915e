import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('renders a button with the default variant and size', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('data-slot', 'button');
    expect(button).toHaveAttribute('data-variant', 'default');
    expect(button).toHaveAttribute('data-size', 'default');
    expect(button).toHaveClass('bg-primary', 'text-primary-foreground', 'h-9');
  });

  it.each([
    ['destructive', 'bg-destructive'],
    ['outline', 'border-input'],
    ['secondary', 'bg-secondary'],
    ['ghost', 'hover:bg-accent/50'],
    ['link', 'underline-offset-4'],
  ] as const)('applies the %s variant', (variant, expectedClass) => {
    render(<Button variant={variant}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveClass(expectedClass);
    expect(button).not.toHaveClass('bg-primary');
    expect(button).toHaveAttribute('data-variant', variant);
  });

  it.each([
    ['sm', 'h-8'],
    ['lg', 'h-10'],
    ['icon', 'size-9'],
  ] as const)('applies the %s size', (size, expectedClass) => {
    render(
      <Button size={size} aria-label="Act">
        A
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Act' });
    expect(button).toHaveClass(expectedClass);
    expect(button).not.toHaveClass('h-9');
  });

  it('lets a className override a conflicting variant class', () => {
    render(<Button className="h-12 px-8">Tall</Button>);
    const button = screen.getByRole('button', { name: 'Tall' });
    expect(button).toHaveClass('h-12', 'px-8');
    expect(button).not.toHaveClass('h-9');
    expect(button).not.toHaveClass('px-4');
  });

  it('renders its child instead of a button with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/ad-accounts">Ad accounts</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Ad accounts' });
    expect(link).toHaveAttribute('href', '/ad-accounts');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveClass('border-input');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls onClick, and not when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Run</Button>);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} disabled>
        Run
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('exposes the variant classes for links styled as buttons', () => {
    expect(buttonVariants({ variant: 'secondary', size: 'sm' })).toContain('bg-secondary');
    expect(buttonVariants({ variant: 'secondary', size: 'sm' })).toContain('h-8');
  });
});
