import { createFileRoute } from '@tanstack/react-router';
import { RunHistoryPage } from '../features/run-history/components/run-history-page';
import { runHistorySearchSchema } from '../lib/search-schemas';

export const Route = createFileRoute('/_app/run-history/')({
  validateSearch: runHistorySearchSchema,
  staticData: { titleKey: 'pages.runHistory' },
  component: RunHistoryIndexPage,
});

function RunHistoryIndexPage() {
  return <RunHistoryPage search={Route.useSearch()} />;
}
