import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The current page's title: the deepest matched route's `staticData.titleKey`. Also sets the
 * document title, so browser tabs and history entries say where they are.
 */
export function usePageTitle(): string {
  const { t } = useTranslation();
  const titleKey = useMatches({
    select: (matches) =>
      matches.findLast((match) => match.staticData.titleKey)?.staticData.titleKey,
  });
  const appName = t('app.name');
  const title = titleKey === undefined ? appName : t(titleKey);

  useEffect(() => {
    document.title = title === appName ? appName : `${title} · ${appName}`;
  }, [title, appName]);

  return title;
}
