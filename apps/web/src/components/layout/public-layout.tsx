import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from './logo';
import { MainLandmark } from './main-landmark';
import { usePageTitle } from './use-page-title';

/** The frame of the pages used without a session: login, password and invitation pages. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const title = usePageTitle();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-8 overflow-y-auto bg-background px-6 py-12">
      <Logo />
      <MainLandmark className="flex w-full max-w-lg flex-col gap-6 rounded-xl border border-border bg-card p-8">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {children ?? <Outlet />}
      </MainLandmark>
    </div>
  );
}
