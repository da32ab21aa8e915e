import { createFileRoute, Navigate } from '@tanstack/react-router';
import { RunDetailsPage } from '../features/run-history/components/run-details-page';
import { parsePlatformParam } from '../lib/platforms';
import { runDetailsSearchSchema } from '../lib/search-schemas';
import { keepOrganizationInAddress } from '../lib/session/organization-address';

/**
 * Run details: which run is shown comes from `jobId`; without one, the account's run history
 * opens instead and says the run was not found.
 */
export const Route = createFileRoute('/_app/run-history/$adAccountId/details/$platform')({
  params: {
    parse: ({ adAccountId, platform }) => ({ adAccountId, platform: parsePlatformParam(platform) }),
    stringify: ({ adAccountId, platform }) => ({ adAccountId, platform }),
  },
  validateSearch: runDetailsSearchSchema,
  // A copied link opens in this organization (issue 25): the address names it.
  beforeLoad: keepOrganizationInAddress,
  staticData: { titleKey: 'pages.runDetails' },
  component: RunDetailsRoutePage,
});

function RunDetailsRoutePage() {
  const { adAccountId, platform } = Route.useParams();
  const search = Route.useSearch();
  const { jobId } = search;
  if (jobId === undefined) {
    return (
      <Navigate
        to="/run-history/$adAccountId"
        params={{ adAccountId }}
        search={{ runNotFound: true }}
        replace
      />
    );
  }
  // Keyed by the run: moving to another run starts its view (tile, sort, page, filters) over.
  return (
    <RunDetailsPage
      key={`${platform}/${adAccountId}/${search.jobId}`}
      platform={platform}
      adAccountId={adAccountId}
      search={{ ...search, jobId }}
    />
  );
}
