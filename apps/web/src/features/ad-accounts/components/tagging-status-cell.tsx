import { findTaggingStatus, type AdAccount, type TaggingStatus } from '@utmost/ads-sdk';
import { Badge, type BadgeProps } from '@utmost/ui/components/badge';
import { Button } from '@utmost/ui/components/button';
import { Spinner } from '@utmost/ui/components/spinner';
import { RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useConnectPlatform } from '../../../lib/platform-connection/use-connect-platform';

const BADGE_VARIANTS: Record<TaggingStatus, BadgeProps['variant']> = {
  error: 'destructive',
  active: 'success',
  disabled: 'secondary',
  paused: 'warning',
};

/**
 * Spec §4 tagging status, and for an account whose connection failed, what the platform said with
 * a Reconnect action (the connect popup for that login, pre-selected with `login_hint`).
 */
export function TaggingStatusCell({ account, canEdit }: { account: AdAccount; canEdit: boolean }) {
  const { t } = useTranslation();
  const { connect, isConnecting } = useConnectPlatform();
  const status = findTaggingStatus(account);
  const hasConnectionProblem = account.connectionStatus !== 'CONNECTED';
  return (
    <div className="flex min-w-0 flex-col items-start gap-1.5 break-words whitespace-normal">
      <Badge variant={BADGE_VARIANTS[status]}>{t(`adAccounts.taggingStatus.${status}`)}</Badge>
      {hasConnectionProblem ? (
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
      ) : null}
    </div>
  );
}
