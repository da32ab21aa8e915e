import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { registerMutationOptions } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/form/text-field';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import { createLazyZodResolver, type SchemasModule } from '../../../lib/lazy-zod-resolver';
import { withFormErrors } from '../../../lib/request-meta';
import { useFormValidationPreload } from '../../../lib/use-form-validation-preload';

type JoinValues = z.input<SchemasModule['registerSchema']>;
const FIELD_NAMES = ['firstName', 'lastName', 'email', 'password', 'invitationToken'] as const;

/**
 * Sign-up through an invitation: the invited address, filled in and read-only (the API accepts
 * no other), and no organization name, since the person joins the inviting organization. The
 * invitation proves the address, so the new account is verified and lands in that organization.
 */
export function JoinForm({
  invitationToken,
  email,
  organizationName,
}: {
  invitationToken: string;
  email: string;
  organizationName: string;
}) {
  const { t } = useTranslation();
  const context = useAppContext();
  const navigate = useNavigate();
  useFormValidationPreload();
  const form = useForm<JoinValues>({
    resolver: createLazyZodResolver((schemas) => schemas.registerSchema),
    defaultValues: { firstName: '', lastName: '', email, password: '', invitationToken },
  });
  const { errors } = form.formState;

  const join = useMutation({
    ...registerMutationOptions(context.sdk),
    // The mutation stays pending until the user has landed, so the button stays disabled.
    onSuccess: async (user) => {
      const { finishLogin, JOINED_HOME_HREF } = await import('../lib/finish-login');
      // The registration already joined: the invited organization is the user's only one.
      await finishLogin(context, user, {});
      track('sign_up', { method: 'basic' });
      await navigate({ href: JOINED_HOME_HREF });
    },
    meta: withFormErrors(form.setError, FIELD_NAMES),
  });

  const field = (name: Exclude<(typeof FIELD_NAMES)[number], 'invitationToken'>) => ({
    id: `join-${name}`,
    label: t(`signUp.fields.${name}`),
    isRequired: true,
    error: errors[name]?.message,
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => join.mutate(values))(event)}
      className="flex flex-col gap-4"
    >
      {errors.invitationToken?.message === undefined ? null : (
        <p role="alert" className="text-sm text-destructive-text">
          {errors.invitationToken.message}
        </p>
      )}
      <div className="grid grid-cols-2 gap-4">
        <TextField
          {...field('firstName')}
          autoComplete="given-name"
          {...form.register('firstName')}
        />
        <TextField
          {...field('lastName')}
          autoComplete="family-name"
          {...form.register('lastName')}
        />
      </div>
      <TextField
        {...field('email')}
        type="email"
        autoComplete="email"
        readOnly
        hint={t('invitation.emailHint')}
        {...form.register('email')}
      />
      <TextField
        {...field('password')}
        type="password"
        autoComplete="new-password"
        hint={t('signUp.passwordHint')}
        {...form.register('password')}
      />
      <Button type="submit" disabled={join.isPending} className="mt-2">
        {join.isPending
          ? t('invitation.joining')
          : t('invitation.signUpSubmit', { organization: organizationName })}
      </Button>
    </form>
  );
}
