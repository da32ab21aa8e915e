import { createFileRoute, notFound } from '@tanstack/react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { MailboxPage } from '../features/mailbox/components/mailbox-page';

/**
 * The local mailbox (embedded mode only). Outside both layouts: useful logged in or not. Where the
 * API has no mailbox (server mode) the page does not exist.
 */
export const Route = createFileRoute('/mailbox')({
  loader: async ({ context }) => {
    const { mailboxQueryOptions } = await import('../lib/mailbox-query');
    const messages = await context.queryClient.ensureQueryData(mailboxQueryOptions(context.sdk));
    if (messages === null) throw notFound();
  },
  staticData: { titleKey: 'pages.mailbox' },
  component: MailboxRoute,
});

function MailboxRoute() {
  return (
    <PublicLayout isWide>
      <MailboxPage />
    </PublicLayout>
  );
}
