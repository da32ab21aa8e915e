import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorScreen } from './components/screens/error-screen';
import { NotFoundScreen } from './components/screens/not-found-screen';
import type { AppContext } from './lib/app-context';
import './lib/route-static-data';
import { routeTree } from './routeTree.gen';

/** Builds the router; tests pass a memory history, the browser uses the default one. */
export function createAppRouter(context: AppContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history === undefined ? {} : { history }),
    // Route chunks start loading on hover or focus of a link, before the click.
    defaultPreload: 'intent',
    // Every route without its own shows these (a route does not inherit its parent's).
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
