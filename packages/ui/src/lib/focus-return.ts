/**
 * Where focus goes back to when a dialog closes. Radix returns focus to a `DialogTrigger` only,
 * and the app opens most dialogs from state (a button's click, a row menu's item), so without
 * this focus falls to the page body (WCAG 2.4.3). A menu item is gone once its menu closes, so an
 * item stands for the trigger that opened its menu; that trigger names the menu in
 * `aria-controls` only while the menu is open, which is why focus is tracked as it moves rather
 * than looked up when the dialog opens.
 */

let lastFocused: HTMLElement | null = null;
let isTracking = false;

/** The element a focused element stands for: itself, or the trigger of the menu it sits in. */
function resolveFocusReturnTarget(element: HTMLElement): HTMLElement {
  let current = element;
  // Submenus nest: an item of a submenu stands for its sub-trigger, which stands for the trigger.
  for (let depth = 0; depth < 5; depth += 1) {
    const menu = current.closest<HTMLElement>('[role="menu"]');
    if (!menu?.id) return current;
    const trigger = Array.from(document.querySelectorAll<HTMLElement>('[aria-controls]')).find(
      (candidate) => candidate.getAttribute('aria-controls') === menu.id && candidate !== current,
    );
    if (!trigger) return current;
    current = trigger;
  }
  return current;
}

/** Starts following focus across the document (once; dialogs call it when they mount). */
export function trackFocusForReturn(): void {
  if (isTracking || typeof document === 'undefined') return;
  isTracking = true;
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) {
        lastFocused = resolveFocusReturnTarget(event.target);
      }
    },
    true,
  );
}

/**
 * The element that opened a dialog, read as the dialog opens: the focused element, or, when that
 * is a closing menu's item or focus has already fallen to the body, the last element focus was on.
 */
export function findFocusReturnTarget(): HTMLElement | null {
  const active = document.activeElement;
  if (
    active instanceof HTMLElement &&
    active !== document.body &&
    !active.closest('[role="menu"]')
  ) {
    return active;
  }
  return lastFocused?.isConnected ? lastFocused : null;
}
