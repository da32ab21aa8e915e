import { useCallback, useEffect, useRef } from 'react';

type FindTarget = () => HTMLElement | null | undefined;

/**
 * Moves the focus once the change being made is on screen: a list that removes the row holding
 * the focused button calls the returned function with where the focus goes next (WCAG 2.4.3),
 * which is looked up after the next render, when that element exists and the old one is gone.
 */
export function useFocusAfterRender(): (find: FindTarget) => void {
  const pending = useRef<FindTarget | null>(null);
  useEffect(() => {
    const find = pending.current;
    if (find === null) return;
    pending.current = null;
    find()?.focus();
  });
  return useCallback((find: FindTarget) => {
    pending.current = find;
  }, []);
}
