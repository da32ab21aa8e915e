import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { resetPasswordSearchSchema } from '../lib/search-schemas';

export const Route = createFileRoute('/_public/reset-password')({
  validateSearch: resetPasswordSearchSchema,
  loaderDeps: ({ search }) => ({ token: search.token }),
  // Loaded with the page rather than with the app: only this page checks reset links.
  loader: async ({ context, deps }) => {
    const { loadResetLink } = await import('../features/auth/lib/load-reset-link');
    return loadResetLink(context.sdk, deps.token);
  },
  staticData: { titleKey: 'pages.resetPassword' },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token, email } = Route.useLoaderData();
  return <ResetPasswordForm token={token} email={email} />;
}
