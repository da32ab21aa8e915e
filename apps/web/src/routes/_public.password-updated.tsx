import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LinkMessagePage } from '../features/auth/components/link-message-page';

export const Route = createFileRoute('/_public/password-updated')({
  staticData: { titleKey: 'pages.passwordUpdated' },
  component: PasswordUpdatedPage,
});

function PasswordUpdatedPage() {
  const { t } = useTranslation();
  return (
    <LinkMessagePage
      message={t('passwordUpdated.message')}
      actionLabel={t('passwordUpdated.logIn')}
      to="/login"
    />
  );
}
