import {
  DEFAULT_AD_ACCOUNT_SORT,
  findNextSort,
  sortAdAccounts,
  type AdAccount,
  type AdAccountSort,
  type AdAccountSortKey,
  type Platform,
} from '@utmost/ads-sdk';
import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { DataTable, type RowSelectionState } from '@utmost/ui/components/data-table';
import { useNavigate } from '@tanstack/react-router';
import { InfoIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { useConnectAllowance } from '../../../lib/platform-connection/use-connect-allowance';
import type { AdAccountsSearch } from '../../../lib/search-schemas';
import { useStore } from '../../../lib/use-store';
import { FirstRunChecklist } from './first-run-checklist';
import { JoinedNotice } from './joined-notice';
import { findAccountsToAssign } from '../lib/first-run-steps';
import { useUrlTemplates } from '../../../lib/queries/use-url-templates';
import { useAdAccounts } from '../api/use-ad-accounts';
import { useAssignUrlTemplate } from '../api/use-assign-url-template';
import { useBulkAdAccountActions } from '../api/use-bulk-ad-account-actions';
import { buildAdAccountColumns } from './ad-accounts-columns';
import { AdAccountsEmptyState } from './ad-accounts-empty-state';
import { AssignTemplateDialog, type AssignRequest } from './assign-template-dialog';
import { BulkActionsBar } from './bulk-actions-bar';
import { RemoveAdAccountsDialog } from './remove-ad-accounts-dialog';
import { RunAccountsDialog, type RunRequest } from './run-accounts-dialog';

const getRowId = (account: AdAccount) => account.id;

/**
 * The ad accounts list (spec §2): one table of the mode's platforms, sorted by the SDK's rule
 * (default connectedAt desc), with bulk actions (template assignment, enable, disable, run now,
 * remove parameters, remove), row checkboxes and row run actions for editors in tagging mode.
 * Editors in tagging mode also see the first-run checklist until their first run, unless they have
 * just joined through an invitation (`?joined=true` says so instead); `?assign=` opens the assign
 * dialog for a template just published, its accounts and template chosen.
 */
export function AdAccountsPage({ search = {} }: { search?: AdAccountsSearch }) {
  const { t } = useTranslation();
  const mode = useStore(useAppContext().appMode);
  const { canEdit } = useConnectAllowance();
  const { accounts, isPending, isError, refetch } = useAdAccounts(mode);
  const [sort, setSort] = useState<AdAccountSort>(DEFAULT_AD_ACCOUNT_SORT);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [accountsToRemove, setAccountsToRemove] = useState<AdAccount[]>([]);
  const [assignRequest, setAssignRequest] = useState<AssignRequest | null>(null);
  const [runRequest, setRunRequest] = useState<RunRequest | null>(null);
  const actions = useBulkAdAccountActions();
  const assign = useAssignUrlTemplate();
  const navigate = useNavigate();
  const isGuided = mode === 'tagging' && canEdit;
  const { templates, isPending: isTemplatesPending } = useUrlTemplates();

  /** The guided assign: the template's platform's accounts that lack one, chosen and checked. */
  function openGuidedAssign(templateId: string) {
    const template = templates.find((candidate) => candidate.id === templateId);
    if (template === undefined) return;
    const targets = findAccountsToAssign(accounts, template.platformType);
    if (targets.length === 0) return;
    setRowSelection(Object.fromEntries(targets.map((account) => [account.id, true])));
    setAssignRequest({
      platform: template.platformType,
      accounts: targets,
      templateId: template.id,
      isGuided: true,
    });
  }

  // `?assign=` is acted on once, as soon as both lists are in (state set while rendering, React's
  // way to adjust state to new input), then dropped from the address.
  const assignFromSearch = search.assign;
  const [handledAssign, setHandledAssign] = useState<string | undefined>(undefined);
  if (
    assignFromSearch !== undefined &&
    assignFromSearch !== handledAssign &&
    isGuided &&
    !isPending &&
    !isTemplatesPending
  ) {
    setHandledAssign(assignFromSearch);
    openGuidedAssign(assignFromSearch);
  }
  useEffect(() => {
    if (handledAssign === undefined || assignFromSearch !== handledAssign) return;
    void navigate({ to: '/ad-accounts', search: {}, replace: true });
  }, [handledAssign, assignFromSearch, navigate]);

  const sorted = useMemo(() => sortAdAccounts(accounts, sort), [accounts, sort]);
  const columns = useMemo(
    () => buildAdAccountColumns({ mode, canEdit, t, onRunRequest: setRunRequest }),
    [mode, canEdit, t],
  );
  const sorting = useMemo(() => [{ id: sort.key, desc: sort.order === 'desc' }], [sort]);
  const hasSelection = mode === 'tagging' && canEdit;
  // Ids of rows gone since (removed, or another mode's) are left out.
  const selected = hasSelection ? sorted.filter((account) => rowSelection[account.id]) : [];

  const hasJoined = search.joined === true;
  const joinedNotice = hasJoined ? (
    <JoinedNotice
      onDismiss={() => void navigate({ to: '/ad-accounts', search: {}, replace: true })}
    />
  ) : null;

  if (!isPending && !isError && accounts.length === 0) {
    return (
      <AdAccountsEmptyState
        mode={mode}
        canEdit={canEdit}
        notice={joinedNotice}
        hasChecklist={!hasJoined}
      />
    );
  }
  return (
    <section aria-label={t('adAccounts.tableLabel')} className="flex flex-col gap-4">
      {joinedNotice}
      {isGuided && !hasJoined ? (
        <FirstRunChecklist
          onAssign={openGuidedAssign}
          onRun={(runAccounts) => setRunRequest({ action: 'run', accounts: runAccounts })}
        />
      ) : null}
      {mode === 'search-terms' ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <InfoIcon aria-hidden="true" className="size-4" />
          {t('adAccounts.searchTermsNote')}
        </p>
      ) : null}
      {isError ? (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>{t('adAccounts.loadFailed')}</AlertTitle>
          <AlertDescription>
            <Button variant="link" className="h-auto p-0" onClick={refetch}>
              {t('adAccounts.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {selected.length > 0 ? (
        <BulkActionsBar
          selected={selected}
          actions={actions}
          isAssigning={assign.isPending}
          onAssignTemplate={(platform: Platform) =>
            setAssignRequest({ platform, accounts: selected, templateId: null, isGuided: false })
          }
          onRunRequest={setRunRequest}
          onRemove={() => setAccountsToRemove(selected)}
          onClear={() => setRowSelection({})}
        />
      ) : null}
      <DataTable
        label={t('adAccounts.tableLabel')}
        columns={columns}
        data={sorted}
        getRowId={getRowId}
        sorting={sorting}
        onSortToggle={(columnId) => setSort(findNextSort(sort, columnId as AdAccountSortKey))}
        isLoading={isPending}
        {...(hasSelection
          ? {
              selection: {
                state: rowSelection,
                onChange: setRowSelection,
                selectAllLabel: t('adAccounts.selectAll'),
                selectRowLabel: (account: AdAccount) =>
                  t('adAccounts.selectAccount', { name: account.name }),
              },
            }
          : {})}
      />
      <AssignTemplateDialog
        request={assignRequest}
        assign={assign}
        onClose={() => setAssignRequest(null)}
        onAssigned={() => {
          // The guided assign checked its accounts itself; a bulk selection stays as it was.
          if (assignRequest?.isGuided === true) setRowSelection({});
          setAssignRequest(null);
        }}
      />
      <RunAccountsDialog request={runRequest} onClose={() => setRunRequest(null)} />
      <RemoveAdAccountsDialog
        accounts={accountsToRemove}
        actions={actions}
        onClose={() => setAccountsToRemove([])}
        onRemoved={() => {
          setAccountsToRemove([]);
          setRowSelection({});
        }}
      />
    </section>
  );
}
