import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { EMAIL_ALREADY_REGISTERED } from '@utmost/ads-sdk';
import { checkEmail, registerMutationOptions } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/form/text-field';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import {
  createLazyZodResolver,
  loadFormValidation,
  type SchemasModule,
} from '../../../lib/lazy-zod-resolver';
import { withFormErrors } from '../../../lib/request-meta';
import { useFormValidationPreload } from '../../../lib/use-form-validation-preload';

type SignUpValues = z.input<SchemasModule['registerSchema']>;
const FIELD_NAMES = ['firstName', 'lastName', 'organizationName', 'email', 'password'] as const;

/**
 * Sign-up (spec §5: every field required, marked *). The e-mail is checked with the API when the
 * field is left, so a taken address shows before the whole form is sent.
 */
export function SignUpForm({
  search,
}: {
  search: { redirect?: string | undefined; tkn?: string | undefined };
}) {
  const { t } = useTranslation();
  const context = useAppContext();
  const navigate = useNavigate();
  useFormValidationPreload();
  const form = useForm<SignUpValues>({
    resolver: createLazyZodResolver((schemas) => schemas.registerSchema),
    defaultValues: { firstName: '', lastName: '', organizationName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const signUp = useMutation({
    ...registerMutationOptions(context.sdk),
    // The mutation stays pending until the user has landed, so the button stays disabled.
    onSuccess: async (user) => {
      // Loaded once the credentials are accepted: the login-success flow is not needed to show
      // the form, and the login page is the first page most visitors load.
      const { finishLogin } = await import('../lib/finish-login');
      const target = await finishLogin(context, user, search);
      track('sign_up', { method: 'basic' });
      await navigate({ href: target });
    },
    meta: withFormErrors(form.setError, FIELD_NAMES),
  });

  async function checkEmailOnBlur(email: string) {
    try {
      // Only a well-formed address is worth a request; the form's own rule explains the rest.
      const [{ emailSchema }] = await loadFormValidation();
      if (!emailSchema.safeParse(email).success) return;
      const answer = await checkEmail(context.sdk, email.trim());
      if (answer.error !== null) form.setError('email', { type: 'server', message: answer.error });
    } catch {
      // The check is a courtesy: sending the form checks the address again.
    }
  }

  const field = (name: (typeof FIELD_NAMES)[number]) => ({
    id: `sign-up-${name}`,
    label: t(`signUp.fields.${name}`),
    isRequired: true,
    error: errors[name]?.message,
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => signUp.mutate(values))(event)}
      className="flex flex-col gap-4"
    >
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
        {...field('organizationName')}
        autoComplete="organization"
        {...form.register('organizationName')}
      />
      <TextField
        {...field('email')}
        type="email"
        autoComplete="email"
        {...form.register('email', {
          onBlur: (event: { target: { value: string } }) => {
            void checkEmailOnBlur(event.target.value);
          },
        })}
      />
      {errors.email?.message === EMAIL_ALREADY_REGISTERED ? (
        // The address has an account: the way on is to log in with it, the e-mail kept.
        <p className="-mt-2 text-sm">
          <Link to="/login" search={search} className="font-medium text-primary underline">
            {t('signUp.logInInstead')}
          </Link>
        </p>
      ) : null}
      <TextField
        {...field('password')}
        type="password"
        autoComplete="new-password"
        hint={t('signUp.passwordHint')}
        {...form.register('password')}
      />
      <Button type="submit" disabled={signUp.isPending} className="mt-2">
        {signUp.isPending ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </form>
  );
}
