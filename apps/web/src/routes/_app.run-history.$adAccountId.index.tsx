import { createFileRoute } from '@tanstack/react-router';
import { RunHistoryPage } from '../features/run-history/components/run-history-page';
import { runHistorySearchSchema } from '../lib/search-schemas';

/** The run history filtered to one ad account (its platform id). */
export const Route = createFileRoute('/_app/run-history/$adAccountId/')({
  validateSearch: runHistorySearchSchema,
  staticData: { titleKey: 'pages.runHistoryAccount' },
  component: RunHistoryAccountPage,
});

function RunHistoryAccountPage() {
  const { adAccountId } = Route.useParams();
  return <RunHistoryPage adAccountId={adAccountId} search={Route.useSearch()} />;
}
