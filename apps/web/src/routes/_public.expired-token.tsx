import { createFileRoute } from '@tanstack/react-router';
import { ExpiredTokenPage } from '../features/auth/components/expired-token-page';
import { expiredTokenSearchSchema } from '../lib/search-schemas';

/** Spec §2: an expired link message with a Resend link action. */
export const Route = createFileRoute('/_public/expired-token')({
  validateSearch: expiredTokenSearchSchema,
  staticData: { titleKey: 'pages.expiredToken' },
  component: ExpiredTokenRoute,
});

function ExpiredTokenRoute() {
  return <ExpiredTokenPage token={Route.useSearch().token} />;
}
