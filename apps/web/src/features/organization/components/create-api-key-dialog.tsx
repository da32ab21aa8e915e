import { useMutation } from '@tanstack/react-query';
import { canCreateApiKey, listApiKeyRoles, type MemberRole } from '@utmost/ads-sdk';
import { createApiKeyMutationOptions, invalidateQueryTags } from '@utmost/ads-sdk/query';
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
import { useAppContext } from '../../../lib/app-context';
import { createLazyZodResolver, type SchemasModule } from '../../../lib/lazy-zod-resolver';
import { notify } from '../../../lib/notify';
import { withFormErrors } from '../../../lib/request-meta';
import { useFormValidationPreload } from '../../../lib/use-form-validation-preload';
import { RoleSelectField } from './role-select-field';

type CreateApiKeyValues = z.input<SchemasModule['createApiKeySchema']>;

/**
 * Names a new key and picks the role it acts with (both required; never above the viewer's own
 * role). On success it hands the secret to `onCreated`, which shows it once.
 */
export function CreateApiKeyDialog({
  organizationId,
  viewerRole,
  isOpen,
  onOpenChange,
  onCreated,
}: {
  organizationId: string;
  viewerRole: MemberRole;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const { sdk, queryClient } = useAppContext();
  useFormValidationPreload();
  const form = useForm<CreateApiKeyValues>({
    resolver: createLazyZodResolver((schemas) => schemas.createApiKeySchema),
    defaultValues: { name: '' },
  });
  const { errors } = form.formState;

  const create = useMutation({
    ...createApiKeyMutationOptions(sdk, organizationId),
    meta: withFormErrors(form.setError, ['name', 'role']),
    onSuccess: async (created) => {
      notify('success', t('apiKeys.created', { name: created.apiKey.name }));
      close(false);
      onCreated(created.secret);
      await invalidateQueryTags(queryClient, ['organization']);
    },
  });

  function submit(values: CreateApiKeyValues) {
    const verdict = canCreateApiKey(viewerRole, values.role);
    if (verdict.isAllowed) create.mutate(values);
    else form.setError('role', { message: verdict.message });
  }

  function close(isNowOpen: boolean) {
    if (!isNowOpen) form.reset();
    onOpenChange(isNowOpen);
  }

  return (
    <Dialog open={isOpen} onOpenChange={close}>
      <DialogContent>
        <form
          noValidate
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
          className="flex flex-col gap-6"
        >
          <DialogHeader>
            <DialogTitle>{t('apiKeys.createTitle')}</DialogTitle>
            <DialogDescription>{t('apiKeys.createDescription')}</DialogDescription>
          </DialogHeader>
          <TextField
            id="api-key-name"
            label={t('apiKeys.name')}
            isRequired
            error={errors.name?.message}
            {...form.register('name')}
          />
          <RoleSelectField
            control={form.control}
            name="role"
            id="api-key-role"
            label={t('apiKeys.role')}
            placeholder={t('apiKeys.chooseRole')}
            roles={listApiKeyRoles(viewerRole)}
            error={errors.role?.message}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('apiKeys.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending}>
              {t('apiKeys.createSubmit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
