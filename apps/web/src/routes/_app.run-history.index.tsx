import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_app/run-history/')({
  staticData: { titleKey: 'pages.runHistory' },
  component: RunHistoryPage,
});

function RunHistoryPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.runHistory')} description={t('placeholder.runHistory')} />
  );
}
