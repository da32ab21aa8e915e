import { useMutation } from '@tanstack/react-query';
import { DENIED_MESSAGE_BY_PERMISSION } from '@utmost/ads-sdk';
import {
  invalidateQueryTags,
  updateOrganizationMutationOptions,
  uploadOrganizationLogoMutationOptions,
} from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ImageUploadField } from '../../../components/form/image-upload-field';
import { TextField } from '../../../components/form/text-field';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import { createLazyZodResolver, type SchemasModule } from '../../../lib/lazy-zod-resolver';
import { notifySavedSuccessfully } from '../../../lib/notify';
import { withFormErrors } from '../../../lib/request-meta';
import { useFormValidationPreload } from '../../../lib/use-form-validation-preload';
import type { Organization } from '../api/organization-types';

type OrganizationValues = Omit<z.input<SchemasModule['organizationSchema']>, 'logoUrl'>;

const ORGANIZATION_FIELDS = [
  'name',
  'legalName',
  'vatNumber',
  'contactEmail',
  'billingEmail',
  'country',
  'city',
  'street',
  'building',
  'zipCode',
] as const;
type OrganizationField = (typeof ORGANIZATION_FIELDS)[number];

/** Spec §5: the organization fields marked * (required). */
const REQUIRED_FIELDS: ReadonlySet<OrganizationField> = new Set([
  'name',
  'legalName',
  'contactEmail',
  'billingEmail',
]);
const EMAIL_FIELDS: ReadonlySet<OrganizationField> = new Set(['contactEmail', 'billingEmail']);

/** The form's values from the API's organization: fields not filled in yet are empty. */
function toOrganizationValues(organization: Organization): OrganizationValues {
  const values = Object.fromEntries(
    ORGANIZATION_FIELDS.map((field) => [field, organization[field] ?? '']),
  );
  return values as Record<OrganizationField, string>;
}

export function OrganizationDetailsForm({
  organization,
  isEditable,
}: {
  organization: Organization;
  isEditable: boolean;
}) {
  const { t } = useTranslation();
  const { sdk, queryClient } = useAppContext();
  useFormValidationPreload();
  const form = useForm<OrganizationValues>({
    resolver: createLazyZodResolver((schemas) => schemas.organizationSchema),
    values: toOrganizationValues(organization),
  });
  const { errors, isDirty } = form.formState;

  const save = useMutation({
    ...updateOrganizationMutationOptions(sdk, organization.id),
    meta: withFormErrors(form.setError, ORGANIZATION_FIELDS),
    onSuccess: async () => {
      track('update_org_details');
      notifySavedSuccessfully();
      await invalidateQueryTags(queryClient, ['organization']);
    },
  });
  const uploadLogo = useMutation({
    ...uploadOrganizationLogoMutationOptions(sdk, organization.id),
    onSuccess: async () => {
      track('upload_org_logo');
      notifySavedSuccessfully();
      await invalidateQueryTags(queryClient, ['organization']);
    },
  });

  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <ImageUploadField
        id="organization-logo"
        label={t('organization.logo')}
        imageUrl={organization.logoUrl}
        imageAlt={t('organization.logoAlt', { name: organization.name })}
        isDisabled={!isEditable}
        isUploading={uploadLogo.isPending}
        onUpload={(file) => uploadLogo.mutate(file)}
      />
      <form
        noValidate
        aria-label={t('pages.organizationDetails')}
        onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
        className="flex flex-col gap-6"
      >
        {isEditable ? null : (
          <p className="text-sm text-muted-foreground">
            {DENIED_MESSAGE_BY_PERMISSION['organization:edit']}
          </p>
        )}
        <fieldset disabled={!isEditable} className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {ORGANIZATION_FIELDS.map((field) => (
            <TextField
              key={field}
              id={`organization-${field}`}
              type={EMAIL_FIELDS.has(field) ? 'email' : 'text'}
              label={t(`organization.fields.${field}`)}
              isRequired={REQUIRED_FIELDS.has(field)}
              error={errors[field]?.message}
              readOnly={!isEditable}
              {...form.register(field)}
            />
          ))}
        </fieldset>
        {isEditable ? (
          <Button type="submit" className="self-start" disabled={save.isPending || !isDirty}>
            {t('organization.save')}
          </Button>
        ) : null}
      </form>
    </div>
  );
}
