import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LinkMessagePage } from '../features/auth/components/link-message-page';

/** Spec §2: an expired link message with a Resend link action (a new link is asked for there). */
export const Route = createFileRoute('/_public/expired-token')({
  staticData: { titleKey: 'pages.expiredToken' },
  component: ExpiredTokenPage,
});

function ExpiredTokenPage() {
  const { t } = useTranslation();
  return (
    <LinkMessagePage
      message={t('expiredToken.message')}
      actionLabel={t('expiredToken.resend')}
      to="/forgot-password"
    />
  );
}
