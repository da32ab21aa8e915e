import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Platform, PlatformAccount } from '@utmost/ads-sdk';
import { platformAccountsQueryOptions } from '@utmost/ads-sdk/query';
import { cn } from '@utmost/ui/lib/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectPlatformButton } from '../../../components/connect-platform-button';
import { PlatformLogo } from '../../../components/platform-logo';
import { useAppContext } from '../../../lib/app-context';
import { useConnectAllowance } from '../../../lib/platform-connection/use-connect-allowance';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useStore } from '../../../lib/use-store';
import { findPlatformsForMode } from '../lib/platforms-for-mode';
import { ComingSoonPlatforms } from './coming-soon-platforms';
import { DisconnectLoginDialog } from './disconnect-login-dialog';
import { PlatformLoginsTable } from './platform-logins-table';

const NO_LOGINS: PlatformAccount[] = [];

const TAB_CLASS =
  'inline-flex items-center gap-2 rounded-md border border-transparent px-3 py-1.5 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-[current=page]:border-input aria-[current=page]:bg-input/30 aria-[current=page]:text-foreground';

/**
 * Connections (`/ad-accounts/connect/{platform}`): a tab per connectable platform, the platform's
 * connect button and its connected logins, and the coming-soon platforms apart.
 */
export function ConnectPage({ platform }: { platform: Platform }) {
  const { t } = useTranslation();
  const { sdk, appMode } = useAppContext();
  const mode = useStore(appMode);
  const { organizationId } = useSessionScope();
  const { canEdit } = useConnectAllowance();
  const [loginToDisconnect, setLoginToDisconnect] = useState<PlatformAccount | null>(null);
  const { data: logins, isPending } = useQuery({
    ...platformAccountsQueryOptions(sdk, { platform, organizationId: organizationId ?? '' }),
    enabled: organizationId !== null,
  });
  const platformName = t(`platforms.${platform}`);

  return (
    <div className="flex max-w-5xl flex-col gap-8">
      <p className="text-muted-foreground">{t('connect.pageIntro')}</p>
      <nav aria-label={t('connect.platformsLabel')}>
        <ul className="inline-flex gap-1 rounded-lg bg-muted p-1">
          {findPlatformsForMode(mode).map((tab) => (
            <li key={tab}>
              <Link
                to="/ad-accounts/connect/$platform"
                params={{ platform: tab }}
                aria-current={tab === platform ? 'page' : undefined}
                className={cn(TAB_CLASS)}
              >
                <PlatformLogo platform={tab} className="size-4" />
                {t(`platforms.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="logins-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="logins-title" className="text-lg font-semibold">
            {t('connect.loginsTitle', { platform: platformName })}
          </h2>
          {canEdit ? <ConnectPlatformButton platform={platform} /> : null}
        </div>
        {canEdit ? null : <p className="text-sm text-muted-foreground">{t('connect.readOnly')}</p>}
        <PlatformLoginsTable
          platformName={platformName}
          logins={logins ?? NO_LOGINS}
          isLoading={isPending}
          canEdit={canEdit}
          onDisconnect={setLoginToDisconnect}
        />
      </section>
      <ComingSoonPlatforms />
      <DisconnectLoginDialog login={loginToDisconnect} onClose={() => setLoginToDisconnect(null)} />
    </div>
  );
}
