import type { AdAccount } from '@utmost/ads-sdk';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import type { useBulkAdAccountActions } from '../api/use-bulk-ad-account-actions';

/** Asks before removing ad accounts from Utmost, saying what that does and does not change. */
export function RemoveAdAccountsDialog({
  accounts,
  actions,
  onClose,
  onRemoved,
}: {
  /** Open while not empty. */
  accounts: AdAccount[];
  actions: ReturnType<typeof useBulkAdAccountActions>;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const count = accounts.length;
  return (
    <ConfirmDialog
      isOpen={count > 0}
      title={t('adAccounts.removeTitle', { count })}
      description={t('adAccounts.removeDescription')}
      cancelLabel={t('adAccounts.cancel')}
      confirmLabel={t('adAccounts.confirmRemove')}
      isPending={actions.remove.isPending}
      onConfirm={() =>
        actions.remove.mutate(accounts, {
          onSuccess: () => {
            notify('success', t('adAccounts.removed', { count }));
            onRemoved();
          },
        })
      }
      onClose={onClose}
    />
  );
}
