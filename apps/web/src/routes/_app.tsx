import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AppShell } from '../components/layout/app-shell';
import { AppShellSkeleton } from '../components/layout/app-shell-skeleton';
import { EmailVerificationBanner } from '../features/email-verification/components/email-verification-banner';
import { requireLoggedIn } from '../lib/guards';

/**
 * The protected area: a logged-out visitor is sent to /login (spec §2, §6). A logged-in one waits
 * here until the organization and workspace are known, so that no page below asks for data
 * without them (spec §6: run queries are skipped until both ids are known). `beforeLoad` rather
 * than a loader: child loaders run in parallel with a parent's loader, but after its beforeLoad.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async (args) => {
    requireLoggedIn(args);
    // Imported here, not above: the public pages (the login page first) never need this code,
    // nor the strings only protected pages show.
    const [
      { requireSessionScope },
      { registerAppStrings },
      { resolvePageMode },
      { prefetchBanners },
    ] = await Promise.all([
      import('../lib/session/require-session-scope'),
      import('../i18n/app-strings'),
      import('../lib/mode/resolve-page-mode'),
      import('../lib/session/prefetch-banners'),
    ]);
    registerAppStrings();
    resolvePageMode(args);
    await requireSessionScope(args);
    await prefetchBanners(args.context, loadSubscriptionBanner);
  },
  // A slow first load (the router waits a second before showing it) shows the shell's shape.
  pendingComponent: AppShellSkeleton,
  component: AppLayout,
});

// The subscription rules load after the page, like the header's connect button that shares them.
const loadSubscriptionBanner = () => import('../components/layout/subscription-banner');
const SubscriptionBanner = lazy(() =>
  loadSubscriptionBanner().then((module) => ({ default: module.SubscriptionBanner })),
);

function AppLayout() {
  return (
    <AppShell
      banner={
        <>
          <Suspense fallback={null}>
            <SubscriptionBanner />
          </Suspense>
          <EmailVerificationBanner />
        </>
      }
    />
  );
}
