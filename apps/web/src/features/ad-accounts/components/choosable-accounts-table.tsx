import {
  ACCOUNT_PATH_SEPARATOR,
  describeAccountPath,
  type ChoosableAccount,
} from '@utmost/ads-sdk';
import { Badge } from '@utmost/ui/components/badge';
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableSelection,
} from '@utmost/ui/components/data-table';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A choose-account row: the SDK's choosable account and the API's refusal of it, if any. */
export interface ChoosableRow extends ChoosableAccount {
  error: string | null;
}

const helper = createDataTableColumnHelper<ChoosableRow>();
const getRowId = (row: ChoosableRow) => String(row.id);

function NotesCell({ row }: { row: ChoosableRow }) {
  const { t } = useTranslation();
  return (
    <div className="flex max-w-96 flex-col items-start gap-1 whitespace-normal">
      <div className="flex flex-wrap gap-1.5">
        {row.isConnected ? (
          <Badge variant="success">{t('adAccounts.choose.alreadyConnected')}</Badge>
        ) : null}
        {row.isManager ? <Badge variant="secondary">{t('adAccounts.choose.manager')}</Badge> : null}
        {row.isReadOnly ? <Badge variant="warning">{t('adAccounts.choose.readOnly')}</Badge> : null}
      </div>
      {row.isManager ? (
        <span className="text-xs text-muted-foreground">{t('adAccounts.choose.managerHint')}</span>
      ) : null}
      {row.isReadOnly ? (
        <span className="text-xs text-muted-foreground">{t('adAccounts.choose.readOnlyHint')}</span>
      ) : null}
    </div>
  );
}

function buildColumns(t: TFunction) {
  return helper.columns([
    helper.accessor('name', {
      header: t('adAccounts.choose.columns.name'),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span className="whitespace-normal">
            {/* The managers above the account (Manager › Sub-manager ›), then its own name. */}
            {row.original.managers.map((manager) => (
              <span key={manager.id} className="text-muted-foreground">
                {manager.name}
                {ACCOUNT_PATH_SEPARATOR}
              </span>
            ))}
            <span className="font-medium">{row.original.name}</span>
          </span>
          <span className="text-xs text-muted-foreground">
            {t('adAccounts.accountId', { id: row.original.id })}
          </span>
          {row.original.error === null ? null : (
            <span role="alert" className="mt-1 text-xs whitespace-normal text-destructive-text">
              {row.original.error}
            </span>
          )}
        </div>
      ),
    }),
    helper.accessor((row) => row.currencyCode ?? '', {
      id: 'currency',
      header: t('adAccounts.choose.columns.currency'),
      enableSorting: false,
    }),
    helper.display({
      id: 'notes',
      header: t('adAccounts.choose.columns.notes'),
      cell: ({ row }) => <NotesCell row={row.original} />,
    }),
  ]);
}

/**
 * The login's ad accounts with checkboxes. Managers cannot be chosen (they hold no ads), nor can
 * read-only ones (Utmost could not tag them); both say why in the notes. Accounts already added
 * show checked and disabled.
 */
export function ChoosableAccountsTable({
  email,
  rows,
  isLoading,
  selection,
  emptyState,
}: {
  email: string;
  rows: readonly ChoosableRow[];
  isLoading: boolean;
  selection: Pick<DataTableSelection<ChoosableRow>, 'state' | 'onChange'>;
  emptyState: ReactNode;
}) {
  const { t } = useTranslation();
  const columns = useMemo(() => buildColumns(t), [t]);
  return (
    <DataTable
      label={t('adAccounts.choose.tableLabel', { email })}
      columns={columns}
      data={rows}
      getRowId={getRowId}
      isLoading={isLoading}
      emptyState={emptyState}
      selection={{
        ...selection,
        canSelect: canChoose,
        selectAllLabel: t('adAccounts.choose.selectAll'),
        selectRowLabel: (row) =>
          t('adAccounts.choose.selectAccount', { name: describeAccountPath(row) }),
      }}
    />
  );
}

function canChoose(row: ChoosableRow): boolean {
  return !row.isManager && !row.isReadOnly && !row.isConnected;
}
