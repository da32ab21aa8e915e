import { createFileRoute } from '@tanstack/react-router';
import { InvitationPage } from '../features/auth/components/invitation-page';
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

function HandleInvitationPage() {
  return <InvitationPage view={Route.useLoaderData()} />;
}
