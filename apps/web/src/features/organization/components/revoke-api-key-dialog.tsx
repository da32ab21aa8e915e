import { useMutation } from '@tanstack/react-query';
import { invalidateQueryTags, revokeApiKeyMutationOptions } from '@utmost/ads-sdk/query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';
import type { ApiKey } from '../api/organization-types';

/** Asks before revoking a key: scripts using it stop working at once. */
export function RevokeApiKeyDialog({
  organizationId,
  apiKey,
  onClose,
}: {
  organizationId: string;
  apiKey: ApiKey | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { sdk, queryClient } = useAppContext();
  const revoke = useMutation({
    ...revokeApiKeyMutationOptions(sdk, organizationId),
    onSuccess: async (_revoked, key) => {
      notify('success', t('apiKeys.revoked', { name: key.name }));
      onClose();
      await invalidateQueryTags(queryClient, ['organization']);
    },
  });

  return (
    <ConfirmDialog
      isOpen={apiKey !== null}
      title={t('apiKeys.revokeTitle')}
      description={t('apiKeys.revokeDescription', { name: apiKey?.name ?? '' })}
      cancelLabel={t('apiKeys.cancel')}
      confirmLabel={t('apiKeys.confirmRevoke')}
      isPending={revoke.isPending}
      onConfirm={() => (apiKey === null ? undefined : revoke.mutate(apiKey))}
      onClose={onClose}
    />
  );
}
