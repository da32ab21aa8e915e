import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LoginSearch } from '../../../lib/search-schemas';
import { LoginForm } from './login-form';
import { OrDivider } from './or-divider';
import { SsoButtons } from './sso-buttons';

/** /login: password form, single sign-on, and the ways to sign up or recover a password. */
export function LoginPage({ search }: { search: LoginSearch }) {
  const { t } = useTranslation();
  const keptSearch = { redirect: search.redirect, tkn: search.tkn };
  return (
    <div className="flex flex-col gap-6">
      {search.tkn === undefined ? null : (
        <p className="text-sm text-muted-foreground">{t('login.invitationHint')}</p>
      )}
      {/* The alert's look without the UI kit's Alert and icon: this is the first page most
          visitors load, and it is within a few hundred bytes of the 200 KB first-load budget. */}
      {search.ssoError === undefined ? null : (
        <p
          role="alert"
          className="rounded-lg border border-destructive/60 bg-destructive/10 px-4 py-3 text-sm text-foreground"
        >
          {t(`login.ssoErrors.${search.ssoError}`)}
        </p>
      )}
      <LoginForm search={keptSearch} />
      <Link
        to="/forgot-password"
        className="-mt-2 self-end text-sm text-link underline underline-offset-4 hover:decoration-2"
      >
        {t('login.forgotPassword')}
      </Link>
      <OrDivider />
      <SsoButtons search={keptSearch} />
      <p className="text-center text-sm text-muted-foreground">
        {t('login.noAccount')}{' '}
        <Link
          to="/sign-up"
          search={keptSearch}
          className="text-link underline underline-offset-4 hover:decoration-2"
        >
          {t('login.signUpLink')}
        </Link>
      </p>
    </div>
  );
}
