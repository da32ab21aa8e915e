import { useEffect, useState, useSyncExternalStore, type RefCallback } from 'react';

// Toasts stack at the bottom centre (spec §9), where an editor's own Discard / Publish / Save row
// often is too (issue 25 item 7). A page marks that row with `useKeepToastsClear`; while the row
// is in the lower half of the window, the toaster starts above it instead of over it.

/** Space kept between the row's top and the lowest toast, px. */
const GAP_PX = 12;

const clearances = new Map<symbol, number>();
const listeners = new Set<() => void>();

function publish(key: symbol, clearance: number): void {
  if ((clearances.get(key) ?? 0) === clearance) return;
  if (clearance === 0) clearances.delete(key);
  else clearances.set(key, clearance);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readClearance(): number {
  return Math.max(0, ...clearances.values());
}

/**
 * How far above the window's bottom an element's top is, when it is shown in the lower half of
 * the window (where toasts would cover it); 0 otherwise, the toaster's own offset being enough.
 */
export function measureClearance(
  rect: Pick<DOMRect, 'top' | 'bottom'>,
  windowHeight: number,
): number {
  const isShown = rect.bottom > 0 && rect.top < windowHeight;
  const isInLowerHalf = rect.top > windowHeight / 2;
  return isShown && isInLowerHalf ? Math.ceil(windowHeight - rect.top + GAP_PX) : 0;
}

/** Put the returned ref on a page's own action row: toasts then never sit over it. */
export function useKeepToastsClear<T extends HTMLElement>(): RefCallback<T> {
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => {
    if (element === null) return undefined;
    const key = Symbol('toast-clearance');
    const measure = () =>
      publish(key, measureClearance(element.getBoundingClientRect(), window.innerHeight));
    measure();
    // Any scroll moves the row (the app scrolls inside its layout, not the window): capture them.
    document.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.parentElement !== null) observer?.observe(element.parentElement);
    return () => {
      document.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
      observer?.disconnect();
      publish(key, 0);
    };
  }, [element]);
  return setElement;
}

/** The toaster's bottom offset the marked rows need, px; 0 when none needs one. */
export function useToastClearance(): number {
  return useSyncExternalStore(subscribe, readClearance, readClearance);
}
