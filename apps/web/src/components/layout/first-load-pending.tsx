import { useRouterState } from '@tanstack/react-router';
import { AppShellSkeleton } from './app-shell-skeleton';

/** The pathless layout of the signed-in app (routes/_app.tsx). */
const APP_LAYOUT_ROUTE_ID = '/_app';

/**
 * The root route's pending screen. On the first load the root itself is still pending while the
 * signed-in layout waits for the session, and the router then shows the root's pending component,
 * never the layout's: so the root shows the shell's skeleton when the page on its way is inside
 * the signed-in app, and nothing (as before) for the public pages.
 */
export function FirstLoadPending() {
  const isAppPage = useRouterState({
    select: (state) => state.matches.some((match) => match.routeId === APP_LAYOUT_ROUTE_ID),
  });
  return isAppPage ? <AppShellSkeleton /> : null;
}
