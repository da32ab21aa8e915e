import { createFileRoute } from '@tanstack/react-router';
import { useAdAccounts } from '../features/ad-accounts/api/use-ad-accounts';
import { SelectAccountPage } from '../features/search-terms/components/select-account-page';

/** Spec §2: the analysis starts by choosing one of the accounts with an AI brief. */
export const Route = createFileRoute('/_app/analysis/select-account')({
  staticData: { titleKey: 'pages.analysisSelectAccount' },
  component: SelectAnalysisAccountRoute,
});

function SelectAnalysisAccountRoute() {
  const { accounts, isPending, isError, refetch } = useAdAccounts('search-terms');
  return (
    <SelectAccountPage
      accounts={accounts}
      isPending={isPending}
      isError={isError}
      onRetry={refetch}
    />
  );
}
