import { useCallback, useState, type RefCallback } from 'react';

/**
 * The height of the element the returned ref is on, kept up to date as it changes (a bar that
 * wraps, a message that appears); 0 while none is mounted. For what sits stuck below it.
 */
export function useElementHeight<T extends HTMLElement>(): [RefCallback<T>, number] {
  const [height, setHeight] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (element === null) return;
    const measure = () => setHeight(element.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      setHeight(0);
    };
  }, []);
  return [ref, height];
}
