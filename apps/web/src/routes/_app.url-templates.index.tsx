import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_app/url-templates/')({
  staticData: { titleKey: 'pages.urlTemplates' },
  component: UrlTemplatesPage,
});

function UrlTemplatesPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.urlTemplates')} description={t('placeholder.urlTemplates')} />
  );
}
