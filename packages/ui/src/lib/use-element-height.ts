import * as React from 'react';

/**
 * The height of the element the returned ref is put on, kept current as it changes (a header row
 * whose titles wrap at a narrow width, say). Measures nothing unless `isWatching`.
 */
export function useElementHeight<T extends HTMLElement>(
  isWatching: boolean,
): [React.RefCallback<T>, number] {
  const [element, setElement] = React.useState<T | null>(null);
  const [height, setHeight] = React.useState(0);
  React.useEffect(() => {
    if (!isWatching || element === null) return undefined;
    const measure = () => setHeight(element.getBoundingClientRect().height);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [isWatching, element]);
  return [setElement, height];
}
