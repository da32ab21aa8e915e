import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '@utmost/ui/components/spinner';
import { useTranslation } from 'react-i18next';
import { useFollowAccountOrganization } from '../features/ad-accounts/api/use-follow-account-organization';
import { RunHistoryPage } from '../features/run-history/components/run-history-page';
import { runHistorySearchSchema } from '../lib/search-schemas';
import { keepOrganizationInAddress } from '../lib/session/organization-address';

/** The run history filtered to one ad account (its platform id). */
export const Route = createFileRoute('/_app/run-history/$adAccountId/')({
  validateSearch: runHistorySearchSchema,
  // A copied link opens in this organization (issue 25): the address names it.
  beforeLoad: keepOrganizationInAddress,
  staticData: { titleKey: 'pages.runHistoryAccount' },
  component: RunHistoryAccountPage,
});

const TAGGING_PLATFORMS = ['google', 'linkedin'] as const;

function RunHistoryAccountPage() {
  const { adAccountId } = Route.useParams();
  const search = Route.useSearch();
  const { t } = useTranslation();
  // An old link to another of the user's organizations' account switches there (issue 25).
  const { isLooking } = useFollowAccountOrganization(TAGGING_PLATFORMS, adAccountId);
  if (isLooking) return <Spinner label={t('app.loading')} className="size-6" />;
  return <RunHistoryPage adAccountId={adAccountId} search={search} />;
}
