import { createFileRoute } from '@tanstack/react-router';
import { RunDetailsPage } from '../features/run-history/components/run-details-page';
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
  component: RunDetailsRoutePage,
});

function RunDetailsRoutePage() {
  const { adAccountId, platform } = Route.useParams();
  const search = Route.useSearch();
  // Keyed by the run: moving to another run starts its view (tile, sort, page, filters) over.
  return (
    <RunDetailsPage
      key={`${platform}/${adAccountId}/${search.jobId}`}
      platform={platform}
      adAccountId={adAccountId}
      search={search}
    />
  );
}
