import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { DEFAULT_PLATFORM } from '@utmost/ads-sdk';
import { ChooseAccountPage } from '../features/ad-accounts/components/choose-account-page';
import { readConnectedLoginState } from '../lib/platform-connection/connected-login-state';

/**
 * Opened after a successful connection with the platform and the login's e-mail as navigation
 * state (spec §2). Without them (opened directly, say) there is nothing to choose from: the
 * connect page is where a connection starts.
 */
export const Route = createFileRoute('/_app/ad-accounts/choose-account')({
  beforeLoad: ({ location }) => {
    if (readConnectedLoginState(location.state) === null) {
      throw redirect({
        to: '/ad-accounts/connect/$platform',
        params: { platform: DEFAULT_PLATFORM },
        replace: true,
      });
    }
  },
  staticData: { titleKey: 'pages.chooseAccount' },
  component: ChooseAccountRoute,
});

function ChooseAccountRoute() {
  const platform = useLocation({
    select: (location) => readConnectedLoginState(location.state)?.platform,
  });
  const email = useLocation({
    select: (location) => readConnectedLoginState(location.state)?.email,
  });
  if (platform === undefined || email === undefined) return null;
  // A new login (connected from this page) starts a fresh choice.
  return <ChooseAccountPage key={`${platform}:${email}`} login={{ platform, email }} />;
}
