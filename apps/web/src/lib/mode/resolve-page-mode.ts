import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { t } from '../../i18n/i18n';
import { HOME_PATH } from '../guards';
import { notify } from '../notify';
import { MODE_LABEL_KEYS, type AppModeStore } from './app-mode';
import { resolveMode } from './resolve-mode';

/**
 * Every protected page: the first page of a visit sets the mode when it belongs to one mode (a
 * reload or a pasted link on a search-terms page stays in search-terms); later, a page of the
 * other mode redirects to ad accounts with a notice saying why (see resolveMode). A preload only
 * looks: it neither changes the mode nor shows a notice.
 */
export function resolvePageMode({
  context,
  location,
  preload,
}: {
  context: { appMode: Pick<AppModeStore, 'getState' | 'setMode' | 'takeEntry'> };
  location: Pick<ParsedLocation, 'pathname'>;
  preload: boolean;
}): void {
  const currentMode = context.appMode.getState();
  const isEntry = preload ? false : context.appMode.takeEntry();
  const { mode, redirectedFrom } = resolveMode({
    pathname: location.pathname,
    currentMode,
    isEntry,
  });
  if (redirectedFrom !== null) {
    if (!preload) {
      notify(
        'info',
        t('modes.redirected', {
          area: t(`modes.areas.${redirectedFrom.area}`),
          pageMode: t(MODE_LABEL_KEYS[redirectedFrom.mode]),
          currentMode: t(MODE_LABEL_KEYS[currentMode]),
        }),
      );
    }
    throw redirect({ to: HOME_PATH });
  }
  if (!preload) context.appMode.setMode(mode);
}
