import type { ReactNode } from 'react';
import { useIsInsideMain } from '../layout/main-landmark';

/** The frame of every full-page screen (errors, not found, unsupported device). */
export function ScreenLayout({
  illustration,
  title,
  subtitle,
  actions,
  children,
}: {
  illustration: ReactNode;
  title: string;
  subtitle: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  // Inside the shell the screen replaces the page, whose <main> already exists.
  const Container = useIsInsideMain() ? 'div' : 'main';
  return (
    <Container className="flex flex-1 flex-col items-center justify-center gap-6 overflow-y-auto bg-background px-6 py-12 text-center">
      <div className="w-48 max-w-full shrink-0 text-primary" aria-hidden="true">
        {illustration}
      </div>
      <div className="flex max-w-xl flex-col gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">{subtitle}</p>
      </div>
      {actions === undefined ? null : <div className="flex gap-3">{actions}</div>}
      {children}
    </Container>
  );
}
