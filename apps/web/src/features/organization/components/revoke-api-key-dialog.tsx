import { useMutation } from '@tanstack/react-query';
import { invalidateQueryTags } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@utmost/ui/components/dialog';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';
import { revokeApiKey } from '../api/api-key-requests';
import type { ApiKey } from '../api/organization-queries';

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
    mutationFn: (key: ApiKey) => revokeApiKey(sdk, organizationId, key.id),
    onSuccess: async (_revoked, key) => {
      notify('success', t('apiKeys.revoked', { name: key.name }));
      onClose();
      await invalidateQueryTags(queryClient, ['organization']);
    },
  });

  return (
    <Dialog open={apiKey !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('apiKeys.revokeTitle')}</DialogTitle>
          <DialogDescription>
            {t('apiKeys.revokeDescription', { name: apiKey?.name ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('apiKeys.cancel')}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={revoke.isPending}
            onClick={() => (apiKey === null ? undefined : revoke.mutate(apiKey))}
          >
            {t('apiKeys.confirmRevoke')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
