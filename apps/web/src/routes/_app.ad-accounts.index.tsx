import { createFileRoute } from '@tanstack/react-router';
import { AdAccountsPage } from '../features/ad-accounts/components/ad-accounts-page';

export const Route = createFileRoute('/_app/ad-accounts/')({
  staticData: { titleKey: 'pages.adAccounts' },
  component: AdAccountsPage,
});
