import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_app/url-templates/empty-state')({
  staticData: { titleKey: 'pages.urlTemplatesEmpty' },
  component: UrlTemplatesEmptyPage,
});

function UrlTemplatesEmptyPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.urlTemplatesEmpty')}
      description={t('placeholder.urlTemplatesEmpty')}
    />
  );
}
