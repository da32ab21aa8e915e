import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';
import { parsePlatformParam } from '../lib/platforms';
import { runDetailsSearchSchema } from '../lib/search-schemas';

/** Run details: which run is shown comes from `jobId`, without which the page has no meaning. */
export const Route = createFileRoute('/_app/run-history/$adAccountId/details/$platform')({
  params: {
    parse: ({ adAccountId, platform }) => ({ adAccountId, platform: parsePlatformParam(platform) }),
    stringify: ({ adAccountId, platform }) => ({ adAccountId, platform }),
  },
  validateSearch: runDetailsSearchSchema,
  staticData: { titleKey: 'pages.runDetails' },
  component: RunDetailsPage,
});

function RunDetailsPage() {
  const { t } = useTranslation();
  const { adAccountId, platform } = Route.useParams();
  const { jobId } = Route.useSearch();
  return (
    <PlaceholderPage
      title={t('pages.runDetails')}
      description={t('placeholder.runDetails', {
        jobId,
        adAccountId,
        platform: t(`platforms.${platform}`),
      })}
    />
  );
}
