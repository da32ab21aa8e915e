import { useMutation } from '@tanstack/react-query';
import { isUtmostError } from '@utmost/ads-sdk';
import { queryKeys, resendVerificationEmailMutationOptions } from '@utmost/ads-sdk/query';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';

/**
 * Sends the verification link again. Success is a toast naming the address; a failure (429 with
 * the minutes to wait, most likely) is shown by the app's request error handler. An address
 * verified meanwhile (409, e.g. in another tab) refreshes the user, which hides the banner.
 */
export function useResendVerificationEmail() {
  const { t } = useTranslation();
  const { sdk, queryClient } = useAppContext();
  return useMutation({
    ...resendVerificationEmailMutationOptions(sdk),
    onSuccess: ({ email }) => notify('success', t('emailVerification.resent', { email })),
    onError: async (error) => {
      if (isUtmostError(error) && error.code === 'EMAIL_ALREADY_VERIFIED') {
        await queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
      }
    },
  });
}
