import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';
import { loginSearchSchema } from '../lib/search-schemas';

export const Route = createFileRoute('/_public/login')({
  // `redirect`: where the protected-area guard found the visitor; the login form returns there.
  validateSearch: loginSearchSchema,
  staticData: { titleKey: 'pages.login' },
  component: LoginPage,
});

function LoginPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.login')} description={t('placeholder.login')} />;
}
