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
import type { OrganizationMember } from '../api/organization-queries';
import { deleteOrganizationUser } from '../api/organization-requests';

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
    mutationFn: (email: string) => deleteOrganizationUser(sdk, organizationId, email),
    onSuccess: async (_organization, email) => {
      notify('success', t('members.deleted', { email }));
      onClose();
      await invalidateQueryTags(queryClient, ['organization']);
    },
  });

  return (
    <Dialog open={member !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('members.deleteTitle')}</DialogTitle>
          <DialogDescription>
            {t('members.deleteDescription', { email: member?.email ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('members.cancel')}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => (member === null ? undefined : remove.mutate(member.email))}
          >
            {t('members.confirmDelete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
