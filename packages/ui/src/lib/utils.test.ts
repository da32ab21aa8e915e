import { describe, expect, it } from 'vitest';
import { cn } from './utils';

describe('cn', () => {
  it('keeps the last of two conflicting Tailwind classes', () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4');
    expect(cn('bg-primary text-sm', 'bg-destructive')).toBe('text-sm bg-destructive');
  });

  it('drops falsy values and flattens arrays and objects', () => {
    const isActive = true;
    const isDisabled = false;
    expect(
      cn('base', isDisabled && 'opacity-50', ['a', ['b']], {
        active: isActive,
        hidden: isDisabled,
      }),
    ).toBe('base a b active');
  });

  it('knows the theme colour tokens are colours, not font sizes', () => {
    // text-primary-foreground is a colour; merging it with text-sm must keep both.
    expect(cn('text-sm text-primary-foreground')).toBe('text-sm text-primary-foreground');
    expect(cn('text-muted-foreground', 'text-foreground')).toBe('text-foreground');
  });
});
