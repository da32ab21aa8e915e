import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { findAdAccountAllowance, toChoosableAccount } from '@utmost/ads-sdk';
import { platformAccountsQueryOptions } from '@utmost/ads-sdk/query';
import { Alert, AlertDescription } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import type { RowSelectionState } from '@utmost/ui/components/data-table';
import { Input } from '@utmost/ui/components/input';
import { Spinner } from '@utmost/ui/components/spinner';
import { SearchIcon, TriangleAlertIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectPlatformButton } from '../../../components/connect-platform-button';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';
import type { ConnectedLogin } from '../../../lib/platform-connection/connected-login-state';
import { useConnectAllowance } from '../../../lib/platform-connection/use-connect-allowance';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useAddAdAccounts } from '../api/use-add-ad-accounts';
import { findPickedIds, toPicks, withConnectedChecked } from '../lib/choose-selection';
import { filterChoosableAccounts } from '../lib/filter-choosable-accounts';
import { AllowanceNote } from './allowance-note';
import { ChoosableAccountsTable, type ChoosableRow } from './choosable-accounts-table';
import { NoAccountsOnProfile } from './no-accounts-on-profile';

/**
 * Choose-account (spec §2): after a connection, the login's ad accounts from the platform, named by
 * the SDK's rule, to pick those Utmost should manage, within what the subscription still allows.
 */
export function ChooseAccountPage({ login }: { login: ConnectedLogin }) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const { organizationId } = useSessionScope();
  const navigate = useNavigate();
  const { subscription } = useConnectAllowance();
  const [query, setQuery] = useState('');
  const [picks, setPicks] = useState<RowSelectionState>({});
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const { data: logins, isPending } = useQuery({
    ...platformAccountsQueryOptions(sdk, {
      platform: login.platform,
      organizationId: organizationId ?? '',
    }),
    enabled: organizationId !== null,
  });
  const platformLogin = logins?.find(
    (candidate) => candidate.email.toLowerCase() === login.email.toLowerCase(),
  );
  const accounts = useMemo(
    () => (platformLogin?.accounts ?? []).map(toChoosableAccount),
    [platformLogin],
  );
  const rows = useMemo<ChoosableRow[]>(
    () =>
      filterChoosableAccounts(accounts, query).map((account) => ({
        ...account,
        error: rowErrors[account.id] ?? null,
      })),
    [accounts, query, rowErrors],
  );
  const pickedIds = findPickedIds(picks, accounts);
  const allowance =
    subscription === undefined ? null : findAdAccountAllowance(subscription, pickedIds.length);
  const add = useAddAdAccounts({
    platform: login.platform,
    email: login.email,
    sentIds: pickedIds,
    onRowError: (id, message) => setRowErrors((errors) => ({ ...errors, [id]: message })),
  });
  const platformName = t(`platforms.${login.platform}`);
  const checked = withConnectedChecked(picks, accounts);

  function addPicked() {
    setRowErrors({});
    add.mutate(pickedIds, {
      onSuccess: (added) => {
        notify('success', t('adAccounts.choose.added', { count: added.length }));
        void navigate({ to: '/ad-accounts' });
      },
    });
  }

  if (!isPending && platformLogin === undefined) {
    return (
      <div className="flex max-w-2xl flex-col items-start gap-4">
        <Alert variant="warning">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertDescription>
            {t('adAccounts.choose.loginMissing', { email: login.email, platform: platformName })}
          </AlertDescription>
        </Alert>
        <ConnectPlatformButton platform={login.platform} />
      </div>
    );
  }
  if (platformLogin !== undefined && platformLogin.accounts.length === 0) {
    return (
      <NoAccountsOnProfile
        platform={login.platform}
        connectionError={platformLogin.connectionError}
      />
    );
  }
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <p className="text-muted-foreground">
        {t('adAccounts.choose.intro', { email: login.email, platform: platformName })}
      </p>
      <div className="relative max-w-sm">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t('adAccounts.choose.search')}
          placeholder={t('adAccounts.choose.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="pl-9"
        />
      </div>
      <ChoosableAccountsTable
        email={login.email}
        rows={rows}
        isLoading={isPending}
        selection={{
          state: checked,
          onChange: (updater) => {
            const next = typeof updater === 'function' ? updater(checked) : updater;
            setPicks(toPicks(next, accounts));
          },
        }}
        emptyState={
          <span className="text-muted-foreground">
            {t('adAccounts.choose.noMatches', { query })}
          </span>
        }
      />
      <AllowanceNote allowance={allowance} pickedCount={pickedIds.length} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={pickedIds.length === 0 || allowance?.isAllowed === false || add.isPending}
          aria-describedby={pickedIds.length === 0 ? 'choose-nothing-picked' : undefined}
          onClick={addPicked}
        >
          {add.isPending ? <Spinner label={t('app.loading')} /> : null}
          {pickedIds.length === 0
            ? t('adAccounts.choose.addNone')
            : t('adAccounts.choose.add', { count: pickedIds.length })}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/ad-accounts">{t('adAccounts.choose.back')}</Link>
        </Button>
        {pickedIds.length === 0 ? (
          <p id="choose-nothing-picked" className="basis-full text-sm text-muted-foreground">
            {t('adAccounts.choose.nothingPicked')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
