import { createFileRoute } from '@tanstack/react-router';
import { ConnectionResultPage } from '../features/ad-accounts/components/connection-result-page';
import { connectionResultSearchSchema } from '../lib/platform-connection/connection-message';

/**
 * The platform-connection callback target: the OAuth flow ends here inside the connect popup, which
 * then reports to the window that opened it. Outside both layouts: the popup has no app shell.
 */
export const Route = createFileRoute('/success')({
  validateSearch: connectionResultSearchSchema,
  staticData: { titleKey: 'pages.connectionSuccess' },
  component: SuccessRoute,
});

function SuccessRoute() {
  return <ConnectionResultPage search={Route.useSearch()} />;
}
