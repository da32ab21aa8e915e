import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPage } from '../features/billing/components/subscription-page';

export const Route = createFileRoute('/_app/organization/subscription')({
  staticData: { titleKey: 'pages.organizationSubscription' },
  component: SubscriptionPage,
});
