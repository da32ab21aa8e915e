import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';

export const Route = createFileRoute('/_public/forgot-password')({
  staticData: { titleKey: 'pages.forgotPassword' },
  component: ForgotPasswordForm,
});
