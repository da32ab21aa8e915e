import * as React from 'react';

/**
 * The height of the element the returned ref is put on, kept current as it changes (a header row
 * whose titles wrap at a narrow width, a bar that wraps, a message that appears); 0 while none is
 * mounted, so what sits stuck below it moves back up when it goes. Measures nothing unless
 * `isWatching`. Measured before paint, so nothing stuck below it is drawn at the old offset first.
 */
export function useElementHeight<T extends HTMLElement>(
  isWatching = true,
): [React.RefCallback<T>, number] {
  const [element, setElement] = React.useState<T | null>(null);
  const [height, setHeight] = React.useState(0);
  React.useLayoutEffect(() => {
    if (!isWatching || element === null) return undefined;
    const measure = () => setHeight(element.getBoundingClientRect().height);
    measure();
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      setHeight(0);
    };
  }, [isWatching, element]);
  return [setElement, height];
}
