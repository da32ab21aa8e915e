import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPage } from '../features/billing/components/subscription-page';
import { subscriptionSearchSchema } from '../lib/search-schemas';

export const Route = createFileRoute('/_app/organization/subscription')({
  // `?checkout=success|canceled`: Stripe Checkout sending the browser back (issue 29).
  validateSearch: subscriptionSearchSchema,
  staticData: { titleKey: 'pages.organizationSubscription' },
  component: SubscriptionRoute,
});

function SubscriptionRoute() {
  const { checkout } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SubscriptionPage
      checkoutReturn={checkout}
      // Said once: a reload or Back does not repeat the toast. Stripe's session_id goes too.
      onCheckoutReturnShown={() => void navigate({ search: {}, replace: true })}
    />
  );
}
