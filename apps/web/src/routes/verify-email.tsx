import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../features/email-verification/components/verify-email-page';
import { verifyEmailSearchSchema } from '../lib/search-schemas';

/**
 * The link of the sign-up verification e-mail (token in `token`). Works logged in or not (the
 * mail may be opened on another device), so it is outside `_public`.
 */
export const Route = createFileRoute('/verify-email')({
  validateSearch: verifyEmailSearchSchema,
  loaderDeps: ({ search }) => ({ token: search.token }),
  // A token works once: the answer is kept for the visit rather than asked for again.
  staleTime: Infinity,
  loader: async ({ context, deps }) => {
    const { loadEmailVerification } =
      await import('../features/email-verification/lib/load-email-verification');
    return loadEmailVerification(context, deps.token);
  },
  staticData: { titleKey: 'pages.verifyEmail' },
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  return <VerifyEmailPage outcome={Route.useLoaderData()} />;
}
