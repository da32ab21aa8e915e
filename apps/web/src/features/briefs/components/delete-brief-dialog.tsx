import { isUtmostError, type Brief } from '@utmost/ads-sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useDeleteBrief } from '../api/use-delete-brief';

/**
 * Asks before deleting a brief. The API refuses a brief in use (409): its message is then shown
 * with the accounts that would lose the brief, and only a second confirmation sends
 * `confirmInUse`.
 */
export function DeleteBriefDialog({
  brief,
  onClose,
}: {
  brief: Brief | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteBrief();
  const [inUseMessage, setInUseMessage] = useState<string | null>(null);
  const name = brief?.briefName ?? '';

  function close() {
    setInUseMessage(null);
    remove.reset();
    onClose();
  }

  function confirm() {
    if (brief === null) return;
    const confirmInUse = inUseMessage !== null;
    remove.mutate(
      { brandIds: [brief.id], confirmInUse },
      {
        onSuccess: (deleted) => {
          notify(
            'success',
            deleted.detachedAdAccounts.length === 0
              ? t('briefs.deleted', { name })
              : t('briefs.deletedInUse', { name, count: deleted.detachedAdAccounts.length }),
          );
          close();
        },
        onError: (error) => {
          if (isUtmostError(error) && error.status === 409) setInUseMessage(error.message);
        },
      },
    );
  }

  return (
    <ConfirmDialog
      isOpen={brief !== null}
      title={t('briefs.deleteTitle', { name })}
      description={inUseMessage ?? t('briefs.deleteDescription')}
      cancelLabel={t('briefs.cancel')}
      confirmLabel={
        inUseMessage === null ? t('briefs.confirmDelete') : t('briefs.confirmDeleteInUse')
      }
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      {inUseMessage === null || brief === null || brief.adAccounts.length === 0 ? null : (
        <ul
          aria-label={t('briefs.loseBrief')}
          className="max-h-48 list-disc overflow-y-auto rounded-md border border-border bg-muted/40 py-2 pr-3 pl-8 text-sm"
        >
          {brief.adAccounts.map((account) => (
            <li key={account.id}>{account.name}</li>
          ))}
        </ul>
      )}
    </ConfirmDialog>
  );
}
