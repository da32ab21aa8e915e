import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_public/reset-password')({
  staticData: { titleKey: 'pages.resetPassword' },
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.resetPassword')}
      description={t('placeholder.resetPassword')}
    />
  );
}
