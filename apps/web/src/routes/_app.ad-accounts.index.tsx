import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_app/ad-accounts/')({
  staticData: { titleKey: 'pages.adAccounts' },
  component: AdAccountsPage,
});

function AdAccountsPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.adAccounts')} description={t('placeholder.adAccounts')} />
  );
}
