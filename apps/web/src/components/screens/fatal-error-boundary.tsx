import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../../i18n/i18n';
import { track } from '../../lib/analytics';
import { BrokenPageIllustration } from './illustrations';
import { ScreenLayout } from './screen-layout';

/**
 * The top-level boundary, outside the router and every provider: it catches what the router's own
 * error screen cannot (a crash in the router, the providers or the shell), so it depends on nothing
 * but i18n and plain DOM, and offers a full reload.
 */
export class FatalErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    track('error', {
      message: error instanceof Error ? error.message : String(error),
      componentStack: info.componentStack ?? undefined,
      path: window.location.pathname,
    });
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <ScreenLayout
        illustration={<BrokenPageIllustration />}
        title={t('fatalError.title')}
        subtitle={t('fatalError.subtitle')}
        actions={
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          >
            {t('fatalError.reload')}
          </button>
        }
      />
    );
  }
}
