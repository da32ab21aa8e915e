import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import Cookies from 'js-cookie';
import { lazy, Suspense } from 'react';
import { FirstLoadPending } from '../components/layout/first-load-pending';
import { ErrorScreen } from '../components/screens/error-screen';
import { NewVersionBanner } from '../components/screens/new-version-banner';
import { NotFoundScreen } from '../components/screens/not-found-screen';
import { ServerErrorScreen } from '../components/screens/server-error-screen';
import type { AppContext } from '../lib/app-context';
import { saveSearchTermsParam } from '../lib/mode/app-mode';
import { useToastClearance } from '../lib/toasts/toast-clearance';
import { useStore } from '../lib/use-store';

export const Route = createRootRouteWithContext<AppContext>()({
  // Spec §2: on any page, a `searchTerms` query parameter is saved to the cookie of that name.
  beforeLoad: ({ location }) => {
    saveSearchTermsParam(location.searchStr, Cookies);
  },
  component: RootLayout,
  pendingComponent: FirstLoadPending,
  errorComponent: ErrorScreen,
  notFoundComponent: NotFoundScreen,
});

// Loaded after the first render, not as part of the first page (see lib/notify.ts).
const Toaster = lazy(() =>
  import('@utmost/ui/components/sonner').then((module) => ({ default: module.Toaster })),
);

function RootLayout() {
  const { errorDisplay } = Route.useRouteContext();
  const { isShown } = useStore(errorDisplay);
  // Above a page's own action row when it is low in the window (issue 25): never over it.
  const toastClearance = useToastClearance();
  const toastOffset = toastClearance === 0 ? undefined : { bottom: toastClearance };
  return (
    <>
      <NewVersionBanner />
      {isShown ? <ServerErrorScreen /> : <Outlet />}
      <Suspense fallback={null}>
        <Toaster offset={toastOffset} mobileOffset={toastOffset} />
      </Suspense>
    </>
  );
}
