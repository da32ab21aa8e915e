import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { loginSearchSchema } from '../lib/search-schemas';

export const Route = createFileRoute('/_public/login')({
  // `redirect`: where the protected-area guard found the visitor; the login form returns there.
  validateSearch: loginSearchSchema,
  loaderDeps: ({ search }) => ({ sso: search.sso, redirect: search.redirect, tkn: search.tkn }),
  // Back from single sign-on: finish the login before showing anything (a loader, not an effect,
  // so it runs once: the refresh token rotates and a second refresh would look like token theft).
  loader: async ({ context, deps }) => {
    if (deps.sso !== 'complete') return;
    // Only the return from single sign-on needs this code: it stays out of the login page's load.
    const { completeSsoLogin } = await import('../features/auth/lib/complete-sso-login');
    const completion = await completeSsoLogin(context, deps);
    if ('target' in completion) throw redirect({ href: completion.target });
    throw redirect({
      to: '/login',
      search: { redirect: deps.redirect, tkn: deps.tkn, ssoError: completion.ssoError },
    });
  },
  staticData: { titleKey: 'pages.login' },
  component: LoginRoute,
});

function LoginRoute() {
  return <LoginPage search={Route.useSearch()} />;
}
