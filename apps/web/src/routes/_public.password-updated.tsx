import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_public/password-updated')({
  staticData: { titleKey: 'pages.passwordUpdated' },
  component: PasswordUpdatedPage,
});

function PasswordUpdatedPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.passwordUpdated')}
      description={t('placeholder.passwordUpdated')}
    />
  );
}
