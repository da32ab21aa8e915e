import type { PlatformAccount } from '@utmost/ads-sdk';
import { Badge } from '@utmost/ui/components/badge';
import { Button } from '@utmost/ui/components/button';
import { createDataTableColumnHelper, DataTable } from '@utmost/ui/components/data-table';
import { Spinner } from '@utmost/ui/components/spinner';
import type { TFunction } from 'i18next';
import { RefreshCwIcon, UnplugIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { useConnectPlatform } from '../../../lib/platform-connection/use-connect-platform';
import { MissingAbilitiesNote } from './missing-abilities-note';

const helper = createDataTableColumnHelper<PlatformAccount>();
const getRowId = (login: PlatformAccount) => login.email;

function LoginStatusCell({ login, canEdit }: { login: PlatformAccount; canEdit: boolean }) {
  const { t } = useTranslation();
  const { connect, isConnecting } = useConnectPlatform();
  const isConnected = login.connectionStatus === 'CONNECTED';
  const isLimited = login.missingAbilities.length > 0;
  if (isConnected && !isLimited && login.connectionError === null) {
    return <Badge variant="success">{t('connect.status.CONNECTED')}</Badge>;
  }
  return (
    <div className="flex max-w-80 flex-col items-start gap-1.5 whitespace-normal">
      <Badge variant={isConnected ? 'success' : 'destructive'}>
        {t(`connect.status.${login.connectionStatus}`)}
      </Badge>
      {login.connectionError === null ? null : (
        <span className="text-xs text-muted-foreground">{login.connectionError}</span>
      )}
      {isConnected ? <MissingAbilitiesNote login={login} /> : null}
      {canEdit && (!isConnected || isLimited) ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('connect.reconnectLogin', { email: login.email })}
          disabled={isConnecting}
          onClick={() => connect(login.platform, { loginHint: login.email, isReconnect: true })}
        >
          {isConnecting ? (
            <Spinner label={t('connect.connecting')} />
          ) : (
            <RefreshCwIcon aria-hidden="true" />
          )}
          {t('connect.reconnect')}
        </Button>
      ) : null}
    </div>
  );
}

function buildLoginColumns({
  t,
  canEdit,
  onDisconnect,
}: {
  t: TFunction;
  canEdit: boolean;
  onDisconnect: (login: PlatformAccount) => void;
}) {
  return helper.columns([
    helper.accessor('email', {
      header: t('connect.columns.email'),
      enableSorting: false,
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    helper.accessor('connectedAt', {
      header: t('connect.columns.connectedAt'),
      enableSorting: false,
      cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
    }),
    helper.accessor((login) => login.accounts.length, {
      id: 'adAccounts',
      header: t('connect.columns.adAccounts'),
      enableSorting: false,
      meta: { className: 'tabular-nums' },
    }),
    helper.display({
      id: 'status',
      header: t('connect.columns.status'),
      cell: ({ row }) => <LoginStatusCell login={row.original} canEdit={canEdit} />,
    }),
    ...(canEdit
      ? [
          helper.display({
            id: 'actions',
            header: () => <span className="sr-only">{t('connect.columns.actions')}</span>,
            meta: { className: 'text-right' },
            cell: ({ row }) => (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('connect.disconnectLogin', { email: row.original.email })}
                onClick={() => onDisconnect(row.original)}
              >
                <UnplugIcon aria-hidden="true" />
                {t('connect.disconnect')}
              </Button>
            ),
          }),
        ]
      : []),
  ]);
}

/** The connected logins of one platform: e-mail, when, reach, status with Reconnect, Disconnect. */
export function PlatformLoginsTable({
  platformName,
  logins,
  isLoading,
  canEdit,
  onDisconnect,
}: {
  platformName: string;
  logins: readonly PlatformAccount[];
  isLoading: boolean;
  canEdit: boolean;
  onDisconnect: (login: PlatformAccount) => void;
}) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => buildLoginColumns({ t, canEdit, onDisconnect }),
    [t, canEdit, onDisconnect],
  );
  return (
    <DataTable
      label={t('connect.loginsTableLabel', { platform: platformName })}
      columns={columns}
      data={logins}
      getRowId={getRowId}
      isLoading={isLoading}
      skeletonRowCount={2}
      emptyState={
        <span className="text-muted-foreground">
          {t('connect.noLogins', { platform: platformName })}
        </span>
      }
    />
  );
}
