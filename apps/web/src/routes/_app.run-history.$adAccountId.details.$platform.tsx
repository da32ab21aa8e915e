import { createFileRoute, Navigate } from '@tanstack/react-router';
import type { Platform } from '@utmost/ads-sdk';
import { Spinner } from '@utmost/ui/components/spinner';
import { useTranslation } from 'react-i18next';
import { useFollowAccountOrganization } from '../features/ad-accounts/api/use-follow-account-organization';
import { RunDetailsPage } from '../features/run-history/components/run-details-page';
import { parsePlatformParam } from '../lib/platforms';
import { runDetailsSearchSchema } from '../lib/search-schemas';
import { keepOrganizationInAddress } from '../lib/session/organization-address';

/**
 * Run details: which run is shown comes from `jobId`; without one, or when this organization has
 * no such run, the account's run history opens instead and says the run was not found.
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
  const runMissing = <RunMissing platform={platform} adAccountId={adAccountId} />;
  if (jobId === undefined) return runMissing;
  // Keyed by the run: moving to another run starts its view (tile, sort, page, filters) over.
  return (
    <RunDetailsPage
      key={`${platform}/${adAccountId}/${jobId}`}
      platform={platform}
      adAccountId={adAccountId}
      search={{ ...search, jobId }}
      runMissing={runMissing}
    />
  );
}

/**
 * The run is not this organization's (or the link names none). An old link without `?org=` to a
 * run of another of the user's organizations switches there with the layout's notice (issue 25
 * item 6), keeping the run's address; otherwise the account's run history says it was not found.
 * Mounted only once the run is missing, so a run that opens costs no extra request and never
 * waits for the accounts to be read.
 */
function RunMissing({ platform, adAccountId }: { platform: Platform; adAccountId: string }) {
  const { t } = useTranslation();
  const { isLooking, isChecking } = useFollowAccountOrganization([platform], adAccountId);
  if (isLooking || isChecking) return <Spinner label={t('app.loading')} className="size-6" />;
  return (
    <Navigate
      to="/run-history/$adAccountId"
      params={{ adAccountId }}
      search={{ runNotFound: true }}
      replace
    />
  );
}
