import { useMutation } from '@tanstack/react-query';
import { listAssignableRoles, type MemberRole } from '@utmost/ads-sdk';
import { invalidateQueryTags, inviteUserMutationOptions } from '@utmost/ads-sdk/query';
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
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/form/text-field';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import { createLazyZodResolver, type SchemasModule } from '../../../lib/lazy-zod-resolver';
import { notify } from '../../../lib/notify';
import { withFormErrors } from '../../../lib/request-meta';
import { useFormValidationPreload } from '../../../lib/use-form-validation-preload';
import { RoleSelectField } from './role-select-field';

type InviteValues = z.input<SchemasModule['inviteUserSchema']>;

/**
 * Invites a person by e-mail with a role (both required, spec §5). They get an e-mail with a link
 * and show as pending until they accept. "User already exists in the organization" shows under
 * the e-mail.
 */
export function InviteUserDialog({
  organizationId,
  viewerRole,
  isOpen,
  onOpenChange,
}: {
  organizationId: string;
  viewerRole: MemberRole;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  const { sdk, queryClient } = useAppContext();
  useFormValidationPreload();
  const form = useForm<InviteValues>({
    resolver: createLazyZodResolver((schemas) => schemas.inviteUserSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const invite = useMutation({
    ...inviteUserMutationOptions(sdk, organizationId),
    meta: withFormErrors(form.setError, ['email', 'role']),
    onSuccess: async (_organization, values) => {
      track('new_user_invited', { role: values.role });
      notify('success', t('members.invited', { email: values.email }));
      close(false);
      await invalidateQueryTags(queryClient, ['organization']);
    },
  });

  function close(isNowOpen: boolean) {
    if (!isNowOpen) form.reset();
    onOpenChange(isNowOpen);
  }

  return (
    <Dialog open={isOpen} onOpenChange={close}>
      <DialogContent>
        <form
          noValidate
          onSubmit={(event) => void form.handleSubmit((values) => invite.mutate(values))(event)}
          className="flex flex-col gap-6"
        >
          <DialogHeader>
            <DialogTitle>{t('members.inviteTitle')}</DialogTitle>
            <DialogDescription>{t('members.inviteDescription')}</DialogDescription>
          </DialogHeader>
          <TextField
            id="invite-email"
            type="email"
            label={t('auth.email')}
            isRequired
            error={errors.email?.message}
            {...form.register('email')}
          />
          <RoleSelectField
            control={form.control}
            name="role"
            id="invite-role"
            label={t('members.role')}
            placeholder={t('members.chooseRole')}
            roles={listAssignableRoles(viewerRole)}
            error={errors.role?.message}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('members.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={invite.isPending}>
              {t('members.sendInvitation')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
