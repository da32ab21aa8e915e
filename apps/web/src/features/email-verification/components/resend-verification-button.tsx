import { Button } from '@utmost/ui/components/button';
import { Spinner } from '@utmost/ui/components/spinner';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useResendVerificationEmail } from '../hooks/use-resend-verification-email';

/** "Resend", with a spinner and disabled while the request is on its way. */
export function ResendVerificationButton(
  props: Pick<React.ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>,
) {
  const { t } = useTranslation();
  const resend = useResendVerificationEmail();
  return (
    <Button type="button" {...props} disabled={resend.isPending} onClick={() => resend.mutate()}>
      {resend.isPending && <Spinner label={t('emailVerification.sending')} />}
      {resend.isPending ? t('emailVerification.sending') : t('emailVerification.resend')}
    </Button>
  );
}
