import type { UrlTemplate } from '@utmost/ads-sdk';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useDeleteUrlTemplate } from '../api/use-delete-url-template';

/**
 * Asks before deleting a template. One in use names the ad accounts that will stop tagging, and
 * only then is deleted with `confirmInUse` (the API refuses otherwise).
 */
export function DeleteTemplateDialog({
  template,
  onClose,
}: {
  /** Open while not null. */
  template: UrlTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteUrlTemplate();
  const accounts = template?.adAccounts ?? [];
  const name = template?.name ?? '';
  return (
    <ConfirmDialog
      isOpen={template !== null}
      title={t('urlTemplates.deleteTitle', { name })}
      description={
        accounts.length === 0
          ? t('urlTemplates.deleteDescription')
          : t('urlTemplates.deleteInUseDescription', { count: accounts.length })
      }
      cancelLabel={t('urlTemplates.cancel')}
      confirmLabel={t('urlTemplates.confirmDelete')}
      isPending={remove.isPending}
      onConfirm={() =>
        template === null
          ? undefined
          : remove.mutate(template, {
              onSuccess: (deleted) => {
                notify(
                  'success',
                  deleted.disabledAdAccounts.length === 0
                    ? t('urlTemplates.deleted', { name })
                    : t('urlTemplates.deletedInUse', {
                        name,
                        count: deleted.disabledAdAccounts.length,
                      }),
                );
                onClose();
              },
            })
      }
      onClose={onClose}
    >
      {accounts.length === 0 ? null : (
        <ul
          aria-label={t('urlTemplates.stopTagging')}
          className="max-h-48 list-disc overflow-y-auto rounded-md border border-border bg-muted/40 py-2 pr-3 pl-8 text-sm"
        >
          {accounts.map((account) => (
            <li key={account.resourceName}>{account.name}</li>
          ))}
        </ul>
      )}
    </ConfirmDialog>
  );
}
