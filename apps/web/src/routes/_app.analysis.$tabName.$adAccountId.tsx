import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';
import { useAdAccounts } from '../features/ad-accounts/api/use-ad-accounts';
import { parseAnalysisTabParam } from '../lib/analysis-tabs';

export const Route = createFileRoute('/_app/analysis/$tabName/$adAccountId')({
  params: {
    parse: ({ tabName, adAccountId }) => ({ tabName: parseAnalysisTabParam(tabName), adAccountId }),
  },
  staticData: { titleKey: 'pages.analysis' },
  component: AnalysisPage,
});

/** Names the account from the organization's own list; the URL's text is never shown. */
function AnalysisPage() {
  const { t } = useTranslation();
  const { adAccountId } = Route.useParams();
  const { accounts } = useAdAccounts('search-terms');
  const account = accounts.find((candidate) => candidate.adAccountId === adAccountId);
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
