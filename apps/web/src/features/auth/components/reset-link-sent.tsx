import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { MailCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { mailboxQueryOptions } from '@utmost/ads-sdk/query';
import { readInstallKey } from '../../../lib/install-key';

/**
 * "Check your inbox", always. In embedded mode no e-mail leaves the machine: the local mailbox
 * holds it, and a link leads there (opened in a tab without the install key, the mailbox says
 * where its link is).
 */
export function ResetLinkSent({ email, onRetry }: { email: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const { data: mailbox } = useQuery(mailboxQueryOptions(sdk, readInstallKey));
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="info" role="status">
        <MailCheckIcon aria-hidden="true" />
        <AlertTitle>{t('forgotPassword.sentTitle')}</AlertTitle>
        <AlertDescription>
          <p>{t('forgotPassword.sent', { email })}</p>
          {mailbox === null || mailbox === undefined ? null : (
            <p>
              {t('forgotPassword.localMailbox')}{' '}
              <Link
                to="/mailbox"
                className="text-link underline underline-offset-4 hover:decoration-2"
              >
                {t('forgotPassword.openMailbox')}
              </Link>
            </p>
          )}
        </AlertDescription>
      </Alert>
      <div className="flex justify-between gap-3">
        <Button variant="ghost" onClick={onRetry}>
          {t('forgotPassword.tryAnother')}
        </Button>
        <Button variant="link" asChild>
          <Link to="/login">{t('forgotPassword.backToLogin')}</Link>
        </Button>
      </div>
    </div>
  );
}
