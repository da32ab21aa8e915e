import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

// The path each router last showed. Kept per router, not per layout: moving from a public page to
// the app (after logging in) is a navigation too, while the page the app opens on is not.
const lastPaths = new WeakMap<object, string>();

/**
 * Moves focus to the page's main heading when the path changes, as a screen reader user needs
 * after a client-side navigation (the browser no longer does it, and focus would stay on the link
 * that was followed or fall to the body); the heading, named by the document title, is read out.
 * Not on the first page the app opens on, and not when only the query changes (a filter, a page).
 * The heading needs `tabIndex={-1}`.
 */
export function useHeadingFocusOnNavigation<T extends HTMLElement>() {
  const headingRef = useRef<T>(null);
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });

  useEffect(() => {
    const lastPath = lastPaths.get(router);
    lastPaths.set(router, pathname);
    if (lastPath === undefined || lastPath === pathname) return;
    headingRef.current?.focus({ preventScroll: true });
  }, [router, pathname]);

  return headingRef;
}
