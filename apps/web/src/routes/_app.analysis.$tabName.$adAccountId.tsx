import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';
import { useAdAccounts } from '../features/ad-accounts/api/use-ad-accounts';
import { SearchTermsPage } from '../features/search-terms/components/search-terms-page';
import { parseAnalysisTabParam } from '../lib/analysis-tabs';
import { searchTermsSearchSchema, type SearchTermsSearch } from '../lib/search-schemas';

export const Route = createFileRoute('/_app/analysis/$tabName/$adAccountId')({
  params: {
    parse: ({ tabName, adAccountId }) => ({ tabName: parseAnalysisTabParam(tabName), adAccountId }),
  },
  // The search terms tab's sort, filters and page; the other tabs ignore them.
  validateSearch: searchTermsSearchSchema,
  staticData: { titleKey: 'pages.analysis' },
  component: AnalysisPage,
});

/** Names the account from the organization's own list; the URL's text is never shown. */
function AnalysisPage() {
  const { t } = useTranslation();
  const { tabName, adAccountId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { accounts, isPending } = useAdAccounts('search-terms');
  const account = accounts.find(
    (candidate) => candidate.platform === 'google' && candidate.adAccountId === adAccountId,
  );
  if (tabName === 'search-terms') {
    return (
      <SearchTermsPage
        adAccountId={adAccountId}
        account={account}
        isAccountLoading={isPending}
        search={search}
        onSearchChange={(changes: Partial<SearchTermsSearch>) =>
          void navigate({ search: (previous) => ({ ...previous, ...changes }) })
        }
      />
    );
  }
  return (
    <PlaceholderPage
      title={t('pages.analysis')}
      description={
        account === undefined
          ? t('placeholder.analysisUnknownAccount')
          : t('placeholder.analysis', { account: account.name })
      }
    />
  );
}
