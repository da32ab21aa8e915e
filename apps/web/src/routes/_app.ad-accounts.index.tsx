import { createFileRoute } from '@tanstack/react-router';
import { AdAccountsPage } from '../features/ad-accounts/components/ad-accounts-page';
import { adAccountsSearchSchema } from '../lib/search-schemas';

export const Route = createFileRoute('/_app/ad-accounts/')({
  validateSearch: adAccountsSearchSchema,
  staticData: { titleKey: 'pages.adAccounts' },
  component: AdAccountsIndexPage,
});

function AdAccountsIndexPage() {
  return <AdAccountsPage search={Route.useSearch()} />;
}
