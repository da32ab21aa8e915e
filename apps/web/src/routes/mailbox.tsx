import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { mailboxQueryOptions, queryKeys } from '@utmost/ads-sdk/query';
import { PublicLayout } from '../components/layout/public-layout';
import { MailboxPage } from '../features/mailbox/components/mailbox-page';
import { readInstallKey, storeInstallKey } from '../lib/install-key';
import { mailboxSearchSchema } from '../lib/search-schemas';

/**
 * The local mailbox (embedded mode only). Outside both layouts: useful logged in or not. Where the
 * API has no mailbox (server mode) the page does not exist. The start-up banner's link brings the
 * install key as `?key=`: kept for the tab, then taken out of the address bar and the history.
 */
export const Route = createFileRoute('/mailbox')({
  validateSearch: mailboxSearchSchema,
  beforeLoad: async ({ search, context }) => {
    if (search.key === undefined) return;
    storeInstallKey(search.key);
    // An answer to another key (or to none) must not outlive it, on this page or elsewhere.
    await context.queryClient.resetQueries({ queryKey: queryKeys.mailbox() });
    throw redirect({ to: '/mailbox', search: {}, replace: true });
  },
  loader: async ({ context }) => {
    const mailbox = await context.queryClient.ensureQueryData(
      mailboxQueryOptions(context.sdk, readInstallKey),
    );
    if (mailbox === null) throw notFound();
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
