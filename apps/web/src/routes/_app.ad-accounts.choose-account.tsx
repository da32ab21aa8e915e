import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_app/ad-accounts/choose-account')({
  staticData: { titleKey: 'pages.chooseAccount' },
  component: ChooseAccountPage,
});

function ChooseAccountPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.chooseAccount')}
      description={t('placeholder.chooseAccount')}
    />
  );
}
