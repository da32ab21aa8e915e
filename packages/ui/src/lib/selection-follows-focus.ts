import * as React from 'react';

const ROVING_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * Makes a single-choice Radix toggle group behave like the radio group it announces itself as
 * (WAI-ARIA radio pattern): an arrow key, Home or End moves focus to a choice and chooses it.
 * Radix moves the focus only, so a screen reader user hears "not checked" and nothing changes.
 * Radix moves focus just after the key (in a timeout), so the key is remembered until the item's
 * focus arrives; the item is then pressed like a click, which works controlled or not. Tab and
 * clicks are left alone: Tab lands on the chosen item, and a click chooses by itself.
 */
export function useSelectionFollowsFocus<T extends HTMLElement>(
  isSingle: boolean,
  handlers: {
    onKeyDown?: React.KeyboardEventHandler<T>;
    onFocus?: React.FocusEventHandler<T>;
  },
): { onKeyDown: React.KeyboardEventHandler<T>; onFocus: React.FocusEventHandler<T> } {
  const lastKeyAtRef = React.useRef(0);
  return {
    onKeyDown: (event) => {
      handlers.onKeyDown?.(event);
      if (isSingle && ROVING_KEYS.has(event.key)) lastKeyAtRef.current = event.timeStamp;
    },
    onFocus: (event) => {
      handlers.onFocus?.(event);
      const lastKeyAt = lastKeyAtRef.current;
      // Only a focus that follows a key at once; a later click's focus chooses by itself.
      if (!isSingle || lastKeyAt === 0 || event.timeStamp - lastKeyAt > 500) return;
      lastKeyAtRef.current = 0;
      const item = event.target;
      if (
        item instanceof HTMLElement &&
        item.getAttribute('role') === 'radio' &&
        item.getAttribute('aria-checked') === 'false' &&
        !item.hasAttribute('disabled')
      ) {
        item.click();
      }
    },
  };
}
