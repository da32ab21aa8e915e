import { createFileRoute } from '@tanstack/react-router';
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

function RunHistoryAccountPage() {
  const { adAccountId } = Route.useParams();
  return <RunHistoryPage adAccountId={adAccountId} search={Route.useSearch()} />;
}
