import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_app/run-history/$adAccountId/')({
  staticData: { titleKey: 'pages.runHistoryAccount' },
  component: RunHistoryAccountPage,
});

function RunHistoryAccountPage() {
  const { t } = useTranslation();
  const params = Route.useParams();
  return (
    <PlaceholderPage
      title={t('pages.runHistoryAccount')}
      description={t('placeholder.runHistoryAccount', params)}
    />
  );
}
