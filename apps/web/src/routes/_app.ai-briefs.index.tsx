import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_app/ai-briefs/')({
  staticData: { titleKey: 'pages.aiBriefs' },
  component: AiBriefsPage,
});

function AiBriefsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.aiBriefs')} description={t('placeholder.aiBriefs')} />;
}
