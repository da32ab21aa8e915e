import { Link } from '@tanstack/react-router';
import { buttonVariants } from '@utmost/ui/components/button';
import { useTranslation } from 'react-i18next';
import { CompassIllustration } from './illustrations';
import { ScreenLayout } from './screen-layout';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <ScreenLayout
      illustration={<CompassIllustration />}
      title={t('notFound.title')}
      subtitle={t('notFound.subtitle')}
      actions={
        <Link to="/ad-accounts" className={buttonVariants()}>
          {t('notFound.backHome')}
        </Link>
      }
    />
  );
}
