import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_public/forgot-password')({
  staticData: { titleKey: 'pages.forgotPassword' },
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.forgotPassword')}
      description={t('placeholder.forgotPassword')}
    />
  );
}
