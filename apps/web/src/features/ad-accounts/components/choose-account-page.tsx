import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  CHOOSE_ACCOUNT_PAGE_SIZE,
  countPages,
  findAdAccountAllowance,
  isPaginationShown,
  listAccountManagers,
  toChoosableAccount,
} from '@utmost/ads-sdk';
import { platformAccountsQueryOptions } from '@utmost/ads-sdk/query';
import { Alert, AlertDescription } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import type { RowSelectionState } from '@utmost/ui/components/data-table';
import { Spinner } from '@utmost/ui/components/spinner';
import { TriangleAlertIcon } from 'lucide-react';
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
import {
  filterChoosableAccounts,
  type ChoosableAccountFilter,
} from '../lib/filter-choosable-accounts';
import { AllowanceNote } from './allowance-note';
import { ChoosableAccountsTable, type ChoosableRow } from './choosable-accounts-table';
import { ChooseAccountFilters } from './choose-account-filters';
import { ChooseAccountPagination } from './choose-account-pagination';
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
  const [filter, setFilter] = useState<ChoosableAccountFilter>({ query: '', managerId: null });
  const [page, setPage] = useState(1);
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
  const managers = useMemo(() => listAccountManagers(accounts), [accounts]);
  const matching = useMemo(() => filterChoosableAccounts(accounts, filter), [accounts, filter]);
  const pageCount = countPages(matching.length, CHOOSE_ACCOUNT_PAGE_SIZE);
  const shownPage = Math.min(page, pageCount);
  const rows = useMemo<ChoosableRow[]>(
    () =>
      matching
        .slice((shownPage - 1) * CHOOSE_ACCOUNT_PAGE_SIZE, shownPage * CHOOSE_ACCOUNT_PAGE_SIZE)
        .map((account) => ({ ...account, error: rowErrors[account.id] ?? null })),
    [matching, shownPage, rowErrors],
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

  function changeFilter(next: ChoosableAccountFilter) {
    setFilter(next);
    setPage(1);
  }

  // Select-all in the table covers the page shown; this covers every match (one manager's
  // accounts, say), across pages.
  function pickMatching() {
    const next: RowSelectionState = { ...checked };
    for (const account of matching) next[String(account.id)] = true;
    setPicks(toPicks(next, accounts));
  }
  const canPickMatching =
    (filter.query.trim() !== '' || filter.managerId !== null || pageCount > 1) &&
    matching.length > 0;

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
      <ChooseAccountFilters filter={filter} managers={managers} onChange={changeFilter} />
      {isPaginationShown(accounts.length, CHOOSE_ACCOUNT_PAGE_SIZE) || managers.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <span role="status">{t('adAccounts.choose.matching', { count: matching.length })}</span>
          {canPickMatching ? (
            <Button variant="outline" size="sm" onClick={pickMatching}>
              {t('adAccounts.choose.selectMatching', { count: matching.length })}
            </Button>
          ) : null}
        </div>
      ) : null}
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
            {t('adAccounts.choose.noMatches', { query: filter.query })}
          </span>
        }
      />
      <ChooseAccountPagination
        page={shownPage}
        pageCount={pageCount}
        isHidden={!isPaginationShown(matching.length, CHOOSE_ACCOUNT_PAGE_SIZE)}
        onPageChange={setPage}
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
