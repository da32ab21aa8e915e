import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('follows the value only once it has stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'g' },
    });
    rerender({ value: 'go' });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    rerender({ value: 'goo' });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(result.current).toBe('g');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('goo');
  });
});
