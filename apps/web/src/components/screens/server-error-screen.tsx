import { Button } from '@utmost/ui/components/button';
import { useTranslation } from 'react-i18next';
import { ServerIllustration } from './illustrations';
import { ScreenLayout } from './screen-layout';

/** Spec §2/§8: the global display for a 500 answer, replacing the page until the user refreshes. */
export function ServerErrorScreen() {
  const { t } = useTranslation();
  return (
    <ScreenLayout
      illustration={<ServerIllustration />}
      title={t('serverError.title')}
      subtitle={t('serverError.subtitle')}
      actions={<Button onClick={() => window.location.reload()}>{t('serverError.refresh')}</Button>}
    />
  );
}
