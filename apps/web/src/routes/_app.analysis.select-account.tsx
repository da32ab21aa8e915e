import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_app/analysis/select-account')({
  staticData: { titleKey: 'pages.analysisSelectAccount' },
  component: SelectAnalysisAccountPage,
});

function SelectAnalysisAccountPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.analysisSelectAccount')}
      description={t('placeholder.analysisSelectAccount')}
    />
  );
}
