import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, userQueryOptions } from '@utmost/ads-sdk/query';
import { Alert, AlertDescription } from '@utmost/ui/components/alert';
import { MailIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { listenForEmailVerified } from '../lib/email-verified-signal';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * The shell's reminder while the signed-in user's address is unverified. Everything else works
 * as usual meanwhile; the banner goes once the user data says the address is verified (the
 * verify page refreshes it, in another tab too, and returning to this tab refetches it).
 */
export function EmailVerificationBanner() {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const { userId } = useSessionScope();
  const { data: user } = useQuery({
    ...userQueryOptions(sdk, userId ?? ''),
    enabled: userId !== null,
    // Confirmed on another device (or a browser without BroadcastChannel): coming back to this
    // tab asks again, so the reminder does not outlive the confirmation (issue 25 item 7).
    refetchOnWindowFocus: true,
  });
  const queryClient = useQueryClient();
  useEffect(
    () =>
      listenForEmailVerified(
        () => void queryClient.invalidateQueries({ queryKey: queryKeys.user.all }),
      ),
    [queryClient],
  );
  if (user === undefined || user.isEmailVerified) return null;
  return (
    <Alert
      variant="info"
      role="status"
      data-testid="email-verification-banner"
      className="mx-8 mt-4 w-auto"
    >
      <MailIcon aria-hidden="true" />
      <AlertDescription className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>{t('emailVerification.banner', { email: user.email })}</span>
        <ResendVerificationButton variant="link" size="sm" className="h-auto p-0" />
      </AlertDescription>
    </Alert>
  );
}
