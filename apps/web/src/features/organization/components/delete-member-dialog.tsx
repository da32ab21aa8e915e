import { useMutation } from '@tanstack/react-query';
import { deleteOrganizationUserMutationOptions, invalidateQueryTags } from '@utmost/ads-sdk/query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';
import type { OrganizationMember } from '../api/organization-types';

/** Asks before removing a member (or withdrawing a pending invitation). */
export function DeleteMemberDialog({
  organizationId,
  member,
  onClose,
}: {
  organizationId: string;
  member: OrganizationMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { sdk, queryClient } = useAppContext();
  const remove = useMutation({
    ...deleteOrganizationUserMutationOptions(sdk, organizationId),
    onSuccess: async (_organization, email) => {
      notify('success', t('members.deleted', { email }));
      onClose();
      await invalidateQueryTags(queryClient, ['organization']);
    },
  });

  return (
    <ConfirmDialog
      isOpen={member !== null}
      title={t('members.deleteTitle')}
      description={t('members.deleteDescription', { email: member?.email ?? '' })}
      cancelLabel={t('members.cancel')}
      confirmLabel={t('members.confirmDelete')}
      isPending={remove.isPending}
      onConfirm={() => (member === null ? undefined : remove.mutate(member.email))}
      onClose={onClose}
    />
  );
}
