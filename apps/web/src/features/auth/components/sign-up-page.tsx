import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OrDivider } from './or-divider';
import { SignUpForm } from './sign-up-form';
import { SsoButtons } from './sso-buttons';

/** /sign-up: a new user with a new organization on a 7-day trial, or single sign-on. */
export function SignUpPage({
  search,
}: {
  search: { redirect?: string | undefined; tkn?: string | undefined };
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">{t('signUp.intro')}</p>
      <SignUpForm search={search} />
      <OrDivider />
      <SsoButtons search={search} isCompact />
      <p className="text-center text-sm text-muted-foreground">
        {t('signUp.haveAccount')}{' '}
        <Link
          to="/login"
          search={search}
          className="text-link underline underline-offset-4 hover:decoration-2"
        >
          {t('signUp.logInLink')}
        </Link>
      </p>
    </div>
  );
}
