import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_app/ad-accounts/empty-state')({
  staticData: { titleKey: 'pages.adAccountsEmpty' },
  component: AdAccountsEmptyPage,
});

function AdAccountsEmptyPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.adAccountsEmpty')}
      description={t('placeholder.adAccountsEmpty')}
    />
  );
}
