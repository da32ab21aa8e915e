import { Link } from '@tanstack/react-router';
import type { Brief } from '@utmost/ads-sdk';
import { createDataTableColumnHelper } from '@utmost/ui/components/data-table';
import { RowActions } from '@utmost/ui/components/row-actions';
import { TruncatedText } from '@utmost/ui/components/truncated-text';
import type { TFunction } from 'i18next';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { DateTimeText } from '../../../components/date-time-text';

const helper = createDataTableColumnHelper<Brief>();

// The list fits 1024 px beside the sidebar (about 740 px): the text columns' minimums leave room
// for the date and the actions, and share what is left; cut text shows whole on hover or focus.
const WIDTHS = {
  briefName: '9.5rem',
  company: '7rem',
  website: '8.5rem',
  adAccounts: '8rem',
  updated: '6.75rem',
  actionsMenu: '3rem',
  actionButtons: '5.25rem',
} as const;

function AdAccountsCell({ brief, t }: { brief: Brief; t: TFunction }) {
  if (brief.adAccounts.length === 0) {
    return <span className="text-muted-foreground">{t('briefs.notUsed')}</span>;
  }
  return (
    <TruncatedText>{brief.adAccounts.map((account) => account.name).join(', ')}</TruncatedText>
  );
}

/**
 * The list's columns: brief name (a link to the editor for editors), company, website, the ad
 * accounts using it, when it was last modified, and edit / delete for editors.
 */
export function buildBriefColumns({
  canEdit,
  t,
  onDelete,
}: {
  canEdit: boolean;
  t: TFunction;
  onDelete: (brief: Brief) => void;
}) {
  return helper.columns([
    helper.accessor((brief) => brief.briefName, {
      id: 'briefName',
      header: t('briefs.columns.briefName'),
      meta: { minWidth: WIDTHS.briefName },
      cell: ({ row }) =>
        canEdit ? (
          <TruncatedText asChild className="w-fit max-w-full font-medium hover:underline">
            <Link
              to="/ai-briefs/edit-brief/$id"
              params={{ id: row.original.id }}
              search={{ from: '/ai-briefs' }}
            >
              {row.original.briefName}
            </Link>
          </TruncatedText>
        ) : (
          <TruncatedText className="font-medium">{row.original.briefName}</TruncatedText>
        ),
    }),
    helper.accessor((brief) => brief.name, {
      id: 'company',
      header: t('briefs.columns.company'),
      meta: { minWidth: WIDTHS.company },
      cell: ({ row }) => <TruncatedText>{row.original.name}</TruncatedText>,
    }),
    helper.accessor((brief) => brief.website, {
      id: 'website',
      header: t('briefs.columns.website'),
      meta: { minWidth: WIDTHS.website },
      cell: ({ row }) => (
        <TruncatedText className="text-muted-foreground">{row.original.website}</TruncatedText>
      ),
    }),
    helper.accessor((brief) => brief.adAccounts.length, {
      id: 'adAccounts',
      header: t('briefs.columns.adAccounts'),
      meta: { minWidth: WIDTHS.adAccounts },
      cell: ({ row }) => <AdAccountsCell brief={row.original} t={t} />,
    }),
    helper.accessor((brief) => brief.updatedAt, {
      id: 'updatedAt',
      header: t('briefs.columns.updated'),
      sortFn: 'datetime',
      meta: { width: WIDTHS.updated },
      cell: ({ row }) => <DateTimeText value={row.original.updatedAt} />,
    }),
    ...(canEdit
      ? [
          helper.display({
            id: 'actions',
            header: () => <span className="sr-only">{t('briefs.columns.actions')}</span>,
            enableSorting: false,
            meta: {
              width: WIDTHS.actionsMenu,
              widthFromXl: WIDTHS.actionButtons,
              className: 'text-right',
            },
            cell: ({ row }) => (
              <RowActions
                menuLabel={t('briefs.actionsOf', { name: row.original.briefName })}
                actions={[
                  {
                    id: 'edit',
                    label: t('briefs.edit'),
                    accessibleLabel: t('briefs.editOf', { name: row.original.briefName }),
                    icon: PencilIcon,
                    // The editor opened from the list comes back to it.
                    link: (
                      <Link
                        to="/ai-briefs/edit-brief/$id"
                        params={{ id: row.original.id }}
                        search={{ from: '/ai-briefs' }}
                      />
                    ),
                  },
                  {
                    id: 'delete',
                    label: t('briefs.delete'),
                    accessibleLabel: t('briefs.deleteOf', { name: row.original.briefName }),
                    icon: Trash2Icon,
                    variant: 'destructive',
                    onSelect: () => onDelete(row.original),
                  },
                ]}
              />
            ),
          }),
        ]
      : []),
  ]);
}
