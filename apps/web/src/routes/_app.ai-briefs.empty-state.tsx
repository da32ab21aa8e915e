import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_app/ai-briefs/empty-state')({
  staticData: { titleKey: 'pages.aiBriefsEmpty' },
  component: AiBriefsEmptyPage,
});

function AiBriefsEmptyPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.aiBriefsEmpty')}
      description={t('placeholder.aiBriefsEmpty')}
    />
  );
}
