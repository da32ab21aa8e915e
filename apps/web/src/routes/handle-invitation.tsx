import { createFileRoute, Link } from '@tanstack/react-router';
import { Alert, AlertDescription } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { CircleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../components/layout/public-layout';
import { HOME_PATH } from '../lib/guards';
import { invitationSearchSchema } from '../lib/search-schemas';

/** The invitation link (token in `tkn`); works logged in or not, so it is outside `_public`. */
export const Route = createFileRoute('/handle-invitation')({
  validateSearch: invitationSearchSchema,
  loaderDeps: ({ search }) => ({ tkn: search.tkn }),
  // Loaded with the page rather than with the app: only this page handles invitation links.
  loader: async ({ context, deps }) => {
    const { loadInvitation } = await import('../features/auth/lib/load-invitation');
    return loadInvitation(context, deps.tkn);
  },
  staticData: { titleKey: 'pages.handleInvitation' },
  component: HandleInvitationPage,
});

/** Only reached when the invitation could not be accepted; success redirects. */
function HandleInvitationPage() {
  const { t } = useTranslation();
  const { errorMessage } = Route.useLoaderData();
  return (
    <PublicLayout>
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden="true" />
        <AlertDescription>{errorMessage}</AlertDescription>
      </Alert>
      <Button asChild className="self-start">
        <Link to={HOME_PATH}>{t('invitation.continue')}</Link>
      </Button>
    </PublicLayout>
  );
}
