import { createFileRoute } from '@tanstack/react-router';
import { UrlTemplatesEmptyStatePage } from '../features/url-templates/components/url-templates-empty-state';

export const Route = createFileRoute('/_app/url-templates/empty-state')({
  staticData: { titleKey: 'pages.urlTemplatesEmpty' },
  component: UrlTemplatesEmptyStatePage,
});
