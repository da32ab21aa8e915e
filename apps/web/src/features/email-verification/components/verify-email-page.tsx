import { Link } from '@tanstack/react-router';
import { Alert, AlertDescription } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/layout/public-layout';
import { useAppContext } from '../../../lib/app-context';
import { HOME_PATH, LOGIN_PATH } from '../../../lib/guards';
import { useStore } from '../../../lib/use-store';
import type { EmailVerificationOutcome } from '../lib/load-email-verification';
import { ResendVerificationButton } from './resend-verification-button';

/** The answer to the verification link, with the one next step that fits the visitor. */
export function VerifyEmailPage({ outcome }: { outcome: EmailVerificationOutcome }) {
  const { t } = useTranslation();
  const { isLoggedIn, user } = useStore(useAppContext().auth);
  const next = isLoggedIn ? (
    <Button asChild className="self-start">
      <Link to={HOME_PATH}>{t('emailVerification.continue')}</Link>
    </Button>
  ) : (
    <Button asChild className="self-start">
      <Link to={LOGIN_PATH}>{t('emailVerification.logIn')}</Link>
    </Button>
  );
  if (outcome.status !== 'invalid') {
    return (
      <PublicLayout>
        <Alert variant="info" role="status">
          <CircleCheckIcon aria-hidden="true" />
          <AlertDescription>
            {t(
              outcome.status === 'verified'
                ? 'emailVerification.verified'
                : 'emailVerification.alreadyVerified',
              { email: outcome.email },
            )}
          </AlertDescription>
        </Alert>
        {next}
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden="true" />
        <AlertDescription>{t('emailVerification.invalidLink')}</AlertDescription>
      </Alert>
      {isLoggedIn && user ? (
        <>
          <p className="text-foreground">
            {t('emailVerification.invalidLinkSignedIn', { email: user.email })}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <ResendVerificationButton />
            <Button asChild variant="outline">
              <Link to={HOME_PATH}>{t('emailVerification.continue')}</Link>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-foreground">{t('emailVerification.invalidLinkSignedOut')}</p>
          {next}
        </>
      )}
    </PublicLayout>
  );
}
