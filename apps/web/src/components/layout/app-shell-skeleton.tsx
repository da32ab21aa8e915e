import { Skeleton } from '@utmost/ui/components/skeleton';
import { useTranslation } from 'react-i18next';

const NAV_ITEMS = 5;
const TABLE_ROWS = 6;

/**
 * The signed-in app's shape while its first data (the session's organization and workspace) is on
 * its way: sidebar, header and a table of placeholders where AppShell will put them, so the page
 * does not jump when it arrives. Screen readers hear "Loading…" once; the blocks are hidden.
 */
export function AppShellSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex min-h-0 flex-1 bg-background">
      <span role="status" className="sr-only">
        {t('app.loading')}
      </span>
      {/* The same widths as the sidebar at each breakpoint. */}
      <div
        aria-hidden="true"
        className="flex w-16 shrink-0 flex-col gap-6 border-r border-sidebar-border bg-sidebar px-3 py-5 lg:w-56 lg:px-5 xl:w-64"
      >
        <Skeleton className="h-8 w-10 lg:w-28" />
        <div className="flex flex-col gap-3">
          {Array.from({ length: NAV_ITEMS }, (_, index) => (
            <Skeleton key={index} className="h-8 w-full" />
          ))}
        </div>
        <div className="mt-auto flex flex-col gap-3 border-t border-sidebar-border pt-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      </div>
      <div aria-hidden="true" className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-border px-6 py-4 xl:px-8">
          <Skeleton className="h-7 w-48" />
          <div className="flex items-center gap-3">
            <Skeleton className="h-9 w-32" />
            <Skeleton className="h-9 w-44" />
            <Skeleton className="size-9 rounded-full" />
          </div>
        </div>
        <div className="flex flex-col gap-4 px-6 py-6 xl:px-8">
          <div className="flex gap-3">
            <Skeleton className="h-9 w-44" />
            <Skeleton className="h-9 w-64" />
          </div>
          <div className="flex flex-col gap-2 rounded-md border border-border p-3">
            <Skeleton className="h-6 w-full" />
            {Array.from({ length: TABLE_ROWS }, (_, index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
