import { createFileRoute } from '@tanstack/react-router';
import { AdAccountsEmptyState } from '../features/ad-accounts/components/ad-accounts-empty-state';
import { useAppContext } from '../lib/app-context';
import { useConnectAllowance } from '../lib/platform-connection/use-connect-allowance';
import { useStore } from '../lib/use-store';

export const Route = createFileRoute('/_app/ad-accounts/empty-state')({
  staticData: { titleKey: 'pages.adAccountsEmpty' },
  component: AdAccountsEmptyPage,
});

function AdAccountsEmptyPage() {
  const mode = useStore(useAppContext().appMode);
  const { canEdit } = useConnectAllowance();
  return <AdAccountsEmptyState mode={mode} canEdit={canEdit} />;
}
