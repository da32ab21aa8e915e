import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../components/layout/public-layout';
import { PlaceholderPage } from '../components/placeholder-page';

/**
 * The platform-connection callback target: the OAuth flow ends here inside the connect popup, which
 * then reports to the window that opened it. Outside both layouts: the popup has no app shell.
 */
export const Route = createFileRoute('/success')({
  staticData: { titleKey: 'pages.connectionSuccess' },
  component: ConnectionSuccessPage,
});

function ConnectionSuccessPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PlaceholderPage
        title={t('pages.connectionSuccess')}
        description={t('placeholder.connectionSuccess')}
      />
    </PublicLayout>
  );
}
