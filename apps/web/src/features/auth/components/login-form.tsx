import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { describeLoginWait, findRetryAfterMinutes, isUtmostError } from '@utmost/ads-sdk';
import { logInMutationOptions } from '@utmost/ads-sdk/query';
import { Alert, AlertDescription } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { ClockIcon } from 'lucide-react';
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
import { useStore } from '../../../lib/use-store';

type LoginValues = z.input<SchemasModule['loginSchema']>;
const NO_AUTH_ERROR = { email: null, password: null };

/**
 * E-mail and password. The spec §5 rules run in the browser (same schema as the server); a
 * refused login's `errors` map goes into the auth state (`error.email`, `error.password`, spec §3)
 * and shows under the fields until the next attempt. A 429 stays above the button until then too:
 * it says how long to wait and how to get in now (reset link, single sign-on), too much for a toast.
 */
export function LoginForm({
  search,
  defaultEmail = '',
}: {
  search: { redirect?: string | undefined; tkn?: string | undefined };
  /** The address to log in with, when the page knows it (an invitation's). */
  defaultEmail?: string;
}) {
  const { t } = useTranslation();
  const context = useAppContext();
  const authError = useStore(context.auth).error;
  const navigate = useNavigate();
  useFormValidationPreload();
  const form = useForm<LoginValues>({
    resolver: createLazyZodResolver((schemas) => schemas.loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;
  const [waitMessage, setWaitMessage] = useState<string | null>(null);

  const login = useMutation({
    ...logInMutationOptions(context.sdk),
    // The mutation stays pending until the user has landed, so the button stays disabled.
    onSuccess: async (user) => {
      // Loaded once the credentials are accepted: the login-success flow is not needed to show
      // the form, and the login page is the first page most visitors load.
      const { finishLogin } = await import('../lib/finish-login');
      const target = await finishLogin(context, user, search);
      track('login', { method: 'basic' });
      await navigate({ href: target });
    },
    meta: { ...withFormErrors(form.setError, ['email', 'password']), handledStatuses: [429] },
    onError: (error) => {
      if (isUtmostError(error) && error.status === 429) {
        setWaitMessage(describeLoginWait(findRetryAfterMinutes(error.retryAfterSeconds)));
      }
      if (isUtmostError(error) && error.status === 401) {
        context.auth.updateAuthState({
          error: {
            email: error.fieldErrors?.email ?? null,
            password: error.fieldErrors?.password ?? null,
          },
        });
      }
    },
  });

  const submit = form.handleSubmit((values) => {
    context.auth.updateAuthState({ error: NO_AUTH_ERROR });
    setWaitMessage(null);
    login.mutate(values);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        id="login-email"
        type="email"
        autoComplete="email"
        label={t('auth.email')}
        error={errors.email?.message ?? authError.email}
        {...form.register('email')}
      />
      <TextField
        id="login-password"
        type="password"
        autoComplete="current-password"
        label={t('auth.password')}
        error={errors.password?.message ?? authError.password}
        {...form.register('password')}
      />
      {waitMessage === null ? null : (
        <Alert variant="warning">
          <ClockIcon aria-hidden="true" />
          <AlertDescription>{waitMessage}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" disabled={login.isPending} className="mt-2">
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
