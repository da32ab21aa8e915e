import { Outlet } from '@tanstack/react-router';
import { cn } from '@utmost/ui/lib/utils';
import type { ReactNode } from 'react';
import { Logo } from './logo';
import { MainLandmark } from './main-landmark';
import { useHeadingFocusOnNavigation } from './use-heading-focus-on-navigation';
import { usePageTitle } from './use-page-title';

/**
 * The frame of the pages used without a session: login, password and invitation pages. `wide`
 * for pages that show documents rather than a form (the local mailbox).
 */
export function PublicLayout({
  children,
  isWide = false,
  heading,
}: {
  children?: ReactNode;
  isWide?: boolean;
  /** The page's heading when it says more than the title (the organization an invitation joins). */
  heading?: string | undefined;
}) {
  const title = usePageTitle();
  const headingRef = useHeadingFocusOnNavigation<HTMLHeadingElement>();
  return (
    // Safe centring: a page taller than the window starts at its top instead of losing it. On
    // short windows (a 1440×900 laptop) the frame gives back its margins so the form fits.
    <div className="flex flex-1 flex-col items-center justify-center-safe gap-8 overflow-y-auto bg-background px-6 py-12 [@media(max-height:960px)]:gap-4 [@media(max-height:960px)]:py-6">
      <Logo />
      <MainLandmark
        className={cn(
          'flex w-full flex-col gap-6 rounded-xl border border-border bg-card p-8',
          isWide ? 'max-w-4xl' : 'max-w-lg',
        )}
      >
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight outline-none"
        >
          {heading ?? title}
        </h1>
        {children ?? <Outlet />}
      </MainLandmark>
    </div>
  );
}
