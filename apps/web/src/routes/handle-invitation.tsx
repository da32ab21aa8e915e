import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../components/layout/public-layout';
import { PlaceholderPage } from '../components/placeholder-page';
import { invitationSearchSchema } from '../lib/search-schemas';

/** The invitation link (token in `tkn`); works logged in or not, so it is outside `_public`. */
export const Route = createFileRoute('/handle-invitation')({
  validateSearch: invitationSearchSchema,
  staticData: { titleKey: 'pages.handleInvitation' },
  component: HandleInvitationPage,
});

function HandleInvitationPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PlaceholderPage
        title={t('pages.handleInvitation')}
        description={t('placeholder.handleInvitation')}
      />
    </PublicLayout>
  );
}
