import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_POSITION, Toaster, toast } from './sonner';

function findToasts(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]'));
}

function findVisibleToasts(): HTMLElement[] {
  return findToasts().filter((item) => item.dataset.visible === 'true');
}

afterEach(() => {
  // sonner keeps its queue in a module-level store; empty it so tests stay independent.
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('exports the spec limits', () => {
    expect(TOAST_LIMIT).toBe(5);
    expect(TOAST_DURATION_MS).toBe(7000);
    expect(TOAST_POSITION).toBe('bottom-center');
  });

  it('renders a toast at the bottom centre in the dark theme', async () => {
    render(<Toaster />);
    act(() => {
      toast('Saved successfully');
    });

    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveAttribute('data-x-position', 'center');
    expect(list).toHaveAttribute('data-sonner-theme', 'dark');
  });

  it.each([
    ['success', () => toast.success('Saved successfully')],
    ['error', () => toast.error('Something went wrong')],
    ['warning', () => toast.warning('Limit reached')],
    ['info', () => toast.info('A new version is available')],
  ] as const)('renders the %s variant with rich colours from the theme', async (type, show) => {
    render(<Toaster />);
    act(() => {
      show();
    });

    await waitFor(() => expect(findToasts()).toHaveLength(1));
    const [item] = findToasts();
    expect(item).toHaveAttribute('data-type', type);
    expect(item).toHaveAttribute('data-rich-colors', 'true');
    expect(item!.querySelector('[data-icon] svg')).not.toBeNull();
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
    const cssName = type === 'error' ? '--error-bg' : `--${type}-bg`;
    expect(list.style.getPropertyValue(cssName)).toContain(
      `var(--${type === 'error' ? 'destructive' : type})`,
    );
  });

  it(`keeps at most ${TOAST_LIMIT} toasts visible, newest first`, async () => {
    render(<Toaster />);
    act(() => {
      for (let index = 1; index <= 7; index += 1) {
        toast(`Run ${index} finished`);
      }
    });

    await waitFor(() => expect(findToasts()).toHaveLength(7));
    const visible = findVisibleToasts();
    expect(visible).toHaveLength(TOAST_LIMIT);
    expect(visible.map((item) => item.textContent)).toEqual([
      'Run 7 finished',
      'Run 6 finished',
      'Run 5 finished',
      'Run 4 finished',
      'Run 3 finished',
    ]);
  });

  it(`hides a toast after ${TOAST_DURATION_MS} ms`, async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast('Saved successfully');
    });
    // sonner adds toasts on the next tick.
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(findToasts()).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(findToasts()[0]).toHaveAttribute('data-removed', 'false');

    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(findToasts()[0]).toHaveAttribute('data-removed', 'true');

    // After its exit transition the toast leaves the DOM.
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(findToasts()).toHaveLength(0);
  });
});
