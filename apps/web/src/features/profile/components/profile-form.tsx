import { useMutation } from '@tanstack/react-query';
import { invalidateQueryTags, updateUserMutationOptions } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import { Input } from '@utmost/ui/components/input';
import { Label } from '@utmost/ui/components/label';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import { createLazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { notifySavedSuccessfully } from '../../../lib/notify';
import { withFormErrors } from '../../../lib/request-meta';
import { useFormValidationPreload } from '../../../lib/use-form-validation-preload';
import type { ApiUser } from '../../../lib/session/session-types';
import { buildProfileUpdate, type ProfileValues } from '../lib/build-profile-update';

const FIELD_NAMES = [
  'firstName',
  'lastName',
  'currentPassword',
  'newPassword',
  'confirmPassword',
] as const;

function toProfileValues(user: ApiUser): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

/**
 * Names (required, English letters) and an optional password change. An account created by single
 * sign-on has no password yet: it sets one without a current password.
 */
export function ProfileForm({ user }: { user: ApiUser }) {
  const { t } = useTranslation();
  const { sdk, queryClient, auth } = useAppContext();
  useFormValidationPreload();
  const form = useForm<ProfileValues>({
    resolver: createLazyZodResolver((schemas) =>
      schemas.createUpdateUserSchema({ hasPassword: user.hasPassword }),
    ),
    values: toProfileValues(user),
  });
  const { errors } = form.formState;

  const save = useMutation({
    ...updateUserMutationOptions(sdk, user.id),
    meta: withFormErrors(form.setError, FIELD_NAMES),
    onSuccess: async (updated) => {
      track('update_profile_details');
      notifySavedSuccessfully();
      const current = auth.getState().user;
      if (current !== null) {
        auth.updateAuthState({
          user: { ...current, firstName: updated.firstName, lastName: updated.lastName },
        });
      }
      form.reset(toProfileValues(updated));
      await invalidateQueryTags(queryClient, ['user']);
    },
  });

  const field = (name: (typeof FIELD_NAMES)[number], isRequired = false) => ({
    id: `profile-${name}`,
    label: t(`profile.fields.${name}`),
    isRequired,
    error: errors[name]?.message,
  });

  return (
    <form
      noValidate
      aria-label={t('pages.myProfile')}
      onSubmit={(event) =>
        void form.handleSubmit((values) => save.mutate(buildProfileUpdate(values)))(event)
      }
      className="flex flex-col gap-8"
    >
      <section className="flex flex-col gap-4" aria-labelledby="profile-details-heading">
        <h2 id="profile-details-heading" className="text-lg font-semibold">
          {t('profile.detailsHeading')}
        </h2>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField
            {...field('firstName', true)}
            autoComplete="given-name"
            {...form.register('firstName')}
          />
          <TextField
            {...field('lastName', true)}
            autoComplete="family-name"
            {...form.register('lastName')}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="profile-email">{t('auth.email')}</Label>
          <Input id="profile-email" type="email" value={user.email} readOnly disabled />
        </div>
      </section>
      <section className="flex flex-col gap-4" aria-labelledby="profile-password-heading">
        <h2 id="profile-password-heading" className="text-lg font-semibold">
          {user.hasPassword ? t('profile.passwordHeading') : t('profile.setPasswordHeading')}
        </h2>
        {user.hasPassword ? (
          <TextField
            {...field('currentPassword')}
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t('profile.noPasswordYet')}</p>
        )}
        <TextField
          {...field('newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('signUp.passwordHint')}
          {...form.register('newPassword')}
        />
        <TextField
          {...field('confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
        />
      </section>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {t('profile.save')}
      </Button>
    </form>
  );
}
