import { createFileRoute } from '@tanstack/react-router';
import { ConnectPage } from '../features/ad-accounts/components/connect-page';
import { parsePlatformParam } from '../lib/platforms';

export const Route = createFileRoute('/_app/ad-accounts/connect/$platform')({
  params: {
    parse: ({ platform }) => ({ platform: parsePlatformParam(platform) }),
    stringify: ({ platform }) => ({ platform }),
  },
  staticData: { titleKey: 'pages.connections' },
  component: ConnectPlatformRoute,
});

function ConnectPlatformRoute() {
  const { platform } = Route.useParams();
  return <ConnectPage platform={platform} />;
}
