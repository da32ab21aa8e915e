import { useMutation } from '@tanstack/react-query';
import { requestPasswordResetMutationOptions } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/form/text-field';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import { createLazyZodResolver, type SchemasModule } from '../../../lib/lazy-zod-resolver';
import { withFormErrors } from '../../../lib/request-meta';
import { useFormValidationPreload } from '../../../lib/use-form-validation-preload';
import { ResetLinkSent } from './reset-link-sent';

type ForgotPasswordValues = z.input<SchemasModule['forgotPasswordSchema']>;

/**
 * Asks for a reset link. The answer is the same whether the address has an account or not, so the
 * page never tells a stranger who uses Utmost. Too many requests: the notification says how long
 * to wait (spec §8).
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const [sentTo, setSentTo] = useState<string | null>(null);
  useFormValidationPreload();
  const form = useForm<ForgotPasswordValues>({
    resolver: createLazyZodResolver((schemas) => schemas.forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const sendLink = useMutation({
    ...requestPasswordResetMutationOptions(sdk),
    meta: withFormErrors(form.setError, ['email']),
    onSuccess: (_sent, { email }) => {
      track('pw_reset_link_sent');
      setSentTo(email);
    },
  });

  if (sentTo !== null) return <ResetLinkSent email={sentTo} onRetry={() => setSentTo(null)} />;
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => sendLink.mutate(values))(event)}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted-foreground">{t('forgotPassword.intro')}</p>
      <TextField
        id="forgot-password-email"
        type="email"
        autoComplete="email"
        label={t('auth.email')}
        isRequired
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" disabled={sendLink.isPending}>
        {t('forgotPassword.submit')}
      </Button>
    </form>
  );
}
