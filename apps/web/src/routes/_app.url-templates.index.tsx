import { createFileRoute } from '@tanstack/react-router';
import { UrlTemplatesPage } from '../features/url-templates/components/url-templates-page';

export const Route = createFileRoute('/_app/url-templates/')({
  staticData: { titleKey: 'pages.urlTemplates' },
  component: UrlTemplatesPage,
});
