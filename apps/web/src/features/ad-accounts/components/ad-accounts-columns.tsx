import type { AdAccount, AdAccountSortKey } from '@utmost/ads-sdk';
import { createDataTableColumnHelper } from '@utmost/ui/components/data-table';
import type { TFunction } from 'i18next';
import { DateTimeText } from '../../../components/date-time-text';
import type { AppMode } from '../../../lib/mode/app-mode';
import { WastedSpendAmount, WastedSpendInfo } from '../../../components/wasted-spend';
import { readAccountWastedSpend } from '../../../lib/wasted-spend';
import { AdAccountNameCell } from './ad-account-name-cell';
import { AssignmentSelect } from './assignment-select';
import { EnableSwitch } from './enable-switch';
import { ValidateNowButton } from './validate-now-button';
import { RowRunActions } from './row-run-actions';
import type { RunRequest } from './run-accounts-dialog';
import { TaggingStatusCell } from './tagging-status-cell';
import { ValidationStatusCell } from './validation-status-cell';

const helper = createDataTableColumnHelper<AdAccount>();
/** One element for every render: a header addon stays the same element (DataTable's rule). */
const WASTED_SPEND_INFO = <WastedSpendInfo />;

/** Column ids that sort are the SDK's sort keys, so a header click feeds `findNextSort`. */
const SORT_COLUMN: Record<AdAccountSortKey, AdAccountSortKey> = {
  name: 'name',
  connectedAt: 'connectedAt',
  lastRun: 'lastRun',
  nextRun: 'nextRun',
  lastRunSearchTerm: 'lastRunSearchTerm',
  nextRunSearchTerm: 'nextRunSearchTerm',
  badImpressions: 'badImpressions',
};

function DateText({ value, fallback }: { value: string | null | undefined; fallback: string }) {
  if (value === null || value === undefined) {
    return <span className="text-muted-foreground">{fallback}</span>;
  }
  return <DateTimeText value={value} />;
}

/**
 * Column widths (at 1024 px, beside the sidebar, the table has 47rem). Fixed, so nothing moves
 * when rows, errors or selections change; the account's name and the template share the rest,
 * cut with the whole text on hover. Connected shows from 1440 px.
 */
const WIDTHS = {
  name: '8.5rem',
  date: '6.5rem',
  status: '6rem',
  assignment: '9.5rem',
  autoTagging: '4.5rem',
  actionsMenu: '3rem',
  actionButtons: '5.25rem',
} as const;

/**
 * The spec §2 columns of each mode. Tagging: ad account, connected, last run, next run, status,
 * tracking template, auto-tagging switch and the run actions (editors only). Search-terms: ad
 * account, connected, last and next search-term validation, wasted spend (spec: bad impressions),
 * the validation status and the AI rules selector; nothing of tagging (its status, schedule,
 * template or switch).
 */
export function buildAdAccountColumns({
  mode,
  canEdit,
  t,
  onRunRequest,
}: {
  mode: AppMode;
  canEdit: boolean;
  t: TFunction;
  /** "Run now" or "Remove parameters" chosen on a row; keep it stable. */
  onRunRequest: (request: RunRequest) => void;
}) {
  const isTagging = mode === 'tagging';
  return helper.columns([
    // Accessors, not display columns: TanStack sorts (here: marks as sortable) only columns with
    // a value. The order itself comes from `sortAdAccounts`.
    helper.accessor((account) => account.name, {
      id: SORT_COLUMN.name,
      header: t('adAccounts.columns.adAccount'),
      meta: { minWidth: WIDTHS.name },
      cell: ({ row }) => <AdAccountNameCell account={row.original} isAnalysisLink={!isTagging} />,
    }),
    helper.accessor((account) => account.connectedAt, {
      id: SORT_COLUMN.connectedAt,
      header: t('adAccounts.columns.connected'),
      meta: {
        width: WIDTHS.date,
        visibleFromXl: true,
      },
      cell: ({ row }) => <DateText value={row.original.connectedAt} fallback="" />,
    }),
    // Each mode's last run sorts by its own kind of run (the SDK's `lastRun` or `lastRunSearchTerm`).
    helper.accessor(
      (account) =>
        (isTagging ? account.lastRun?.createdAt : account.lastRunSearchTerm?.createdAt) ?? null,
      {
        id: isTagging ? SORT_COLUMN.lastRun : SORT_COLUMN.lastRunSearchTerm,
        header: t(isTagging ? 'adAccounts.columns.lastRun' : 'adAccounts.columns.lastValidation'),
        // "Last validation" is wider than a date: it breaks between its words.
        meta: { width: WIDTHS.date, headerClassName: 'whitespace-normal' },
        cell: ({ row }) => (
          <DateText
            value={
              isTagging
                ? row.original.lastRun?.createdAt
                : row.original.lastRunSearchTerm?.createdAt
            }
            fallback={t('adAccounts.never')}
          />
        ),
      },
    ),
    isTagging
      ? helper.accessor((account) => account.nextRun?.nextJobTime ?? null, {
          id: SORT_COLUMN.nextRun,
          header: t('adAccounts.columns.nextRun'),
          meta: { width: WIDTHS.date },
          cell: ({ row }) => (
            <DateText
              value={row.original.nextRun?.nextJobTime}
              fallback={t('adAccounts.notScheduled')}
            />
          ),
        })
      : helper.accessor((account) => account.nextRunSearchTerm?.nextJobTime ?? null, {
          id: SORT_COLUMN.nextRunSearchTerm,
          header: t('adAccounts.columns.nextValidation'),
          meta: { width: WIDTHS.date, headerClassName: 'whitespace-normal' },
          cell: ({ row }) => (
            <DateText
              value={row.original.nextRunSearchTerm?.nextJobTime}
              fallback={t('adAccounts.notScheduled')}
            />
          ),
        }),
    ...(isTagging
      ? []
      : [
          // Spec §3's "Bad impressions" is money: the excluded cost, named as a marketer would.
          helper.accessor((account) => account.periodSummary?.calculatedExcludedCost ?? null, {
            id: SORT_COLUMN.badImpressions,
            header: t('adAccounts.columns.wastedSpend'),
            meta: {
              width: WIDTHS.date,
              className: 'text-right tabular-nums whitespace-normal',
              headerClassName:
                'text-right whitespace-normal [&>[data-slot=data-table-header-with-addon]]:justify-end',
              headerAddon: WASTED_SPEND_INFO,
            },
            cell: ({ row }) => {
              const spend = readAccountWastedSpend(row.original.periodSummary);
              return spend === null ? (
                <span className="text-muted-foreground">{t('adAccounts.noValue')}</span>
              ) : (
                <WastedSpendAmount
                  spend={spend}
                  currencyCode={row.original.currencyCode}
                  className="items-end"
                />
              );
            },
          }),
        ]),
    helper.display({
      id: 'status',
      header: t(isTagging ? 'adAccounts.columns.status' : 'adAccounts.columns.validation'),
      enableSorting: false,
      meta: { width: WIDTHS.status },
      cell: ({ row }) =>
        isTagging ? (
          <TaggingStatusCell account={row.original} canEdit={canEdit} />
        ) : (
          <ValidationStatusCell account={row.original} canEdit={canEdit} />
        ),
    }),
    helper.display({
      id: 'assignment',
      header: t(isTagging ? 'adAccounts.columns.trackingTemplate' : 'adAccounts.columns.aiRules'),
      enableSorting: false,
      meta: { minWidth: WIDTHS.assignment },
      cell: ({ row }) => (
        <AssignmentSelect
          account={row.original}
          kind={isTagging ? 'trackingTemplate' : 'aiRules'}
          canEdit={canEdit}
        />
      ),
    }),
    ...(isTagging && canEdit
      ? [
          helper.display({
            id: 'enabled',
            header: t('adAccounts.columns.autoTagging'),
            enableSorting: false,
            // "Auto-tagging" breaks at its hyphen rather than widening the column.
            meta: { width: WIDTHS.autoTagging, headerClassName: 'whitespace-normal' },
            cell: ({ row }) => <EnableSwitch account={row.original} />,
          }),
          helper.display({
            id: 'actions',
            header: () => <span className="sr-only">{t('adAccounts.runs.actions')}</span>,
            enableSorting: false,
            meta: {
              width: WIDTHS.actionsMenu,
              widthFromXl: WIDTHS.actionButtons,
              className: 'text-right',
            },
            cell: ({ row }) => <RowRunActions account={row.original} onRequest={onRunRequest} />,
          }),
        ]
      : []),
    ...(!isTagging && canEdit
      ? [
          helper.display({
            id: 'validate',
            header: () => <span className="sr-only">{t('adAccounts.validation.actions')}</span>,
            enableSorting: false,
            meta: { width: WIDTHS.actionsMenu, className: 'text-right' },
            cell: ({ row }) => <ValidateNowButton account={row.original} />,
          }),
        ]
      : []),
  ]);
}
