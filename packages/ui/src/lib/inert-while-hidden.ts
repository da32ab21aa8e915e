/**
 * While a Radix Select is open, Radix hides the rest of the page from screen readers with
 * `aria-hidden` (its `hideOthers`) and keeps the focus in the list, but the links and buttons it
 * hid stay focusable, which axe reports as serious (aria-hidden-focus, WCAG 4.1.2). Making them
 * inert as well says what is true: nothing behind the open list can be reached. Answers how to
 * lift it again, touching only the elements it made inert.
 */
export function makeHiddenInert(root: ParentNode = document): () => void {
  const marked = Array.from(
    root.querySelectorAll<HTMLElement>('[data-aria-hidden="true"]:not([inert])'),
  );
  for (const element of marked) element.setAttribute('inert', '');
  return () => {
    for (const element of marked) element.removeAttribute('inert');
  };
}
