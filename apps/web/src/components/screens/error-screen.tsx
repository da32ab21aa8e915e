import { Button } from '@utmost/ui/components/button';
import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../lib/analytics';
import { HOME_PATH } from '../../lib/guards';
import { BrokenPageIllustration } from './illustrations';
import { ScreenLayout } from './screen-layout';

/** Support and developers set this cookie to see the stack on a user's screen. */
export const SHOW_ERROR_COOKIE = 'showError';

function isShowErrorEnabled(cookieValue: string | undefined): boolean {
  return cookieValue !== undefined && cookieValue !== 'false';
}

function describeError(error: unknown): { message: string; stack: string | undefined } {
  if (error instanceof Error)
    return { message: error.message, stack: error.stack ?? error.message };
  return { message: String(error), stack: undefined };
}

/**
 * The error screen (spec §2): shown when a page fails to render or to load. Going back home reloads
 * the app, since whatever broke may have left the page's state unusable.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { message, stack } = describeError(error);
  const isStackShown = isShowErrorEnabled(Cookies.get(SHOW_ERROR_COOKIE));

  useEffect(() => {
    track('error', { message, path: window.location.pathname });
  }, [message]);

  return (
    <ScreenLayout
      illustration={<BrokenPageIllustration />}
      title={t('appError.title')}
      subtitle={t('appError.subtitle')}
      actions={
        <Button onClick={() => window.location.assign(HOME_PATH)}>{t('appError.backHome')}</Button>
      }
    >
      {isStackShown && stack !== undefined ? (
        <section aria-label={t('appError.details')} className="w-full max-w-3xl text-left">
          <pre className="max-h-80 overflow-auto rounded-md border bg-card p-4 text-xs whitespace-pre-wrap text-muted-foreground">
            {stack}
          </pre>
        </section>
      ) : null}
    </ScreenLayout>
  );
}
