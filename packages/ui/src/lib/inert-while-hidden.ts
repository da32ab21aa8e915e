/**
 * While a Radix Select is open, Radix hides the rest of the page from screen readers with
 * `aria-hidden` (its `hideOthers`, which marks what it hid with `data-aria-hidden`) and keeps the
 * focus in the list, but the links and buttons it hid stay focusable, which axe reports as serious
 * (aria-hidden-focus, WCAG 4.1.2). Making them inert as well says what is true: nothing behind the
 * open list can be reached.
 *
 * Radix hides the page in an effect of its own that may run after ours, so what it hides is
 * watched rather than read once. Answers how to lift it again, touching only the elements it made
 * inert; the caller ties that to the list closing (or going away while open).
 */
export function keepHiddenInert(root: HTMLElement = document.body): () => void {
  const marked = new Set<Element>();
  const markHidden = () => {
    for (const element of root.querySelectorAll('[data-aria-hidden="true"]:not([inert])')) {
      element.setAttribute('inert', '');
      marked.add(element);
    }
  };
  markHidden();
  const observer = new MutationObserver(markHidden);
  observer.observe(root, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-aria-hidden'],
  });
  return () => {
    observer.disconnect();
    for (const element of marked) element.removeAttribute('inert');
  };
}
