import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';
import { parsePlatformParam } from '../lib/platforms';

export const Route = createFileRoute('/_app/url-templates/edit-template/$platform/$id')({
  params: {
    parse: ({ platform, id }) => ({ platform: parsePlatformParam(platform), id }),
    stringify: ({ platform, id }) => ({ platform, id }),
  },
  staticData: { titleKey: 'pages.editTemplate' },
  component: EditTemplatePage,
});

function EditTemplatePage() {
  const { t } = useTranslation();
  const { platform, id } = Route.useParams();
  return (
    <PlaceholderPage
      title={t('pages.editTemplate')}
      description={t('placeholder.editTemplate', { id, platform: t(`platforms.${platform}`) })}
    />
  );
}
