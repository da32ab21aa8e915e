import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isUtmostError } from '@utmost/ads-sdk';
import { recoverPasswordMutationOptions } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/form/text-field';
import { useAppContext } from '../../../lib/app-context';
import { createLazyZodResolver, type SchemasModule } from '../../../lib/lazy-zod-resolver';
import { endSession } from '../../../lib/end-session';
import { withFormErrors } from '../../../lib/request-meta';
import { useFormValidationPreload } from '../../../lib/use-form-validation-preload';

type ResetPasswordValues = z.input<SchemasModule['recoverPasswordSchema']>;

/**
 * The new password, twice. On success every session of the user has ended on the server, and
 * spec §4 resets the auth state here too; then /password-updated. A link that stopped working
 * meanwhile (used in another tab, expired) leads to /expired-token.
 */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const context = useAppContext();
  const navigate = useNavigate();
  useFormValidationPreload();
  const form = useForm<ResetPasswordValues>({
    resolver: createLazyZodResolver((schemas) => schemas.recoverPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const recover = useMutation({
    ...recoverPasswordMutationOptions(context.sdk),
    meta: withFormErrors(form.setError, ['password', 'confirmPassword']),
    onSuccess: async () => {
      endSession(context);
      await navigate({ to: '/password-updated' });
    },
    onError: async (error) => {
      if (isUtmostError(error) && error.fieldErrors?.token !== undefined) {
        await navigate({ to: '/expired-token', search: { token } });
      }
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => recover.mutate(values))(event)}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted-foreground">{t('resetPassword.intro', { email })}</p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="reset-password"
        type="password"
        autoComplete="new-password"
        label={t('resetPassword.password')}
        isRequired
        hint={t('signUp.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        id="reset-confirm-password"
        type="password"
        autoComplete="new-password"
        label={t('resetPassword.confirmPassword')}
        isRequired
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={recover.isPending}>
        {t('resetPassword.submit')}
      </Button>
    </form>
  );
}
