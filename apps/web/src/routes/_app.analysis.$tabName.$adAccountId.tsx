import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_app/analysis/$tabName/$adAccountId')({
  staticData: { titleKey: 'pages.analysis' },
  component: AnalysisPage,
});

function AnalysisPage() {
  const { t } = useTranslation();
  const params = Route.useParams();
  return (
    <PlaceholderPage title={t('pages.analysis')} description={t('placeholder.analysis', params)} />
  );
}
