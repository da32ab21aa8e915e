import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Spinner } from '@utmost/ui/components/spinner';
import { useTranslation } from 'react-i18next';
import { AnalysisTabs } from '../components/layout/analysis-tabs';
import { useAdAccounts } from '../features/ad-accounts/api/use-ad-accounts';
import { useFollowAccountOrganization } from '../features/ad-accounts/api/use-follow-account-organization';
import { NegativePlannerPage } from '../features/search-terms/components/negative-planner/negative-planner-page';
import { NgramsPage } from '../features/search-terms/components/ngrams/ngrams-page';
import { SearchTermsPage } from '../features/search-terms/components/search-terms-page';
import { parseAnalysisTabParam } from '../lib/analysis-tabs';
import { searchTermsSearchSchema, type SearchTermsSearch } from '../lib/search-schemas';
import { keepOrganizationInAddress } from '../lib/session/organization-address';

export const Route = createFileRoute('/_app/analysis/$tabName/$adAccountId')({
  params: {
    parse: ({ tabName, adAccountId }) => ({ tabName: parseAnalysisTabParam(tabName), adAccountId }),
  },
  // The run (kept across tabs) and the search terms tab's sort, filters and page.
  validateSearch: searchTermsSearchSchema,
  // A copied link opens in this organization (issue 25): the address names it.
  beforeLoad: keepOrganizationInAddress,
  staticData: { titleKey: 'pages.analysis' },
  component: AnalysisPage,
});

const SEARCH_TERMS_PLATFORMS = ['google'] as const;
/** The tabs that read one run of the account, by their name in the address. */
const RUN_TABS = { 'n-grams': NgramsPage, 'negative-planner': NegativePlannerPage } as const;

/**
 * The open tab's page with the tab bar under the account's header. The account is named from the
 * organization's own list; the URL's text is never shown. The N-grams and Negative planner tabs
 * keep their own view (size, filters, sort; match type and the negatives chosen) in the page; the
 * run stays in the address for all.
 */
function AnalysisPage() {
  const { adAccountId, tabName } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { accounts, isPending } = useAdAccounts('search-terms');
  const account = accounts.find(
    (candidate) => candidate.platform === 'google' && candidate.adAccountId === adAccountId,
  );
  // An old link to another of the user's organizations' account switches there (issue 25).
  const { isLooking } = useFollowAccountOrganization(SEARCH_TERMS_PLATFORMS, adAccountId);
  const { t } = useTranslation();
  if (isLooking) return <Spinner label={t('app.loading')} className="size-6" />;
  const tabBar = <AnalysisTabs adAccountId={adAccountId} jobId={search.jobId} />;
  const onRunChange = (jobId: string | undefined) =>
    void navigate({ search: jobId === undefined ? {} : { jobId } });
  const RunTab = Object.hasOwn(RUN_TABS, tabName)
    ? RUN_TABS[tabName as keyof typeof RUN_TABS]
    : undefined;
  if (RunTab) {
    return (
      <RunTab
        adAccountId={adAccountId}
        account={account}
        isAccountLoading={isPending}
        jobId={search.jobId}
        onRunChange={onRunChange}
        tabBar={tabBar}
      />
    );
  }
  return (
    <SearchTermsPage
      adAccountId={adAccountId}
      account={account}
      isAccountLoading={isPending}
      search={search}
      onSearchChange={(changes: Partial<SearchTermsSearch>) =>
        void navigate({ search: (previous) => ({ ...previous, ...changes }) })
      }
      tabBar={tabBar}
    />
  );
}
