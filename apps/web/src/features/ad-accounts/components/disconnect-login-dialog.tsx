import { useMutation } from '@tanstack/react-query';
import type { PlatformAccount } from '@utmost/ads-sdk';
import {
  disconnectPlatformAccountMutationOptions,
  invalidateQueryTags,
} from '@utmost/ads-sdk/query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';
import { useSessionScope } from '../../../lib/session/use-session-scope';

/**
 * Asks before disconnecting a login, saying what happens: its ad accounts stop tagging and show as
 * not connected, their history stays, and connecting the login again restores them.
 */
export function DisconnectLoginDialog({
  login,
  onClose,
}: {
  login: PlatformAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { sdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  const disconnect = useMutation({
    ...disconnectPlatformAccountMutationOptions(sdk, organizationId),
    onSuccess: async (result, target) => {
      track('auth_deleted', { platform: target.platform });
      notify(
        'success',
        t('connect.disconnected', { email: result.email, count: result.disconnectedAdAccounts }),
      );
      onClose();
      await invalidateQueryTags(queryClient, ['platformAccount', 'adAccount', 'subscription']);
    },
  });

  return (
    <ConfirmDialog
      isOpen={login !== null}
      title={t('connect.disconnectTitle')}
      description={t('connect.disconnectDescription', { email: login?.email ?? '' })}
      cancelLabel={t('connect.cancel')}
      confirmLabel={t('connect.confirmDisconnect')}
      isPending={disconnect.isPending}
      onConfirm={() => (login === null ? undefined : disconnect.mutate(login))}
      onClose={onClose}
    />
  );
}
