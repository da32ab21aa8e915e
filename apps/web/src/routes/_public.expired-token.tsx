import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_public/expired-token')({
  staticData: { titleKey: 'pages.expiredToken' },
  component: ExpiredTokenPage,
});

function ExpiredTokenPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.expiredToken')} description={t('placeholder.expiredToken')} />
  );
}
