import { describe, expect, it } from 'vitest';
import { formatMicros } from './format-money';

describe('formatMicros', () => {
  it('shows micros in the account’s currency', () => {
    expect(formatMicros(12_500_000, 'EUR')).toBe('€12.50');
    expect(formatMicros(1_234_567_890, 'USD')).toBe('$1,234.57');
  });

  it('falls back to a plain number without a usable currency', () => {
    expect(formatMicros(2_000_000, null)).toBe('2');
    expect(formatMicros(2_500_000, 'NOT-A-CODE')).toBe('2.5');
  });
});
