import { useMutation } from '@tanstack/react-query';
import { resendExpiredLinkMutationOptions } from '@utmost/ads-sdk/query';
import { Alert, AlertDescription } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { Spinner } from '@utmost/ui/components/spinner';
import { CircleCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { LinkMessagePage } from './link-message-page';

/**
 * Spec §2: an expired link message with a Resend link action. With the old link's token the page
 * asks the API for a new link of the same kind; without one, the visitor asks for a reset link.
 */
export function ExpiredTokenPage({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  if (token === undefined) {
    return (
      <LinkMessagePage
        message={t('expiredToken.message')}
        actionLabel={t('expiredToken.resend')}
        to="/forgot-password"
      />
    );
  }
  return <ResendExpiredLink token={token} />;
}

function ResendExpiredLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  // Failures (429 with the wait, most likely) are shown by the app's request error handler.
  const resend = useMutation(resendExpiredLinkMutationOptions(sdk, token));

  if (resend.isSuccess) {
    const { maskedEmail } = resend.data;
    return (
      <Alert variant="info" role="status">
        <CircleCheckIcon aria-hidden="true" />
        <AlertDescription>
          {/* Only someone holding a link Utmost sent learns where the new one went. */}
          {maskedEmail === undefined
            ? t('expiredToken.sentToUnknown')
            : t('expiredToken.sent', { email: maskedEmail })}
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="text-foreground">{t('expiredToken.message')}</p>
      <Button
        type="button"
        className="self-start"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending && <Spinner label={t('expiredToken.sending')} />}
        {resend.isPending ? t('expiredToken.sending') : t('expiredToken.resend')}
      </Button>
    </div>
  );
}
