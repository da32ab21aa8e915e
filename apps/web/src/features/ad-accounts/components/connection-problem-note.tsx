import type { AdAccount } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { Spinner } from '@utmost/ui/components/spinner';
import { RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useConnectPlatform } from '../../../lib/platform-connection/use-connect-platform';

/**
 * Under a status badge, for an account whose connection failed: what the platform said, and for
 * editors a Reconnect action (the connect popup for that login, pre-selected with `login_hint`).
 */
export function ConnectionProblemNote({
  account,
  canEdit,
}: {
  account: AdAccount;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { connect, isConnecting } = useConnectPlatform();
  if (account.connectionStatus === 'CONNECTED') return null;
  return (
    <>
      <span className="text-xs text-muted-foreground">
        {account.connectionError ?? t(`connect.status.${account.connectionStatus}`)}
      </span>
      {canEdit ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('adAccounts.reconnectAccount', { name: account.name })}
          disabled={isConnecting}
          onClick={() =>
            connect(account.platform, {
              loginHint: account.platformAccountEmail,
              isReconnect: true,
            })
          }
        >
          {isConnecting ? (
            <Spinner label={t('connect.connecting')} />
          ) : (
            <RefreshCwIcon aria-hidden="true" />
          )}
          {t('adAccounts.reconnect')}
        </Button>
      ) : null}
    </>
  );
}
